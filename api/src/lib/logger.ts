import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino, { type Level, type LevelWithSilent } from 'pino';
import { logScopeFields } from './request-context.ts';

/**
 * Structured JSON logs, one object per line on stdout (decision 031). Every line written while serving a
 * request carries its `request_id` (and `user_id` once known) through the request's async context, so
 * service code needs no logger passed down. Level: LOG_LEVEL, set by main.ts; tests start silent
 * (test/quiet-logs.ts).
 */

/** Keys whose values never reach a log line, wherever a caller puts them: a safety net, not the rule. */
const REDACTED_KEYS = [
  'authorization',
  'cookie',
  'password',
  'token',
  'access_token',
  'refresh_token',
  'params',
];
const REDACT_PATHS = [
  ...REDACTED_KEYS,
  ...REDACTED_KEYS.map((key) => `*.${key}`),
  ...REDACTED_KEYS.map((key) => `*.*.${key}`),
];

const MAX_CAUSE_DEPTH = 3;

/**
 * An error as a log field: type, message, code, stack and cause. Drizzle's query errors put the query's
 * parameters (password hashes, e-mails, tokens' hashes) in their message and stack: only the SQL text is
 * kept. Driver `detail`s are left out for the same reason.
 */
function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const out: Record<string, unknown> = { type: error.constructor?.name ?? 'Error', message: error.message };
  let stack = error.stack;
  if (error instanceof DrizzleQueryError) {
    out.message = `Failed query: ${error.query}`;
    const frames = stack?.indexOf('\n    at ') ?? -1;
    stack = `${out.type}: ${out.message}${frames >= 0 ? stack!.slice(frames) : ''}`;
  }
  out.stack = stack;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') out.code = code;
  if (depth < MAX_CAUSE_DEPTH) {
    if (error.cause !== undefined) out.cause = serializeError(error.cause, depth + 1);
    if (error instanceof AggregateError)
      out.errors = error.errors.slice(0, 3).map((e) => serializeError(e, depth + 1));
  }
  return out;
}

/** Where lines go: stdout, or a test's capture (the stream is fixed when pino is made, its target is not). */
const sink = {
  target: pino.destination({ dest: 1, sync: true }) as { write(line: string): unknown },
  write(line: string) {
    this.target.write(line);
  },
};

const logger = pino(
  {
    level: 'info',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: serializeError },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    mixin: logScopeFields,
  },
  sink,
);

export type LogLevel = LevelWithSilent;
export const LOG_LEVELS = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
] as const satisfies readonly LevelWithSilent[];

export function configureLogger(level: LogLevel) {
  logger.level = level;
}

/** A logger whose lines say which part of the product wrote them (`component`). */
export const loggerFor = (component: string) => logger.child({ component });

export interface CapturedLine {
  level: Level;
  msg: string;
  [key: string]: unknown;
}

/** Tests: collects the lines written from now on (at `level` and above) until `restore()`. */
export function captureLogs(level: LogLevel = 'debug') {
  const lines: CapturedLine[] = [];
  const previous = { target: sink.target, level: logger.level };
  sink.target = { write: (line: string) => lines.push(JSON.parse(line) as CapturedLine) };
  logger.level = level;
  return {
    lines,
    /** Every line as written, for "this secret appears nowhere" checks. */
    text: () => lines.map((line) => JSON.stringify(line)).join('\n'),
    restore() {
      sink.target = previous.target;
      logger.level = previous.level;
    },
  };
}
