import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  isValidDocument,
  type Charge,
  type CurrentCharge,
  type PaymentSummary,
  type BillingMethod,
} from '@ponte/shared';
import type { Queryable } from '../../../db/client.ts';
import { iso, isoOrNull } from '../../../db/columns.ts';
import type { AppDeps, AuthUser } from '../../../lib/context.ts';
import { conflict, HttpError, notFound } from '../../../lib/errors.ts';
import { users } from '../../users/users.table.ts';
import { subscriberPlans, subscriptions } from '../subscriptions.table.ts';
import { paymentCharges } from './payments.table.ts';

type ChargeRow = typeof paymentCharges.$inferSelect;

export const PAYMENT_MESSAGES = {
  unavailable: 'O serviço de pagamentos não respondeu. Nada foi cobrado; tente novamente em alguns minutos.',
  refunded: 'Cobrança estornada e assinatura cancelada.',
  notRefundable: 'Só uma cobrança paga pode ser estornada.',
  synced: 'Assinatura sincronizada com o Asaas.',
  notAtProvider: 'Esta assinatura não está no Asaas.',
} as const;

/** The provider did not answer (or refused Ponte's key): the contract's 503, the same sentence everywhere. */
export const paymentsUnavailable = () => new HttpError(503, PAYMENT_MESSAGES.unavailable);

export const toCharge = (row: ChargeRow): Charge => ({
  id: row.id,
  subscription_id: row.subscription_id,
  external_id: row.external_id,
  method: row.method,
  provider_status: row.provider_status,
  state: row.state,
  value_cents: row.value_cents,
  due_date: row.due_date,
  paid_at: isoOrNull(row.paid_at),
  period_start: iso(row.period_start),
  period_end: iso(row.period_end),
  invoice_url: row.invoice_url,
  boleto_url: row.boleto_url,
  receipt_url: row.receipt_url,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

const toCurrent = (row: ChargeRow): CurrentCharge => ({
  ...toCharge(row),
  payment: {
    pix:
      row.pix_image && row.pix_payload
        ? { image_base64: row.pix_image, payload: row.pix_payload, expires_at: isoOrNull(row.pix_expires_at) }
        : null,
    boleto_line: row.boleto_line,
  },
});

const chargesOf = (db: Queryable, subscriptionIds: number[]) =>
  subscriptionIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(paymentCharges)
        .where(inArray(paymentCharges.subscription_id, subscriptionIds))
        .orderBy(desc(paymentCharges.due_date), desc(paymentCharges.id));

/** GET /v1/subscriptions/{id}/charges (admin): every charge, latest first. */
export async function listCharges(db: Queryable, subscriptionId: number): Promise<Charge[]> {
  const [sub] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (!sub) throw notFound();
  return (await chargesOf(db, [subscriptionId])).map(toCharge);
}

/**
 * The caller's payments for the plans page: the subscription being paid or renewing at the provider (the
 * latest one that is not a withdrawn request), the charge to pay now with how to pay it, and the history.
 */
export async function paymentSummary(
  deps: Pick<AppDeps, 'db' | 'env' | 'now'>,
  actor: AuthUser,
): Promise<PaymentSummary> {
  const { db, env } = deps;
  const [user] = await db.select({ document: users.document }).from(users).where(eq(users.id, actor.id));
  const rows = await db
    .select({ sub: subscriptions, plan_name: subscriberPlans.name })
    .from(subscriptions)
    .innerJoin(subscriberPlans, eq(subscriberPlans.id, subscriptions.plan_id))
    .where(and(eq(subscriptions.user_id, actor.id), eq(subscriptions.provider, 'asaas')))
    .orderBy(desc(subscriptions.id));
  const charges = await chargesOf(
    db,
    rows.map((r) => r.sub.id),
  );
  // A request withdrawn before it was paid is history: the one shown is the latest that was not.
  const shown =
    rows.find((r) => !(r.sub.status === 'cancelled' && r.sub.current_period_end === null)) ?? null;
  const own = shown ? charges.filter((c) => c.subscription_id === shown.sub.id) : [];
  const payable = own.filter((c) => c.state === 'open' || c.state === 'overdue');
  const current = payable.at(-1) ?? null;
  const overdue = own.some((c) => c.state === 'overdue');
  const running = shown !== null && shown.sub.status !== 'cancelled';
  return {
    provider: env.PAYMENTS,
    methods: env.PAYMENTS === 'asaas' ? (['pix', 'boleto', 'card'] satisfies BillingMethod[]) : [],
    document_required: env.PAYMENTS === 'asaas' && !(user?.document && isValidDocument(user.document)),
    subscription: shown && {
      id: shown.sub.id,
      plan_id: shown.sub.plan_id,
      plan_name: shown.plan_name,
      status: shown.sub.status,
      method: shown.sub.method,
      price_cents: shown.sub.price_cents,
      next_due_date: running ? (payable.at(-1)?.due_date ?? null) : null,
      current_period_end: isoOrNull(shown.sub.current_period_end),
      grace_until: overdue ? isoOrNull(shown.sub.grace_until) : null,
      preparing: shown.sub.status === 'pending' && shown.sub.external_id === null,
      provider_error: shown.sub.provider_error,
    },
    // The charge to pay now: an overdue one first, else the next open one (running subscriptions only).
    current_charge:
      running && current ? toCurrent(payable.find((c) => c.state === 'overdue') ?? current) : null,
    charges: charges.map(toCharge),
  };
}

/** The admin's refund: the charge must be paid, and at Asaas. */
export async function refundableCharge(db: Queryable, chargeId: number) {
  const [row] = await db
    .select({ charge: paymentCharges, provider: subscriptions.provider })
    .from(paymentCharges)
    .innerJoin(subscriptions, eq(subscriptions.id, paymentCharges.subscription_id))
    .where(eq(paymentCharges.id, chargeId));
  if (!row) throw notFound();
  if (row.charge.state !== 'paid') throw conflict(PAYMENT_MESSAGES.notRefundable);
  return row.charge;
}

export async function chargeById(db: Queryable, chargeId: number): Promise<Charge> {
  const [row] = await db.select().from(paymentCharges).where(eq(paymentCharges.id, chargeId));
  if (!row) throw notFound();
  return toCharge(row);
}
