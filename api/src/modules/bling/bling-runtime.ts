import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../lib/context.ts';
import { outsideRequest } from '../../lib/request-context.ts';
import { DEFAULT_RETRY, type RetryPolicy } from './bling-http.ts';
import { Pacer } from './pacer.ts';

/**
 * The in-process state the Bling code shares, one per database (tests run several apps in one
 * process): a pacer per supplier's Bling account shared by sync runs and webhook re-fetches, the
 * refreshes in flight (single-flight), a guard on the token endpoint, and a way to wake the worker.
 */
export interface BlingRuntime {
  /** `jobs`: the supplier's notices of the connection and of runs are queued with the change (decision 057). */
  deps: Pick<AppDeps, 'db' | 'env' | 'jobs' | 'now'>;
  pacers: Map<number, Pacer>;
  refreshes: Map<number, Promise<string>>;
  /** Decrypted access tokens for a few seconds, so a run does not read and decrypt one per request. */
  tokens: Map<number, { token: string; until: number; refreshAt: number }>;
  /** Start times (ms) of recent token-endpoint calls. */
  tokenCalls: number[];
  counters: { apiRequests: number; tokenCalls: number };
  /** Set by the worker while it runs. */
  wake: () => void;
  retry: Omit<RetryPolicy, 'timeoutMs'>;
}

const runtimes = new WeakMap<Db, BlingRuntime>();

/** A runtime of its own: what another API instance on the same database would have. */
export function createBlingRuntime(deps: Pick<AppDeps, 'db' | 'env' | 'jobs' | 'now'>): BlingRuntime {
  let wake = () => {};
  return {
    deps,
    pacers: new Map(),
    refreshes: new Map(),
    tokens: new Map(),
    tokenCalls: [],
    counters: { apiRequests: 0, tokenCalls: 0 },
    // Requests wake the worker: its work (and the timers it sets) must not carry that request's log
    // scope, or every later line of the worker would bear the request's id (decision 031).
    get wake() {
      return wake;
    },
    set wake(fn) {
      wake = () => outsideRequest(fn);
    },
    retry: { ...DEFAULT_RETRY },
  };
}

/** The process's runtime for this database. */
export function blingRuntime(deps: Pick<AppDeps, 'db' | 'env' | 'jobs' | 'now'>): BlingRuntime {
  let runtime = runtimes.get(deps.db);
  if (!runtime) {
    runtime = createBlingRuntime(deps);
    runtimes.set(deps.db, runtime);
  }
  return runtime;
}

/** The pacer of one supplier's Bling account, at the configured rate. */
export function pacerFor(runtime: BlingRuntime, supplierId: number): Pacer {
  const rate = runtime.deps.env.BLING_REQUESTS_PER_SECOND;
  let pacer = runtime.pacers.get(supplierId);
  if (!pacer) {
    pacer = new Pacer(rate);
    runtime.pacers.set(supplierId, pacer);
  } else {
    pacer.setRate(rate);
  }
  return pacer;
}

export const retryPolicy = (runtime: BlingRuntime): RetryPolicy => ({
  ...runtime.retry,
  timeoutMs: runtime.deps.env.BLING_TIMEOUT_MS,
});

/** Bling blocks an IP for an hour after 20 token calls in 60 s; this process stays well under. */
export const TOKEN_CALLS_PER_MINUTE = 12;

/** Records a token-endpoint call if the budget allows it; false means "do not call now". */
export function takeTokenCall(runtime: BlingRuntime): boolean {
  const now = Date.now();
  runtime.tokenCalls = runtime.tokenCalls.filter((at) => now - at < 60_000);
  if (runtime.tokenCalls.length >= TOKEN_CALLS_PER_MINUTE) return false;
  runtime.tokenCalls.push(now);
  runtime.counters.tokenCalls += 1;
  return true;
}
