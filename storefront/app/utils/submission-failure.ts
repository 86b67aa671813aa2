import { DEFAULT_LOCALE, FAILURE_MESSAGES, failureForStatus, translate } from '@ponte/shared/i18n';
import { data, isRouteErrorResponse } from 'react-router';
import { isLocale } from './i18n.ts';

/**
 * What a form shows when the site's own server never answered its submission (decision 060): the
 * request of the action (`<path>.data`) was dropped, or came back as a 5xx that is not React Router's
 * answer (a proxy page, a crash). `transport` tells it apart from the server's own refusals.
 */
export interface SubmissionFailure {
  transport: true;
  ok: false;
  status: number;
  /** The product's sentence, already in the page's language. */
  error: string;
  /** The submitted `intent`, so pages with several forms show it at the one that was sent. */
  intent?: string;
  /** The submitted record `id` (a catalogue card's actions answer for one product). */
  id?: number;
  // Never set: declared so a page reads the fields of its own answers without narrowing the union first.
  errors?: undefined;
  values?: undefined;
  email?: undefined;
  message?: undefined;
}

/**
 * The failure for an error of the submission itself, or `null` for anything else (a redirect, a 404 or
 * a 4xx the server threw on purpose, a bug): those keep going to the redirect or the error boundary.
 * React Router throws a `TypeError` when the fetch is dropped and an `ErrorResponse` for a ≥400 answer
 * without its own header; a 5xx the server threw itself reads the same and gets the same sentence.
 */
export function submissionFailure(
  error: unknown,
  echo: { intent?: string | undefined; id?: number | undefined } = {},
): SubmissionFailure | null {
  let status: number;
  if (error instanceof TypeError) status = 0;
  else if (isRouteErrorResponse(error) && error.status >= 500) status = error.status;
  else return null;
  const sentence = status === 0 ? FAILURE_MESSAGES.network : failureForStatus(status);
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return {
    transport: true,
    ok: false,
    // A dropped request counts as unavailable: a ≥400 status also keeps React Router from reloading
    // every loader after the action, which would fail the same way and replace the form by an error page.
    status: status || 503,
    error: translate(isLocale(lang) ? lang : DEFAULT_LOCALE, sentence),
    ...(echo.intent ? { intent: echo.intent } : {}),
    ...(echo.id !== undefined ? { id: echo.id } : {}),
  };
}

interface ClientActionArgs<T> {
  request: Request;
  serverAction: () => Promise<T>;
}

/**
 * The `clientAction` of a route whose forms post to its server `action`: the server's answer as it is,
 * or, when the trip failed, a `SubmissionFailure` as the action's data. The page stays, with what was
 * typed in its inputs, the sentence where the form shows its failures, and the button ready to try again.
 * `T` is the server action's data; the page narrows the union with `isSubmissionFailure`.
 */
export async function guardSubmission<T>({ request, serverAction }: ClientActionArgs<T>) {
  // Read before the trip: the server action sends the body, and which form it was is needed after.
  const echo = await request
    .clone()
    .formData()
    .then(echoOf)
    .catch(() => ({}));
  try {
    return await serverAction();
  } catch (error) {
    const failure = submissionFailure(error, echo);
    if (!failure) throw error;
    return data(failure, { status: failure.status });
  }
}

function echoOf(form: FormData) {
  const intent = form.get('intent');
  const id = Number(form.get('id') ?? Number.NaN);
  return {
    intent: typeof intent === 'string' ? intent : undefined,
    id: Number.isInteger(id) ? id : undefined,
  };
}

export const isSubmissionFailure = (answer: unknown): answer is SubmissionFailure =>
  typeof answer === 'object' && answer !== null && (answer as { transport?: unknown }).transport === true;
