import { setTimeout as sleep } from 'node:timers/promises';

/** Bling counts requests per account in a sliding second; this many may fall in one. */
const WINDOW_REQUESTS = 3;

/**
 * Paces the requests to one Bling account (decision 017). At `rate` requests/s, any 3 consecutive
 * requests start at least 3/rate seconds apart, i.e. a little over Bling's 1 s window: the margin
 * absorbs network and scheduling jitter. Each request also waits 3/4 of the mean interval after the
 * previous one, so a request that left late is made up by the next ones instead of lost, without
 * bursts. Times are taken after each wait, when the request really goes. A 429 pauses the whole
 * account, not only the request that met it.
 */
export class Pacer {
  private starts: number[] = [];
  private pausedUntil = 0;
  private chain: Promise<void> = Promise.resolve();
  private windowMs = 0;
  private gapMs = 0;

  constructor(requestsPerSecond: number) {
    this.setRate(requestsPerSecond);
  }

  setRate(requestsPerSecond: number) {
    this.windowMs = (WINDOW_REQUESTS * 1000) / requestsPerSecond;
    this.gapMs = (0.75 * 1000) / requestsPerSecond;
  }

  /** When the next request may start. */
  private nextStart() {
    const last = this.starts.at(-1) ?? -Infinity;
    const third = this.starts.length >= WINDOW_REQUESTS ? this.starts.at(-WINDOW_REQUESTS)! : -Infinity;
    return Math.max(third + this.windowMs, last + this.gapMs, this.pausedUntil);
  }

  /** Resolves when the caller may send; callers are served in the order they asked. */
  take(signal?: AbortSignal): Promise<void> {
    const turn = this.chain.then(async () => {
      const wait = this.nextStart() - performance.now();
      if (wait > 0) await sleep(wait, undefined, { signal });
      this.starts.push(performance.now());
      if (this.starts.length > WINDOW_REQUESTS) this.starts.shift();
    });
    // A caller that gave up must not stall the ones behind it.
    this.chain = turn.catch(() => {});
    return turn;
  }

  pause(ms: number) {
    this.pausedUntil = Math.max(this.pausedUntil, performance.now() + ms);
  }
}
