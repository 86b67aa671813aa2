import { messages } from '@electric-sql/pglite';
import type { SerializedError } from './messages.ts';

/**
 * Errors cross the thread boundary as plain data and are rebuilt as what in-process PGlite throws, so the
 * API maps them as before (unique violation → 409 by `code` and `constraint`, unavailable → 503…).
 */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), database: false, fields: {} };
  const fields: SerializedError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    // PGlite adds the statement's params and options: the API's side has them, and they may not be clonable.
    if (key === 'params' || key === 'queryOptions') continue;
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as string | number | boolean;
  }
  return { name: error.name, message: error.message, database: error instanceof messages.DatabaseError, fields };
}

export function deserializeError(data: SerializedError, context: { query?: string; params?: unknown[] } = {}): Error {
  const error =
    data.database
      ? new messages.DatabaseError(data.message, Number(data.fields.length ?? 0), 'error')
      : new Error(data.message);
  // `name` is one of the fields ('error' for PostgreSQL's errors, read-only on those): set as a plain field.
  Object.defineProperty(error, 'name', { value: data.name, writable: true, configurable: true });
  const { name: _name, ...fields } = data.fields;
  Object.assign(error, fields, data.database ? context : {});
  return error;
}

/**
 * The worker is gone (crashed, killed, out of memory): every statement fails with this at once instead of
 * waiting forever. Its code is PostgreSQL's crash_shutdown, so the API answers 503 (database-errors.ts).
 */
export class DatabaseWorkerStoppedError extends Error {
  readonly code = '57P02';
  constructor(reason: string, options?: ErrorOptions) {
    super(`The PGlite database thread stopped: ${reason}`, options);
    this.name = 'DatabaseWorkerStoppedError';
  }
}
