import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { isDatabaseUnavailable } from '../../db/database-errors.ts';
import type { AppDeps } from '../../lib/context.ts';
import { loggerFor } from '../../lib/logger.ts';
import { claimRun, releaseLease, renewLease } from './bling-runs.ts';
import { blingRuntime } from './bling-runtime.ts';
import { executeRun } from './bling-sync.ts';
import { processWebhookEvents } from './bling-webhook-processor.ts';

export interface BlingWorkerOptions {
  /** How often the worker looks for queued runs and webhook events it was not woken for. */
  pollMs?: number;
  /** How long a run stays this worker's without a heartbeat; another worker resumes it after. */
  leaseMs?: number;
  /** Runs at once in this process (each one on its own supplier's Bling account). */
  maxRuns?: number;
}

export interface BlingWorker {
  owner: string;
  /** Looks for work now instead of at the next poll. */
  wake(): void;
  /**
   * Stops taking work and stops the runs in progress after their current request. `release: false`
   * leaves their leases to expire, as a crash would (tests of resumption use it).
   */
  stop(options?: { release?: boolean }): Promise<void>;
}

/**
 * The Bling background work of one API process (decision 017): claims queued runs and runs whose
 * worker died (lease expired, also right after a restart) and processes the webhook inbox. Periodic
 * runs and the purge of old events are jobs of the job queue (decision 030).
 */
export function startBlingWorker(
  deps: Pick<AppDeps, 'db' | 'env' | 'jobs' | 'now'>,
  options: BlingWorkerOptions = {},
): BlingWorker {
  const { pollMs = 2000, leaseMs = 30_000, maxRuns = 4 } = options;
  const runtime = blingRuntime(deps);
  const owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const running = new Map<number, { controller: AbortController; done: Promise<void> }>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | null = null;
  let again = false;
  let events: Promise<void> | null = null;
  const stopping = new AbortController();

  // A database outage is expected to pass (warn); anything else is a bug (error, with its stack).
  const log = loggerFor('bling');
  const report = (what: string) => (error: unknown) =>
    log[isDatabaseUnavailable(error) ? 'warn' : 'error']({ err: error }, `bling ${what}`);

  function launch(run: Awaited<ReturnType<typeof claimRun>> & object) {
    const controller = new AbortController();
    const heartbeat = setInterval(() => {
      renewLease(deps.db, run.id, owner, deps.now(), leaseMs)
        .then((ours) => {
          if (!ours) controller.abort();
        })
        .catch(report('lease renewal failed'));
    }, leaseMs / 3);
    const done = executeRun({ runtime, run, owner, signal: controller.signal })
      .catch(report(`run ${run.id} stopped`))
      .finally(() => {
        clearInterval(heartbeat);
        running.delete(run.id);
        wake();
      });
    running.set(run.id, { controller, done });
  }

  async function tick() {
    while (!stopped && running.size < maxRuns) {
      const run = await claimRun(deps.db, owner, deps.now(), leaseMs);
      if (!run) break;
      launch(run);
    }
    if (!stopped && !events) {
      events = processWebhookEvents(runtime, stopping.signal)
        .catch(report('webhook processing failed'))
        .finally(() => {
          events = null;
        });
    }
  }

  function wake() {
    if (stopped) return;
    if (ticking) {
      again = true;
      return;
    }
    clearTimeout(timer);
    ticking = tick()
      .catch(report('worker tick failed'))
      .finally(() => {
        ticking = null;
        if (stopped) return;
        if (again) {
          again = false;
          wake();
        } else {
          timer = setTimeout(wake, pollMs);
        }
      });
  }

  runtime.wake = wake;
  wake();

  return {
    owner,
    wake,
    async stop({ release = true } = {}) {
      stopped = true;
      stopping.abort();
      clearTimeout(timer);
      runtime.wake = () => {};
      // A claim in flight may still launch a run: wait for it before stopping them all.
      await Promise.allSettled([ticking]);
      for (const { controller } of running.values()) controller.abort();
      const ids = [...running.keys()];
      await Promise.allSettled([events, ...[...running.values()].map((r) => r.done)]);
      if (release) for (const id of ids) await releaseLease(deps.db, id, owner, deps.now());
    },
  };
}
