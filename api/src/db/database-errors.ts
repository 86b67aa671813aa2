import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * Tells whether an error means "the database cannot serve right now" (decision 031): the API then
 * answers 503 with Retry-After instead of 500. What is matched, and why:
 * - the socket: refused, reset, unreachable, DNS (Node's error codes);
 * - pg's own timeouts and lost connections (pg and pg-pool give these only as messages);
 * - PostgreSQL's SQLSTATEs: class 08 (connection exception), class 53 (insufficient resources: too many
 *   connections, disk full, out of memory), 57014 (statement_timeout), 57P01-57P03 (shutting down,
 *   crashed, starting), 57P05 (idle session timeout), 25P03 (idle-in-transaction timeout).
 * Only the driver's error itself, or the cause Drizzle wraps it in, is looked at: a failed fetch to a
 * third party, whose cause may also say ECONNREFUSED, is not the database.
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

const SQLSTATE_UNAVAILABLE = /^(08...|53...|57014|57P0[1235]|25P03)$/;

const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect', // pg-pool: no connection within connectionTimeoutMillis
  'Connection terminated', // pg: "... unexpectedly", "... due to connection timeout"
  'Query read timeout', // pg: query_timeout
  'is not queryable', // pg: a client whose connection already failed
  'Cannot use a pool after calling end on the pool',
];

function driverErrorUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATE_UNAVAILABLE.test(code))) return true;
  if (error instanceof AggregateError) return error.errors.some(driverErrorUnavailable);
  return DRIVER_MESSAGES.some((message) => error.message.includes(message));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DrizzleQueryError) return driverErrorUnavailable(error.cause);
  return driverErrorUnavailable(error);
}

/** Seconds a client is asked to wait before trying again (Retry-After on those 503s). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
