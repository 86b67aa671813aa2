import type { PlanInterval } from '@ponte/shared';

/** One month or year later; a day the target month lacks becomes its last day (31 Jan → 28/29 Feb). */
export function addInterval(from: Date, interval: PlanInterval): Date {
  const months = interval === 'year' ? 12 : 1;
  const target = new Date(from);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}
