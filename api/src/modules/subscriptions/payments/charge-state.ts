import type { ChargeState, PlanInterval } from '@ponte/shared';
import { addInterval } from '../subscription-period.ts';

/**
 * THE payment rule of docs/domain-rules.md#payments: a subscription's access is a function of its charges as
 * the provider last told them, whatever order the news came in. Events only ever update charges; this
 * recomputes the subscription from all of them, so a duplicate, late or out-of-order webhook cannot leave
 * a paid user inactive or an unpaid one active (payments/charge-state.test.ts checks it for any sequence).
 */
export interface ChargeFacts {
  state: ChargeState;
  due_date: string;
  period_start: Date;
  period_end: Date;
  /** When the state last changed: a refund ends access from that moment. */
  state_changed_at: Date;
}

export interface DerivedAccess {
  current_period_start: Date | null;
  current_period_end: Date | null;
  grace_until: Date | null;
  /** Some charge was ever paid (even if refunded since): the subscription started. */
  started: boolean;
}

const DAY_MS = 86_400_000;
/** Brasília has no daylight saving time since 2019: a day there starts at 03:00 UTC. */
const BRASILIA_OFFSET_MS = 3 * 3_600_000;

/** 00:00 in Brasília of a yyyy-mm-dd date, the moment a charge's period starts. */
export const startOfDueDate = (dueDate: string) =>
  new Date(Date.parse(`${dueDate}T00:00:00Z`) + BRASILIA_OFFSET_MS);

/** The period a charge due on `dueDate` pays for: from that day, one plan interval long. */
export function chargePeriod(dueDate: string, interval: PlanInterval) {
  const start = startOfDueDate(dueDate);
  return { period_start: start, period_end: addInterval(start, interval) };
}

/**
 * After the paid period, the next charge keeps access while it may still be paid: through its due day while
 * open (Asaas marks it overdue the day after), and `graceDays` days more once overdue. A first charge never
 * paid keeps nothing (there was no access to keep), nor does a renewal after a refund or chargeback newer
 * than the last payment (that money came back: access ends at once).
 */
export function deriveAccess(charges: readonly ChargeFacts[], graceDays: number): DerivedAccess {
  let covering: { start: Date; end: Date } | null = null;
  let lastPaidDue: string | null = null;
  let lastRefundDue: string | null = null;
  let started = false;
  for (const charge of charges) {
    if (charge.state === 'paid' || charge.state === 'refunded') started = true;
    if (charge.state === 'refunded' && (lastRefundDue === null || charge.due_date > lastRefundDue))
      lastRefundDue = charge.due_date;
    if (charge.state === 'paid' && (lastPaidDue === null || charge.due_date > lastPaidDue))
      lastPaidDue = charge.due_date;
    // A refunded charge covered its period until the money went back; a paid one covers all of it.
    const end =
      charge.state === 'paid'
        ? charge.period_end
        : charge.state === 'refunded'
          ? new Date(
              Math.min(
                charge.period_end.getTime(),
                Math.max(charge.state_changed_at.getTime(), charge.period_start.getTime()),
              ),
            )
          : null;
    // Ties go to the earlier start, so the answer does not depend on the order the charges come in.
    if (
      end &&
      (covering === null ||
        end > covering.end ||
        (+end === +covering.end && charge.period_start < covering.start))
    )
      covering = { start: charge.period_start, end };
  }
  let grace: Date | null = null;
  const refundVoidsGrace = lastRefundDue !== null && (lastPaidDue === null || lastRefundDue >= lastPaidDue);
  if (lastPaidDue !== null && !refundVoidsGrace) {
    const next = charges
      .filter((c) => (c.state === 'overdue' || c.state === 'open') && c.due_date > lastPaidDue)
      .sort((a, b) => (a.due_date < b.due_date ? -1 : 1))[0];
    if (next) {
      const days = next.state === 'overdue' ? 1 + graceDays : 1;
      // The last instant of the last day, so that the day shown ("até 10/01") is the last one with access.
      grace = new Date(startOfDueDate(next.due_date).getTime() + days * DAY_MS - 1);
    }
  }
  return {
    current_period_start: covering?.start ?? null,
    current_period_end: covering?.end ?? null,
    grace_until: grace && covering && grace <= covering.end ? null : grace,
    started,
  };
}
