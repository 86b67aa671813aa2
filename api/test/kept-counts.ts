import { registry } from '../src/lib/metrics.ts';

/** How many answers a cache of decisions 075 to 077 gave from memory and how many it read, so far. */
export async function keptAndRead(
  metric: 'session_lookups_total' | 'catalogue_pages_total' | 'current_user_answers_total',
) {
  const { values } = await registry.getSingleMetric(metric)!.get();
  const count = (result: string) => values.find((v) => v.labels.result === result)?.value ?? 0;
  return { kept: count('kept'), read: count('read') };
}
