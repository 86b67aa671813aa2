import { expect } from 'vitest';
import { registry } from '../src/lib/metrics.ts';

/** How many answers a cache of decisions 075 to 077 gave from memory and how many it read, so far. */
export async function keptAndRead(
  metric: 'session_lookups_total' | 'catalogue_pages_total' | 'current_user_answers_total',
) {
  const { values } = await registry.getSingleMetric(metric)!.get();
  const count = (result: string) => values.find((v) => v.labels.result === result)?.value ?? 0;
  return { kept: count('kept'), read: count('read') };
}

/**
 * Resolves once the second of two reads in a row is answered from memory; fails after 5 s.
 * For a second server: the writes made through the first reach it a moment later, over its own
 * connection, and each makes it forget what it kept. So its first reads after them may all be read.
 */
export const keptOnceQuiet = (read: () => Promise<unknown>, counts: () => ReturnType<typeof keptAndRead>) =>
  expect
    .poll(
      async () => {
        await read();
        const before = await counts();
        await read();
        return (await counts()).kept - before.kept;
      },
      { timeout: 5000, interval: 20 },
    )
    .toBe(1);
