import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../lib/context.ts';
import { formatBrazilTime } from '../../../lib/brazil-time.ts';
import { loggerFor } from '../../../lib/logger.ts';
import type { BillingMethod } from '@ponte/shared';
import { getUser } from '../../users/users.service.ts';
import { users } from '../../users/users.table.ts';
import {
  applyProviderCharges,
  BILLING_TYPES,
  type ApplyOutcome,
  type HowToPay,
} from '../payments/charge-sync.ts';
import { paymentCharges, paymentCustomers } from '../payments/payments.table.ts';
import { subscriberPlans, subscriptions } from '../subscriptions.table.ts';
import {
  asaasApi,
  customerReference,
  subscriptionReference,
  type AsaasApi,
  type AsaasPayment,
} from './asaas-api.ts';
import { asaasConfig, AsaasUnavailableError, type AsaasConfig } from './asaas-http.ts';

const log = loggerFor('payments');

export type PaymentDeps = Pick<AppDeps, 'db' | 'env' | 'jobs' | 'now'>;

/** The API for a deps bag; `inline` is the shorter budget of a person waiting on the plans page. */
export function apiFor(deps: Pick<AppDeps, 'env'>, inline = false): AsaasApi {
  const config: AsaasConfig = asaasConfig(deps.env);
  return asaasApi(
    inline ? { ...config, maxAttempts: 2, timeoutMs: Math.min(config.timeoutMs, 6000) } : config,
  );
}

/** The day in Brasília as Asaas dates it (yyyy-mm-dd). */
export const brasiliaDate = (at: Date) => formatBrazilTime(at).slice(0, 10);

/**
 * A POST whose answer was lost may have been done: each try looks the object up by its reference first,
 * so a retry after a timeout or a 5xx finds it instead of making a second one.
 */
async function findOrCreate<T>(
  find: () => Promise<T | null>,
  create: () => Promise<T>,
  tries = 3,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const found = await find();
    if (found) return found;
    try {
      return await create();
    } catch (error) {
      if (!(error instanceof AsaasUnavailableError) || attempt >= tries) throw error;
    }
  }
}

/** The user's customer at Asaas: the stored one, one found by Ponte's reference, or a new one. */
async function ensureCustomer(deps: PaymentDeps, api: AsaasApi, userId: number): Promise<string> {
  const [stored] = await deps.db.select().from(paymentCustomers).where(eq(paymentCustomers.user_id, userId));
  if (stored) return stored.external_id;
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user?.document) throw new Error(`user ${userId} has no document`);
  const customer = await findOrCreate(
    () => api.findCustomer(userId),
    () =>
      api.createCustomer({
        name: `${user.name} ${user.last_name}`.trim(),
        cpfCnpj: user.document!,
        email: user.email,
        ...(user.phone ? { mobilePhone: user.phone } : {}),
        externalReference: customerReference(userId),
        // Ponte tells its users itself (bell and e-mail), in its own words.
        notificationDisabled: true,
      }),
  );
  await deps.db
    .insert(paymentCustomers)
    .values({ user_id: userId, provider: 'asaas', external_id: customer.id })
    .onConflictDoNothing();
  return customer.id;
}

/** A boleto takes up to 3 business days to be confirmed: its first charge is not due the day it is issued. */
const BOLETO_FIRST_DUE_DAYS = 3;

/**
 * When the new subscription's first charge falls due: when the time the user already has ends (a paid
 * period, or a supplier's trial: paying early loses no day of it), else today (a boleto: in 3 days).
 */
async function firstDueDate(
  deps: PaymentDeps,
  userId: number,
  subscriptionId: number,
  method: BillingMethod | null,
) {
  const now = deps.now();
  const [row] = await deps.db
    .select({ end: sql<Date | string | null>`max(${subscriptions.current_period_end})` })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.user_id, userId),
        ne(subscriptions.id, subscriptionId),
        inArray(subscriptions.status, ['active', 'cancelled']),
      ),
    );
  const state = (await getUser(deps.db, userId, now))?.subscription;
  const earliest = method === 'boleto' ? now.getTime() + BOLETO_FIRST_DUE_DAYS * 86_400_000 : now.getTime();
  const ends = [earliest, row?.end ? new Date(row.end).getTime() : 0];
  if (state?.status === 'trialing' && state.trial_ends_at) ends.push(new Date(state.trial_ends_at).getTime());
  return brasiliaDate(new Date(Math.max(...ends)));
}

/**
 * Puts a pending subscription at Asaas (customer, subscription, first charge) and stores its charges. Safe to
 * run again at any point, and from the plans page and the durable job alike: each step finds what an earlier
 * run made (by Ponte's references) before making it. A subscription withdrawn meanwhile is removed there.
 */
export async function startAtProvider(
  deps: PaymentDeps,
  api: AsaasApi,
  subscriptionId: number,
): Promise<ApplyOutcome | null> {
  const [sub] = await deps.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!sub || sub.provider !== 'asaas') return null;
  if (sub.status === 'cancelled' && sub.current_period_end === null) {
    await cancelAtProvider(deps, api, subscriptionId);
    return null;
  }
  if (sub.external_id) return syncFromProvider(deps, api, subscriptionId);
  const [plan] = await deps.db.select().from(subscriberPlans).where(eq(subscriberPlans.id, sub.plan_id));
  const customer = await ensureCustomer(deps, api, sub.user_id);
  const created = await findOrCreate(
    () => api.findSubscription(sub.id),
    async () =>
      api.createSubscription({
        customer,
        billingType: BILLING_TYPES[sub.method ?? 'pix'],
        value: sub.price_cents / 100,
        nextDueDate: await firstDueDate(deps, sub.user_id, sub.id, sub.method),
        cycle: plan!.interval === 'year' ? 'YEARLY' : 'MONTHLY',
        description: `Ponte: plano ${plan!.name}`,
        externalReference: subscriptionReference(sub.id),
      }),
  );
  const replaced = await deps.db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({ external_id: created.id, provider_error: null, updated_at: deps.now() })
      .where(and(eq(subscriptions.id, sub.id), isNull(subscriptions.external_id)));
    // A new plan replaces the one that renews today: that one stops renewing, its paid time still runs.
    const old = await tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancelled_at: deps.now(), updated_at: deps.now() })
      .where(
        and(
          eq(subscriptions.user_id, sub.user_id),
          eq(subscriptions.provider, 'asaas'),
          eq(subscriptions.status, 'active'),
          ne(subscriptions.id, sub.id),
        ),
      )
      .returning({ id: subscriptions.id });
    for (const { id } of old)
      await deps.jobs.enqueue('payments-cancel', { subscription_id: id }, { db: tx, key: String(id) });
    return old.length;
  });
  if (replaced) log.info({ subscription_id: sub.id, replaced }, 'a new plan replaced the renewing one');
  return syncFromProvider(deps, api, subscriptionId);
}

/**
 * Reads a subscription and all its charges from Asaas again and applies them: what a webhook triggers, what
 * reconciliation does, and what "Sincronizar" in the console asks for.
 */
export async function syncFromProvider(
  deps: PaymentDeps,
  api: AsaasApi,
  subscriptionId: number,
): Promise<ApplyOutcome> {
  const [sub] = await deps.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!sub?.external_id) return { changed: [] };
  // Taken before asking: what is stored from a read that started later wins (charge-sync.ts).
  const readAt = deps.now();
  const remote = await api.getSubscription(sub.external_id);
  const listed = await api.subscriptionPayments(sub.external_id);
  const payments = [...listed, ...(await missingCharges(deps, api, subscriptionId, listed))];
  const howToPay = await howToPayCurrent(deps, api, payments);
  const outcome = await applyProviderCharges(deps, subscriptionId, payments, howToPay, {
    cancelledAtProvider: remote === null || remote.deleted === true,
    readAt,
  });
  await deps.db
    .update(subscriptions)
    .set({ provider_synced_at: deps.now() })
    .where(eq(subscriptions.id, subscriptionId));
  return outcome;
}

/**
 * Charges Ponte holds as open or overdue that Asaas's list no longer shows: a removed charge may be left out
 * of lists, so each is read by itself (a 404 counts as removed). Without this, a charge removed with its
 * subscription would stay payable, and overdue, in Ponte.
 */
async function missingCharges(
  deps: PaymentDeps,
  api: AsaasApi,
  subscriptionId: number,
  listed: readonly AsaasPayment[],
) {
  const seen = new Set(listed.map((p) => p.id));
  const open = await deps.db
    .select({
      external_id: paymentCharges.external_id,
      due_date: paymentCharges.due_date,
      value_cents: paymentCharges.value_cents,
      method: paymentCharges.method,
    })
    .from(paymentCharges)
    .where(
      and(
        eq(paymentCharges.subscription_id, subscriptionId),
        inArray(paymentCharges.state, ['open', 'overdue']),
      ),
    );
  const missing: AsaasPayment[] = [];
  for (const charge of open.filter((c) => !seen.has(c.external_id))) {
    const payment = await api.getPayment(charge.external_id);
    missing.push(payment ? { ...payment, deleted: payment.deleted ?? false } : removedCharge(charge));
  }
  return missing;
}

type StoredCharge = {
  external_id: string;
  due_date: string;
  value_cents: number;
  method: BillingMethod | null;
};
const removedCharge = (charge: StoredCharge): AsaasPayment => ({
  id: charge.external_id,
  customer: '',
  value: charge.value_cents / 100,
  billingType: charge.method ? BILLING_TYPES[charge.method] : 'UNDEFINED',
  status: 'PENDING',
  dueDate: charge.due_date,
  deleted: true,
});

/**
 * The Pix QR code or the boleto's line of the charge to pay now (the earliest open or overdue one), read
 * once: a charge that has them stored is not asked again, to spare Asaas's quota.
 */
async function howToPayCurrent(deps: PaymentDeps, api: AsaasApi, payments: readonly AsaasPayment[]) {
  const result = new Map<string, HowToPay>();
  const current = payments
    .filter((p) => !p.deleted && ['PENDING', 'OVERDUE'].includes(p.status))
    .sort((a, b) => (a.dueDate < b.dueDate ? -1 : 1))[0];
  if (!current) return result;
  const [stored] = await deps.db
    .select({ pix: paymentCharges.pix_payload, boleto: paymentCharges.boleto_line })
    .from(paymentCharges)
    .where(eq(paymentCharges.external_id, current.id));
  if (current.billingType === 'PIX' && !stored?.pix) {
    const pix = await api.pixQrCode(current.id);
    result.set(current.id, {
      pix: { image: pix.encodedImage, payload: pix.payload, expires_at: parseAsaasTime(pix.expirationDate) },
    });
  } else if (current.billingType === 'BOLETO' && !stored?.boleto) {
    result.set(current.id, { boleto_line: (await api.identificationField(current.id)).identificationField });
  }
  return result;
}

/** `yyyy-MM-dd HH:mm:ss` in Brasília (Asaas's event and expiry format), or null. */
export function parseAsaasTime(value: string | null | undefined): Date | null {
  const match = value?.match(/^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})/);
  return match ? new Date(`${match[1]}T${match[2]}-03:00`) : null;
}

/** Stops the subscription at Asaas (no more charges): by its stored id, or found by reference if it has none. */
export async function cancelAtProvider(deps: PaymentDeps, api: AsaasApi, subscriptionId: number) {
  const [sub] = await deps.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!sub || sub.provider !== 'asaas') return;
  const externalId = sub.external_id ?? (await api.findSubscription(sub.id))?.id;
  if (!externalId) return;
  await api.deleteSubscription(externalId);
  if (sub.external_id) await syncFromProvider(deps, api, subscriptionId);
}

/**
 * A plan's new price for the subscription's next charges. Whether Asaas's update takes `value` is
 * unconfirmed (docs/payments-asaas.md#unconfirmed): the answer is checked, and a subscription that kept its
 * old value is logged for an admin rather than silently left at the old price.
 */
export async function updatePriceAtProvider(deps: PaymentDeps, api: AsaasApi, subscriptionId: number) {
  const [sub] = await deps.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!sub?.external_id || sub.status === 'cancelled') return;
  const value = sub.price_cents / 100;
  await api.updateSubscription(sub.external_id, { value, updatePendingPayments: false });
  const after = await api.getSubscription(sub.external_id);
  if (after && Math.round(after.value * 100) !== sub.price_cents) {
    log.error(
      { subscription_id: sub.id, asked: value, kept: after.value },
      'Asaas kept the old price of a subscription',
    );
    throw new Error(`Asaas kept the old price of subscription ${sub.id}`);
  }
}

/**
 * An admin's refund ends the subscription too: cancelled in Ponte and its job queued in one transaction,
 * then removed at Asaas at once if it answers (else the job does it), so nobody is charged again.
 */
export async function cancelAfterRefund(deps: PaymentDeps, subscriptionId: number) {
  await deps.db.transaction(async (tx) => {
    const cancelled = await tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancelled_at: deps.now(), updated_at: deps.now() })
      .where(and(eq(subscriptions.id, subscriptionId), ne(subscriptions.status, 'cancelled')))
      .returning({ id: subscriptions.id });
    if (cancelled.length) {
      await deps.jobs.enqueue(
        'payments-cancel',
        { subscription_id: subscriptionId },
        { db: tx, key: String(subscriptionId) },
      );
    }
  });
  try {
    await cancelAtProvider(deps, apiFor(deps), subscriptionId);
  } catch (error) {
    log.warn(
      { subscription_id: subscriptionId, err: error },
      'the refunded subscription is removed at Asaas by its job',
    );
  }
}
