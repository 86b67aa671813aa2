import { asc, eq, inArray } from 'drizzle-orm';
import { chargeStateOf, PAYMENT_GRACE_DAYS, type BillingMethod, type ChargeState } from '@ponte/shared';
import type { Tx } from '../../../db/client.ts';
import type { AppDeps } from '../../../lib/context.ts';
import { globalNumberParam } from '../../config/config-params.ts';
import { notifyEach, type NotifyDeps } from '../../notifications/events.ts';
import type { NotificationEvent } from '../../notifications/notify.ts';
import type { AsaasPayment } from '../asaas/asaas-api.ts';
import { lockUser } from '../subscriptions.service.ts';
import { subscriberPlans, subscriptions } from '../subscriptions.table.ts';
import { chargePeriod, deriveAccess, startOfDueDate } from './charge-state.ts';
import { paymentCharges } from './payments.table.ts';

/** How to pay an open charge, read from the provider before the transaction that stores it. */
export interface HowToPay {
  pix?: { image: string; payload: string; expires_at: Date | null };
  boleto_line?: string;
}

const METHODS: Record<string, BillingMethod> = {
  PIX: 'pix',
  BOLETO: 'boleto',
  CREDIT_CARD: 'card',
  DEBIT_CARD: 'card',
};
export const methodOf = (billingType: string): BillingMethod | null => METHODS[billingType] ?? null;
export const BILLING_TYPES: Record<BillingMethod, string> = {
  pix: 'PIX',
  boleto: 'BOLETO',
  card: 'CREDIT_CARD',
};

const cents = (reais: number) => Math.round(reais * 100);

/** The day it was paid, as Asaas dates it; a paid charge without one was paid when Ponte learnt it. */
function paidAt(payment: AsaasPayment, state: ChargeState, now: Date): Date | null {
  if (state !== 'paid' && state !== 'refunded') return null;
  const day = payment.clientPaymentDate ?? payment.paymentDate ?? payment.confirmedDate;
  return day && /^\d{4}-\d{2}-\d{2}/.test(day) ? startOfDueDate(day.slice(0, 10)) : now;
}

export interface ApplyOutcome {
  /** The subscription's access or status changed (reconciliation counts these as repairs). */
  changed: string[];
}

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Stores what the provider says of a subscription's charges and recomputes the subscription from all of
 * them (payments/charge-state.ts), in one transaction under the user's lock, telling the owner what changed.
 * `cancelledAtProvider`: the provider removed the subscription; no more charges come, paid time still runs.
 */
export async function applyProviderCharges(
  deps: NotifyDeps & Pick<AppDeps, 'db'>,
  subscriptionId: number,
  payments: readonly AsaasPayment[],
  howToPay: ReadonlyMap<string, HowToPay>,
  options: { cancelledAtProvider?: boolean; readAt: Date },
): Promise<ApplyOutcome> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ user_id: subscriptions.user_id })
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    if (!owner) return { changed: [] };
    await lockUser(tx, owner.user_id);
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    const [plan] = await tx.select().from(subscriberPlans).where(eq(subscriberPlans.id, sub!.plan_id));
    const events = await storeCharges(tx, sub!, plan!, payments, howToPay, now, options.readAt);
    const graceDays = await globalNumberParam(tx, 'payment_grace_days', PAYMENT_GRACE_DAYS);
    const { changed, access } = await recompute(
      tx,
      sub!,
      graceDays,
      now,
      options.cancelledAtProvider ?? false,
    );
    const accessEnd = [access.current_period_end, access.grace_until]
      .filter((d) => d !== null)
      .sort((a, b) => +b - +a)[0];
    if (changed.includes('cancelled')) {
      events.push({
        kind: 'payment.subscription_cancelled',
        to: [sub!.user_id],
        key: `payment.subscription_cancelled:${sub!.id}`,
        params: {
          plan_name: plan!.name,
          ends_at: accessEnd && accessEnd > now ? accessEnd.toISOString() : null,
        },
      });
    }
    // An overdue notice says until when access lasts, which only the recomputation knows.
    const told = events.map((event) =>
      event.kind === 'payment.overdue'
        ? { ...event, params: { ...event.params, grace_until: access.grace_until?.toISOString() ?? null } }
        : event,
    );
    await notifyEach(deps, tx, told);
    return { changed };
  });
}

async function storeCharges(
  tx: Tx,
  sub: SubscriptionRow,
  plan: typeof subscriberPlans.$inferSelect,
  payments: readonly AsaasPayment[],
  howToPay: ReadonlyMap<string, HowToPay>,
  now: Date,
  readAt: Date,
): Promise<NotificationEvent[]> {
  if (payments.length === 0) return [];
  const ids = payments.map((p) => p.id);
  const before = new Map(
    (
      await tx
        .select({
          external_id: paymentCharges.external_id,
          state: paymentCharges.state,
          read_at: paymentCharges.provider_read_at,
        })
        .from(paymentCharges)
        .where(inArray(paymentCharges.external_id, ids))
    ).map((r) => [r.external_id, r]),
  );
  const events: NotificationEvent[] = [];
  for (const payment of payments) {
    const state = chargeStateOf(payment.status, payment.deleted === true);
    const stored = before.get(payment.id);
    // Another sync read this charge after this one did and stored it already: this read is older news.
    if (stored && stored.read_at > readAt) continue;
    const previous = stored?.state;
    const how = howToPay.get(payment.id);
    const values = {
      provider_status: payment.status,
      state,
      method: methodOf(payment.billingType),
      value_cents: cents(payment.value),
      due_date: payment.dueDate,
      paid_at: paidAt(payment, state, now),
      ...chargePeriod(payment.dueDate, plan.interval),
      invoice_url: payment.invoiceUrl ?? null,
      boleto_url: payment.bankSlipUrl ?? null,
      receipt_url: payment.transactionReceiptUrl ?? null,
      ...(how?.pix
        ? { pix_image: how.pix.image, pix_payload: how.pix.payload, pix_expires_at: how.pix.expires_at }
        : {}),
      ...(how?.boleto_line ? { boleto_line: how.boleto_line } : {}),
      provider_read_at: readAt,
      updated_at: now,
    };
    await tx
      .insert(paymentCharges)
      .values({
        ...values,
        subscription_id: sub.id,
        external_id: payment.id,
        state_changed_at: now,
        created_at: now,
      })
      .onConflictDoUpdate({
        target: paymentCharges.external_id,
        set: previous === state ? values : { ...values, state_changed_at: now },
      });
    if (previous !== state) events.push(...chargeNotices(sub, plan.name, payment, state, values.period_end));
  }
  return events;
}

/** What the owner is told when a charge arrives or changes state; each key once. */
function chargeNotices(
  sub: SubscriptionRow,
  planName: string,
  payment: AsaasPayment,
  state: ChargeState,
  periodEnd: Date,
): NotificationEvent[] {
  const base = { to: [sub.user_id], params: { plan_name: planName, value_cents: cents(payment.value) } };
  const dueAt = startOfDueDate(payment.dueDate).toISOString();
  switch (state) {
    case 'open':
      return [
        {
          ...base,
          kind: 'payment.charge_created',
          key: `payment.charge_created:${payment.id}`,
          params: { ...base.params, due_at: dueAt },
        },
      ];
    case 'paid':
      return [
        {
          ...base,
          kind: 'payment.received',
          key: `payment.received:${payment.id}`,
          params: { ...base.params, period_end: periodEnd.toISOString() },
        },
      ];
    case 'overdue':
      // Its grace is known once the subscription is recomputed (applyProviderCharges fills it in).
      return [
        {
          ...base,
          kind: 'payment.overdue',
          key: `payment.overdue:${payment.id}`,
          params: { ...base.params, due_at: dueAt, grace_until: null },
        },
      ];
    case 'refunded':
      return [
        { ...base, kind: 'payment.refunded', key: `payment.refunded:${payment.id}`, params: base.params },
      ];
    case 'cancelled':
      return [];
  }
}

/**
 * The subscription from all its charges: paid period, grace, and status (`pending` until a charge is paid,
 * `active` after; a cancelled one stays cancelled with its paid time). Answers what changed.
 */
async function recompute(
  tx: Tx,
  sub: SubscriptionRow,
  graceDays: number,
  now: Date,
  cancelledAtProvider: boolean,
) {
  const charges = await tx
    .select()
    .from(paymentCharges)
    .where(eq(paymentCharges.subscription_id, sub.id))
    .orderBy(asc(paymentCharges.due_date));
  const access = deriveAccess(charges, graceDays);
  const cancel = cancelledAtProvider && sub.status !== 'cancelled';
  const status = sub.status === 'cancelled' || cancel ? 'cancelled' : access.started ? 'active' : 'pending';
  const changed: string[] = [];
  const same = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);
  if (!same(sub.current_period_end, access.current_period_end) || !same(sub.grace_until, access.grace_until))
    changed.push('access');
  if (status !== sub.status) changed.push(cancel ? 'cancelled' : status);
  if (changed.length === 0) return { changed, access };
  await tx
    .update(subscriptions)
    .set({
      status,
      // A subscription that was never paid keeps no period, like a withdrawn request.
      current_period_start: access.current_period_start,
      current_period_end: access.current_period_end,
      grace_until: access.grace_until,
      ...(status === 'active' && sub.status === 'pending' ? { approved_at: now } : {}),
      ...(cancel ? { cancelled_at: now } : {}),
      updated_at: now,
    })
    .where(eq(subscriptions.id, sub.id));
  return { changed, access };
}
