import { setTimeout as sleep } from 'node:timers/promises';
import type { Env } from '../../../env.ts';
import { fetchWithDeadline } from '../../../lib/fetch-with-deadline.ts';
import { loggerFor } from '../../../lib/logger.ts';
import { blingOutcome, observeAsaasRequest, type BlingOutcome } from '../../../lib/metrics.ts';

const log = loggerFor('asaas');

/** How Ponte reaches Asaas (docs/payments-asaas.md#environments): the key goes in `access_token`, never in a log. */
export interface AsaasConfig {
  baseUrl: string;
  apiKey: string;
  userAgent: string;
  timeoutMs: number;
  retryBaseMs: number;
  maxAttempts: number;
}

export function asaasConfig(env: Env): AsaasConfig {
  if (!env.ASAAS_API_KEY) throw new Error('ASAAS_API_KEY is not set');
  return {
    baseUrl: env.ASAAS_BASE_URL.replace(/\/+$/, ''),
    apiKey: env.ASAAS_API_KEY,
    userAgent: env.ASAAS_USER_AGENT,
    timeoutMs: env.ASAAS_TIMEOUT_MS,
    retryBaseMs: env.ASAAS_RETRY_BASE_MS,
    maxAttempts: 4,
  };
}

/** Asaas kept failing (429, 5xx, timeouts, network) after every attempt, or a POST failed in a way that may have been done. */
export class AsaasUnavailableError extends Error {
  constructor(readonly lastStatus: number | 'timeout' | 'network') {
    super(`Asaas unavailable (last: ${lastStatus})`);
  }
}

/** Asaas refused the request (400, 401, 403, 404…): `errors` are its own codes and Portuguese descriptions. */
export class AsaasRefusedError extends Error {
  constructor(
    readonly status: number,
    readonly errors: { code: string; description: string }[],
  ) {
    super(`Asaas refused (${status}): ${errors.map((e) => e.code).join(', ')}`);
  }
  /** What a person can read: Asaas's own first description, or a general sentence. */
  get description() {
    return this.errors[0]?.description ?? 'O Asaas recusou a operação.';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface AsaasCall {
  /** Names the call in logs and metrics (`payments.get`), without ids or personal data. */
  operation: string;
  method: Method;
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

const RETRYABLE = new Set([429, 500, 502, 503, 504]);

function errorsOf(body: unknown): { code: string; description: string }[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.map((e: { code?: unknown; description?: unknown }) => ({
    code: String(e?.code ?? 'unknown'),
    description: String(e?.description ?? ''),
  }));
}

/** `RateLimit-Reset` (seconds until the window resets) or `Retry-After`, capped so a job never sleeps for long. */
function waitFromHeaders(headers: Headers): number | null {
  const raw = headers.get('ratelimit-reset') ?? headers.get('retry-after');
  if (!raw || !/^\d+$/.test(raw.trim())) return null;
  return Math.min(Number(raw) * 1000, 60_000);
}

const urlOf = (config: AsaasConfig, call: AsaasCall) => {
  const url = new URL(`${config.baseUrl}${call.path}`);
  for (const [key, value] of Object.entries(call.query ?? {}))
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  return url.toString();
};

/**
 * One call to Asaas with a deadline and bounded, jittered retries. A 429 is always retried (Asaas did
 * nothing), honouring `RateLimit-Reset`; a 5xx, timeout or network failure is retried only for GET, PUT and
 * DELETE, which are safe to repeat: a POST that failed that way may have been done, so its caller looks for
 * the object by `externalReference` before creating it again.
 */
export async function asaasRequest<T>(config: AsaasConfig, call: AsaasCall): Promise<T> {
  const idempotent = call.method !== 'POST';
  let last: AsaasUnavailableError['lastStatus'] = 'network';
  for (let attempt = 0; attempt < config.maxAttempts; attempt++) {
    const started = performance.now();
    let outcome: BlingOutcome;
    let wait = Math.random() * config.retryBaseMs * 2 ** attempt;
    try {
      const answer = await fetchWithDeadline(
        urlOf(config, call),
        {
          method: call.method,
          headers: {
            access_token: config.apiKey,
            'user-agent': config.userAgent,
            accept: 'application/json',
            ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          // Asaas answers 403 to a GET with a body (docs/payments-asaas.md#environments).
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
        },
        { timeoutMs: config.timeoutMs },
        async (response) => {
          const text = await response.text();
          let body: unknown = null;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            body = text;
          }
          return { status: response.status, body, wait: waitFromHeaders(response.headers) };
        },
      );
      outcome = blingOutcome(answer.status);
      record(call, outcome, started, answer.status, attempt);
      if (answer.status >= 200 && answer.status < 300) return answer.body as T;
      if (!RETRYABLE.has(answer.status)) throw new AsaasRefusedError(answer.status, errorsOf(answer.body));
      last = answer.status;
      if (answer.status !== 429 && !idempotent) throw new AsaasUnavailableError(last);
      wait = Math.max(wait, answer.wait ?? 0);
    } catch (error) {
      if (error instanceof AsaasRefusedError || error instanceof AsaasUnavailableError) throw error;
      last = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
      record(call, last, started, last, attempt);
      if (!idempotent) throw new AsaasUnavailableError(last);
    }
    if (attempt + 1 < config.maxAttempts) await sleep(wait);
  }
  throw new AsaasUnavailableError(last);
}

function record(
  call: AsaasCall,
  outcome: BlingOutcome,
  started: number,
  status: number | string,
  attempt: number,
) {
  const ms = performance.now() - started;
  observeAsaasRequest(call.operation, outcome, ms / 1000);
  const line = {
    operation: call.operation,
    method: call.method,
    status,
    ms: Math.round(ms),
    attempt: attempt + 1,
  };
  if (outcome === 'ok' || outcome === 'client_error') log.info(line, 'asaas call');
  else log.warn(line, 'asaas call failed');
}
