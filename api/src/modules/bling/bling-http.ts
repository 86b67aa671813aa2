import { setTimeout as sleep } from 'node:timers/promises';
import { fetchWithDeadline } from '../../lib/fetch-with-deadline.ts';
import { blingOutcome, countBlingRequest } from '../../lib/metrics.ts';
import type { Pacer } from './pacer.ts';

/** A Bling answer that is final: 2xx, or a status retrying cannot fix (400, 401, 403, 404…). */
export interface BlingAnswer {
  status: number;
  body: unknown;
}

/** Bling kept failing (429, 5xx, timeouts, network) after every attempt. */
export class BlingUnavailableError extends Error {
  constructor(readonly lastStatus: number | 'timeout' | 'network') {
    super(`Bling unavailable (last: ${lastStatus})`);
  }
}

export interface RetryPolicy {
  timeoutMs: number;
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: Omit<RetryPolicy, 'timeoutMs'> = {
  maxAttempts: 6,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
};

export interface GetOptions {
  pacer: Pacer;
  policy: RetryPolicy;
  headers: Record<string, string>;
  signal?: AbortSignal;
  /** Counts every request sent (the bench and the tests read it). */
  onSend?: () => void;
}

const RETRYABLE = new Set([429, 500, 502, 503, 504]);

/** Full jitter: a random wait up to the exponential ceiling, so many clients never retry in step. */
export const backoffMs = (attempt: number, policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>) =>
  Math.random() * Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);

/** `Retry-After` in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, nowMs = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * One paced GET with bounded retries (decision 017). Only GETs go through here: a POST is never
 * repeated on its own, since Bling could have done it the first time.
 */
export async function pacedGet(url: string, options: GetOptions): Promise<BlingAnswer> {
  const { pacer, policy, signal } = options;
  let last: BlingUnavailableError['lastStatus'] = 'network';
  for (let attempt = 0; attempt < policy.maxAttempts; attempt++) {
    await pacer.take(signal);
    options.onSend?.();
    let waitMs: number;
    try {
      const answer = await fetchWithDeadline(
        url,
        { headers: options.headers },
        { timeoutMs: policy.timeoutMs, signal },
        async (response) => {
          if (!RETRYABLE.has(response.status))
            return { status: response.status, body: await readBody(response) };
          await response.body?.cancel();
          return { status: response.status, retryAfter: response.headers.get('retry-after'), retry: true };
        },
      );
      countBlingRequest(blingOutcome(answer.status));
      if (!('retry' in answer)) return answer;
      last = answer.status;
      const jitter = backoffMs(attempt, policy);
      waitMs = Math.max(jitter, retryAfterMs(answer.retryAfter ?? null) ?? 0);
      // Everyone on this account slows down after a 429, not only this request.
      if (answer.status === 429) pacer.pause(Math.max(waitMs, 1000));
    } catch (error) {
      if (signal?.aborted) throw error;
      last = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
      countBlingRequest(last);
      waitMs = backoffMs(attempt, policy);
    }
    if (attempt + 1 < policy.maxAttempts) await sleep(waitMs, undefined, { signal });
  }
  throw new BlingUnavailableError(last);
}
