import { ApiError, FAILURE_MESSAGES, failureForStatus, fieldErrors, type FieldIssue } from '@ponte/shared';
import { t } from './i18n.ts';

/** What a form shows after a refused submission: a general message and/or messages per field. */
export interface FormFailure {
  status: number;
  error?: string;
  errors?: Record<string, string[]>;
}

export const GENERIC_ERROR = FAILURE_MESSAGES.internal;

/**
 * Turns an API refusal into a form failure: 422 keeps the server's field errors, 429 its text;
 * other statuses get the route's own message (`messages[status]`, else `messages.default`: the spec's
 * sentence for that failure), else the product's sentence for the status. An API that can't be reached
 * arrives here as a 503 (the shared client's doing), so it gets the route's sentence too. Anything that is
 * not an API answer (a bug) is rethrown for the error boundary.
 */
export function formFailure(
  error: unknown,
  messages: { [status: number]: string; default?: string } = {},
): FormFailure {
  if (!(error instanceof ApiError)) throw error;
  const { status, body } = error;
  if (status === 422) return { status, error: body.error, errors: body.errors ?? {} };
  if (status === 429) return { status, error: body.error };
  return { status, error: t(messages[status] ?? messages.default ?? failureForStatus(status)) };
}

/** A failed local parse as the API would refuse it: 422 with the same field keys (shared's `fieldErrors`). */
export const parseFailure = (issues: readonly FieldIssue[]): FormFailure => ({
  status: 422,
  errors: fieldErrors(issues),
});

/** Text fields of a submitted form, by name; absent fields become ''. */
export function readFields<K extends string>(form: FormData, names: readonly K[]) {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  ) as Record<K, string>;
}
