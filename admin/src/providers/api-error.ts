import { HttpError } from 'react-admin';

/**
 * What a notification says when a call failed: the API's own sentence (http-client.ts turns every refusal,
 * a 409 or a 503 alike, into an HttpError carrying it, or the product's sentence for the status), else
 * react-admin's generic phrase: never an exception's raw text, such as a contract drift's zod issues.
 */
export const apiErrorMessage = (error: unknown) =>
  error instanceof HttpError && error.message ? error.message : 'ra.notification.http_error';
