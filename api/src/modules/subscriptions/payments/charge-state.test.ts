import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChargeState } from '@ponte/shared';
import { addInterval } from '../subscription-period.ts';
import { chargePeriod, deriveAccess, startOfDueDate, type ChargeFacts } from './charge-state.ts';

const DAY = 86_400_000;
const GRACE = 3;
const dueOf = (cycle: number) => monthly(cycle);
function monthly(cycle: number) {
  let at = new Date(Date.UTC(2026, 0, 10));
  for (let i = 0; i < cycle; i++) at = addInterval(at, 'month');
  return at.toISOString().slice(0, 10);
}

/** One cycle's charge as the provider ends up telling it, and when its state last changed. */
const cycleArb = fc.record({
  state: fc.constantFrom<ChargeState>('paid', 'paid', 'overdue', 'open', 'refunded', 'cancelled'),
  changedAfterDays: fc.integer({ min: 0, max: 40 }),
});

function charges(cycles: { state: ChargeState; changedAfterDays: number }[]): ChargeFacts[] {
  return cycles.map((c, i) => {
    const due = dueOf(i);
    const period = chargePeriod(due, 'month');
    return {
      state: c.state,
      due_date: due,
      ...period,
      state_changed_at: new Date(period.period_start.getTime() + c.changedAfterDays * DAY),
    };
  });
}

const hasAccess = (list: ChargeFacts[], now: Date) => {
  const access = deriveAccess(list, GRACE);
  const ends = [access.current_period_end, access.grace_until].filter((d): d is Date => d !== null);
  return ends.some((end) => end > now);
};

describe('deriveAccess (docs/domain-rules.md#payments)', () => {
  it('never leaves a paid user inactive, nor an unpaid one active past the grace period, whatever the order', () => {
    fc.assert(
      fc.property(
        fc.array(cycleArb, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 220 }),
        fc.integer(),
        (cycles, day, seed) => {
          const list = charges(cycles);
          const now = new Date(startOfDueDate(dueOf(0)).getTime() + day * DAY + 3_600_000);
          // The same charges in any order give the same answer (events arrive out of order, twice).
          const shuffled = [...list, ...list].sort((a, b) =>
            a.due_date + seed < b.due_date + seed ? 1 : -1,
          );
          expect(deriveAccess(shuffled, GRACE)).toEqual(deriveAccess(list, GRACE));

          const lastRefund = list.filter((c) => c.state === 'refunded').at(-1)?.due_date ?? '';
          const paidNow = list.find((c) => c.state === 'paid' && c.period_start <= now && now < c.period_end);
          if (paidNow && lastRefund < paidNow.due_date) expect(hasAccess(list, now)).toBe(true);

          // Past everything paid, and past the first unpaid charge's due day plus its grace: no access.
          // A refunded charge was paid until the money went back.
          const paidEnds = list.flatMap((c) =>
            c.state === 'paid'
              ? [c.period_end.getTime()]
              : c.state === 'refunded'
                ? [Math.min(c.period_end.getTime(), c.state_changed_at.getTime())]
                : [],
          );
          const lastPaid = list.filter((c) => c.state === 'paid').at(-1)?.due_date ?? '';
          const firstUnpaid = list.find(
            (c) => (c.state === 'open' || c.state === 'overdue') && c.due_date > lastPaid,
          );
          const graceEnd = firstUnpaid
            ? startOfDueDate(firstUnpaid.due_date).getTime() + (1 + GRACE) * DAY
            : 0;
          if (paidEnds.every((end) => end <= now.getTime()) && graceEnd <= now.getTime())
            expect(hasAccess(list, now)).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('ends access when the money goes back, and gives a first charge never paid no grace', () => {
    const [first] = charges([{ state: 'paid', changedAfterDays: 0 }]);
    const refunded = {
      ...first!,
      state: 'refunded' as const,
      state_changed_at: new Date(first!.period_start.getTime() + 5 * DAY),
    };
    expect(deriveAccess([refunded], GRACE).current_period_end).toEqual(refunded.state_changed_at);
    const [unpaid] = charges([{ state: 'overdue', changedAfterDays: 1 }]);
    expect(deriveAccess([unpaid!], GRACE)).toMatchObject({
      current_period_end: null,
      grace_until: null,
      started: false,
    });
  });

  it('keeps an open renewal through its due day and an overdue one for the grace days', () => {
    const list = charges([
      { state: 'paid', changedAfterDays: 0 },
      { state: 'open', changedAfterDays: 0 },
    ]);
    expect(deriveAccess(list, GRACE).grace_until).toEqual(
      new Date(startOfDueDate(dueOf(1)).getTime() + DAY - 1),
    );
    list[1] = { ...list[1]!, state: 'overdue' };
    expect(deriveAccess(list, GRACE).grace_until).toEqual(
      new Date(startOfDueDate(dueOf(1)).getTime() + 4 * DAY - 1),
    );
  });
});
