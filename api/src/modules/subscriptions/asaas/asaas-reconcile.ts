import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { loggerFor } from '../../../lib/logger.ts';
import { countPaymentRepair } from '../../../lib/metrics.ts';
import { notifyEach } from '../../notifications/events.ts';
import { startOfDueDate } from '../payments/charge-state.ts';
import { paymentCharges } from '../payments/payments.table.ts';
import { subscriberPlans, subscriptions } from '../subscriptions.table.ts';
import type { AsaasApi } from './asaas-api.ts';
import { brasiliaDate, startAtProvider, syncFromProvider, type PaymentDeps } from './asaas-subscriptions.ts';

const log = loggerFor('payments');
const DAY_MS = 86_400_000;
/** Subscriptions read from Asaas per run (each costs 2–3 requests of Asaas's 25 000 per 12 h). */
export const RECONCILE_BATCH = 100;
/** "Sua cobrança vence em…" this long before an open charge's due date. */
export const DUE_SOON_DAYS = 3;

/**
 * The `payments-reconcile` job (every 15 minutes): reads again from Asaas the subscriptions whose state a
 * lost webhook could have left wrong, least recently read first, and repairs them (docs/payments-asaas.md,
 * decision 079). Those are: a request never started (its job lost), one awaiting its first payment, and
 * one near a period's end, in grace, or past it by less than a week. Every repair is logged and counted.
 */
export async function reconcilePayments(
  deps: PaymentDeps,
  api: AsaasApi,
): Promise<{ visited: number; repaired: number }> {
  const now = deps.now();
  const soon = new Date(now.getTime() + 2 * DAY_MS);
  const recently = new Date(now.getTime() - 7 * DAY_MS);
  const stale = new Date(now.getTime() - 3 * 60_000);
  const accessEnd = sql`greatest(${subscriptions.current_period_end}, ${subscriptions.grace_until})`;
  const due = await deps.db
    .select({ id: subscriptions.id, external_id: subscriptions.external_id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'asaas'),
        or(
          and(
            eq(subscriptions.status, 'pending'),
            or(sql`${subscriptions.external_id} IS NOT NULL`, lte(subscriptions.created_at, stale)),
          ),
          and(
            inArray(subscriptions.status, ['active', 'cancelled']),
            sql`${accessEnd} BETWEEN ${recently.toISOString()}::timestamptz AND ${soon.toISOString()}::timestamptz`,
          ),
          sql`${subscriptions.grace_until} > ${now.toISOString()}::timestamptz`,
          // Cancelled in Ponte before it reached Asaas: the start job removes it there if it got there.
          and(
            eq(subscriptions.status, 'cancelled'),
            isNull(subscriptions.current_period_end),
            gte(subscriptions.created_at, recently),
            isNull(subscriptions.provider_synced_at),
          ),
        ),
      ),
    )
    .orderBy(sql`${subscriptions.provider_synced_at} ASC NULLS FIRST`, asc(subscriptions.id))
    .limit(RECONCILE_BATCH);
  let repaired = 0;
  for (const sub of due) {
    try {
      const outcome = sub.external_id
        ? await syncFromProvider(deps, api, sub.id)
        : await startAtProvider(deps, api, sub.id);
      if (!sub.external_id)
        await deps.db
          .update(subscriptions)
          .set({ provider_synced_at: now })
          .where(eq(subscriptions.id, sub.id));
      for (const change of outcome?.changed ?? []) {
        countPaymentRepair(change);
        log.warn({ subscription_id: sub.id, change }, 'payments reconciliation repaired a subscription');
      }
      if (outcome?.changed.length) repaired += 1;
    } catch (error) {
      // One subscription Asaas refuses or cannot answer for does not stop the others.
      log.error(
        { subscription_id: sub.id, err: error },
        'payments reconciliation could not read a subscription',
      );
    }
  }
  await notifyDueSoon(deps);
  return { visited: due.length, repaired };
}

/** Open charges falling due within DUE_SOON_DAYS: told once each (the key carries the charge). */
async function notifyDueSoon(deps: PaymentDeps) {
  const now = deps.now();
  const rows = await deps.db
    .select({
      external_id: paymentCharges.external_id,
      due_date: paymentCharges.due_date,
      value_cents: paymentCharges.value_cents,
      user_id: subscriptions.user_id,
      plan_name: subscriberPlans.name,
    })
    .from(paymentCharges)
    .innerJoin(subscriptions, eq(subscriptions.id, paymentCharges.subscription_id))
    .innerJoin(subscriberPlans, eq(subscriberPlans.id, subscriptions.plan_id))
    .where(
      and(
        eq(paymentCharges.state, 'open'),
        // A charge issued today was just told ("Nova cobrança"): "vence em" comes on a later day.
        lte(paymentCharges.created_at, new Date(now.getTime() - DAY_MS)),
        gte(paymentCharges.due_date, brasiliaDate(now)),
        lte(paymentCharges.due_date, brasiliaDate(new Date(now.getTime() + DUE_SOON_DAYS * DAY_MS))),
        inArray(subscriptions.status, ['active', 'pending']),
      ),
    );
  if (rows.length === 0) return;
  await deps.db.transaction((tx) =>
    notifyEach(
      deps,
      tx,
      rows.map((row) => ({
        kind: 'payment.due_soon' as const,
        to: [row.user_id],
        key: `payment.due_soon:${row.external_id}`,
        params: {
          plan_name: row.plan_name,
          value_cents: row.value_cents,
          due_at: startOfDueDate(row.due_date).toISOString(),
        },
      })),
    ),
  );
}
