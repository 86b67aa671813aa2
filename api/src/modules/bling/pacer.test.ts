import { describe, expect, it } from 'vitest';
import { backoffMs, retryAfterMs } from './bling-http.ts';
import { Pacer } from './pacer.ts';
import { formatBrazilTime } from '../../lib/brazil-time.ts';

// Real timers on a shared 2-core machine: a timer or a callback can run late under load, so each timing
// test gets two more tries. Broken pacing fails all three (no gap, no window, or a whole interval lost).
describe('pacing', { retry: 2 }, () => {
  it('starts any 3 consecutive requests 3/rate apart, and none closer than 3/4 of the interval', async () => {
    const pacer = new Pacer(25); // 40 ms on average: windows of 120 ms
    const starts: number[] = [];
    await Promise.all(
      Array.from({ length: 9 }, () => pacer.take().then(() => starts.push(performance.now()))),
    );
    // Starts are seen a callback after the pacer takes them: a few ms of slack, still far from 0 (no gap)
    // or 90 ms (three gaps without the window).
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(25);
    for (let i = 3; i < starts.length; i++) expect(starts[i]! - starts[i - 3]!).toBeGreaterThanOrEqual(115);
  });

  it('makes up for a request that left late, within the window', async () => {
    const pacer = new Pacer(2); // 500 ms on average, windows of 1.5 s, at least 375 ms apart
    await pacer.take();
    await pacer.take();
    await new Promise((resolve) => setTimeout(resolve, 900)); // the third leaves about 400 ms late
    const late = performance.now();
    await pacer.take();
    const at = performance.now();
    await pacer.take();
    // The fourth need not wait a whole interval: 3/4 of it is enough while the window allows.
    expect(at - late).toBeLessThan(100);
    expect(performance.now() - at).toBeLessThan(470);
    expect(performance.now() - at).toBeGreaterThanOrEqual(370);
  });

  it('holds everyone back after a pause (a 429)', async () => {
    const pacer = new Pacer(1000);
    await pacer.take();
    pacer.pause(120);
    const at = performance.now();
    await pacer.take();
    expect(performance.now() - at).toBeGreaterThanOrEqual(110);
  });

  it('backs off with full jitter under an exponential ceiling, and reads Retry-After', () => {
    const policy = { baseDelayMs: 500, maxDelayMs: 30_000 };
    for (let attempt = 0; attempt < 10; attempt++) {
      const ceiling = Math.min(30_000, 500 * 2 ** attempt);
      for (let i = 0; i < 50; i++) expect(backoffMs(attempt, policy)).toBeLessThanOrEqual(ceiling);
    }
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(Date.now() + 5000).toUTCString())).toBeGreaterThan(3000);
    expect([retryAfterMs(null), retryAfterMs('logo')]).toEqual([null, null]);
  });
});

describe('Brazil time', () => {
  it('writes instants as Brasília local time, the format Bling filters by', () => {
    expect(formatBrazilTime(new Date('2026-01-12T13:05:09Z'))).toBe('2026-01-12 10:05:09');
    expect(formatBrazilTime(new Date('2026-07-01T02:00:00Z'))).toBe('2026-06-30 23:00:00');
  });
});
