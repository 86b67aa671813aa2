import { formatBrazilTime } from '../../src/lib/brazil-time.ts';
import type { Cycle } from './state.ts';

/** Asaas stamps dates in Brazil's time: `yyyy-MM-dd` and `yyyy-MM-dd HH:mm:ss`. */
export const dateTime = formatBrazilTime;
export const ymd = (date: Date) => dateTime(date).slice(0, 10);

export function isDate(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const CYCLE_DAYS: Partial<Record<Cycle, number>> = { WEEKLY: 7, BIWEEKLY: 14 };
const CYCLE_MONTHS: Partial<Record<Cycle, number>> = {
  MONTHLY: 1,
  BIMONTHLY: 2,
  QUARTERLY: 3,
  SEMIANNUALLY: 6,
  YEARLY: 12,
};

/** One cycle after `date`; month-based cycles keep `anchorDay`, or the last day of a shorter month. */
export function addCycle(date: string, cycle: Cycle, anchorDay?: number): string {
  const days = CYCLE_DAYS[cycle];
  if (days) return addDays(date, days);
  const d = new Date(`${date}T00:00:00Z`);
  const month = d.getUTCMonth() + (CYCLE_MONTHS[cycle] ?? 1);
  const last = new Date(Date.UTC(d.getUTCFullYear(), month + 1, 0)).getUTCDate();
  const day = Math.min(anchorDay ?? d.getUTCDate(), last);
  return new Date(Date.UTC(d.getUTCFullYear(), month, day)).toISOString().slice(0, 10);
}
