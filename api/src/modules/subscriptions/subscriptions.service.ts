import { and, asc, count, desc, eq, gt, inArray, max, sql, type SQL } from 'drizzle-orm';
import {
  approvedByAdmin,
  isValidDocument,
  paginateMeta,
  type BillingMethod,
  type PlanInterval,
  type Subscription,
  type SubscriptionListItem,
  type SubscriptionListQuerySchema,
  type SubscriptionRecordStatus,
  type SubscriptionState,
} from '@ponte/shared';
import type { z } from 'zod';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { iso, isoOrNull } from '../../db/columns.ts';
import type { AppDeps, AuthUser } from '../../lib/context.ts';
import { conflict, MESSAGES, notFound, unprocessable } from '../../lib/errors.ts';
import { likePattern, offsetOf } from '../../lib/search.ts';
import { notifyEach, type NotifyDeps } from '../notifications/events.ts';
import { subscriptionApproved, subscriptionAwaitingApproval } from '../notifications/events-accounts.ts';
import { getUser } from '../users/users.service.ts';
import { users } from '../users/users.table.ts';
import type { PaymentProvider } from './payment-providers.ts';
import { addInterval } from './subscription-period.ts';

export { addInterval };
import { subscriberPlans, subscriptions } from './subscriptions.table.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Longer than the route's own attempt at the provider can take, so the two never run at once. */
const START_JOB_DELAY_MS = 120_000;
const PENDING_EXISTS = 'Já existe uma assinatura aguardando aprovação.';
const PAYMENT_PENDING_EXISTS =
  'Já existe uma assinatura aguardando pagamento: pague a cobrança ou cancele o pedido.';
const NOTHING_TO_CANCEL = 'Nenhuma assinatura para cancelar.';

function toSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    user_id: row.user_id,
    plan_id: row.plan_id,
    status: row.status,
    provider: row.provider,
    price_cents: row.price_cents,
    current_period_start: isoOrNull(row.current_period_start),
    current_period_end: isoOrNull(row.current_period_end),
    approved_at: isoOrNull(row.approved_at),
    cancelled_at: isoOrNull(row.cancelled_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/**
 * Every write to a user's subscriptions locks the user row first (always in this order), so two
 * subscribes, a subscribe and a cancel, or an approval and a cancel never interleave.
 */
export async function lockUser(tx: Tx, userId: number) {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw notFound();
}

/** Where a subscription's access ends: its paid period, or a later grace (subscription-state.ts). */
export const accessEndColumn = sql<Date | null>`greatest(${subscriptions.current_period_end}, ${subscriptions.grace_until})`;

const runningPaid = (userId: number, now: Date) =>
  and(
    eq(subscriptions.user_id, userId),
    inArray(subscriptions.status, ['active', 'cancelled']),
    gt(accessEndColumn, now),
  );

/** A renewal starts where the paid time the user already has ends, so no paid day is lost. */
async function nextPeriodStart(tx: Tx, userId: number, now: Date): Promise<Date> {
  const [row] = await tx
    .select({ end: max(subscriptions.current_period_end) })
    .from(subscriptions)
    .where(runningPaid(userId, now));
  return row?.end ? new Date(row.end) : now;
}

async function activate(
  tx: Tx,
  sub: SubscriptionRow,
  interval: PlanInterval,
  now: Date,
  approvedBy: number | null,
) {
  const start = await nextPeriodStart(tx, sub.user_id, now);
  const [row] = await tx
    .update(subscriptions)
    .set({
      status: 'active',
      current_period_start: start,
      current_period_end: addInterval(start, interval),
      approved_at: now,
      approved_by: approvedBy,
      updated_at: now,
    })
    .where(eq(subscriptions.id, sub.id))
    .returning();
  return row!;
}

const sessionState = async (tx: Tx, userId: number, now: Date): Promise<SubscriptionState> =>
  (await getUser(tx, userId, now))!.subscription;

/** How a subscriber pays, asked by providers that charge (`asaas`): the method and, if missing, a CPF/CNPJ. */
export interface PaymentChoice {
  method?: BillingMethod;
  document?: string;
}

const METHOD_REQUIRED = 'Escolha como pagar: Pix, boleto ou cartão.';
const DOCUMENT_REQUIRED = 'Para emitir a cobrança, informe seu CPF ou CNPJ.';
const ALREADY_RENEWING = 'Sua assinatura deste plano já é renovada automaticamente a cada período.';

/**
 * What a charging provider needs before anything is sent: a method and a valid CPF/CNPJ on the profile
 * (one given here is saved to it). Every missing field is told at once.
 */
async function checkPaymentChoice(tx: Tx, actor: AuthUser, choice: PaymentChoice, now: Date) {
  const errors: Record<string, string[]> = {};
  if (!choice.method) errors.method = [METHOD_REQUIRED];
  if (!choice.document && !(actor.document && isValidDocument(actor.document)))
    errors.document = [DOCUMENT_REQUIRED];
  if (Object.keys(errors).length) throw unprocessable(MESSAGES.invalid, errors);
  if (choice.document && choice.document !== actor.document) {
    await tx.update(users).set({ document: choice.document, updated_at: now }).where(eq(users.id, actor.id));
  }
}

/** Starts or renews the caller's subscription; the provider decides whether it is paid already. */
export async function subscribe(
  deps: NotifyDeps & Pick<AppDeps, 'db'>,
  actor: AuthUser,
  planId: number,
  provider: PaymentProvider,
  now: Date,
  choice: PaymentChoice = {},
) {
  return deps.db.transaction(async (tx) => {
    await lockUser(tx, actor.id);
    // FOR SHARE: the plan cannot be deleted or changed between this check and the insert.
    const [plan] = await tx.select().from(subscriberPlans).where(eq(subscriberPlans.id, planId)).for('share');
    if (!plan || !plan.active || plan.role !== actor.role) {
      throw unprocessable(MESSAGES.invalid, {
        plan_id: ['Este plano não está disponível para a sua conta.'],
      });
    }
    const [pending] = await tx
      .select({ id: subscriptions.id, provider: subscriptions.provider })
      .from(subscriptions)
      .where(and(eq(subscriptions.user_id, actor.id), eq(subscriptions.status, 'pending')));
    if (pending) throw conflict(approvedByAdmin(pending.provider) ? PENDING_EXISTS : PAYMENT_PENDING_EXISTS);
    if (provider.name === 'asaas') {
      await checkPaymentChoice(tx, actor, choice, now);
      const [renewing] = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.user_id, actor.id),
            eq(subscriptions.plan_id, plan.id),
            eq(subscriptions.provider, 'asaas'),
            eq(subscriptions.status, 'active'),
          ),
        );
      if (renewing) throw conflict(ALREADY_RENEWING);
    }

    let [row] = await tx
      .insert(subscriptions)
      .values({
        user_id: actor.id,
        plan_id: plan.id,
        status: 'pending',
        provider: provider.name,
        method: provider.name === 'asaas' ? (choice.method ?? null) : null,
        price_cents: plan.price_cents,
        created_at: now,
        updated_at: now,
      })
      .returning();
    const result = await provider.start({
      id: row!.id,
      user_id: actor.id,
      plan_id: plan.id,
      price_cents: plan.price_cents,
    });
    if (result.status === 'active') row = await activate(tx, row!, plan.interval, now, null);
    else if (provider.approvedByAdmin)
      await notifyEach(deps, tx, [subscriptionAwaitingApproval(row!, actor, plan)], actor.id);
    // The durable copy of the route's own attempt (decision 079): it runs only if that one did not finish.
    if (result.startJob) {
      await deps.jobs.enqueue(
        'payments-start',
        { subscription_id: row!.id },
        { db: tx, key: String(row!.id), startAfter: new Date(now.getTime() + START_JOB_DELAY_MS) },
      );
    }
    return { data: toSubscription(row!), subscription: await sessionState(tx, actor.id, now) };
  });
}

/**
 * Cancel = no more paid time: running periods are marked cancelled but still count until they end,
 * a pending (unpaid) one is dropped at once. Someone else's user_id answers like a missing one.
 */
export async function cancelSubscription(
  { db, jobs }: Pick<AppDeps, 'db' | 'jobs'>,
  actor: AuthUser,
  userId: number,
  now: Date,
) {
  if (actor.role !== 'admin' && actor.id !== userId) throw notFound();
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const running = await tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancelled_at: now, updated_at: now })
      .where(and(runningPaid(userId, now), eq(subscriptions.status, 'active')))
      .returning({ id: subscriptions.id, provider: subscriptions.provider });
    const pending = await tx
      .update(subscriptions)
      .set({
        status: 'cancelled',
        cancelled_at: now,
        current_period_start: null,
        current_period_end: null,
        updated_at: now,
      })
      .where(and(eq(subscriptions.user_id, userId), eq(subscriptions.status, 'pending')))
      .returning({ id: subscriptions.id, provider: subscriptions.provider });
    if (running.length === 0 && pending.length === 0) throw conflict(NOTHING_TO_CANCEL);
    await cancelAtProviderLater(jobs, tx, [...running, ...pending]);
    const message = running.length
      ? 'Assinatura cancelada. O acesso continua até o fim do período já pago.'
      : 'Assinatura pendente cancelada.';
    return { message, subscription: await sessionState(tx, userId, now) };
  });
}

/** Payment received: the pending subscription runs for one interval from now, or after the running one. */
export async function approveSubscription(
  deps: NotifyDeps & Pick<AppDeps, 'db'>,
  admin: AuthUser,
  id: number,
  now: Date,
) {
  return deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ user_id: subscriptions.user_id })
      .from(subscriptions)
      .where(eq(subscriptions.id, id));
    if (!found) throw notFound();
    await lockUser(tx, found.user_id);
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
    if (sub!.status !== 'pending') throw conflict('Esta assinatura não está aguardando aprovação.');
    if (!approvedByAdmin(sub!.provider))
      throw conflict('Esta assinatura é paga pelo Asaas: ela é ativada quando a cobrança é paga.');
    const [plan] = await tx
      .select({ interval: subscriberPlans.interval, name: subscriberPlans.name })
      .from(subscriberPlans)
      .where(eq(subscriberPlans.id, sub!.plan_id));
    const approved = await activate(tx, sub!, plan!.interval, now, admin.id);
    await notifyEach(deps, tx, [subscriptionApproved(approved, plan!)], admin.id);
    return { message: 'Assinatura aprovada.', data: (await getSubscriptionItem(tx, id, now))! };
  });
}

const NOT_CANCELLABLE = 'Esta assinatura já está cancelada ou expirada.';

/**
 * The admin cancels one subscription (a row of "Assinaturas"), with the same meaning as the user's
 * cancel: a pending one is dropped with no period, a running one keeps its paid time but is not renewed.
 * The user's other subscriptions (a pending renewal, say) are left as they are.
 */
export async function cancelSubscriptionById(
  { db, jobs }: Pick<AppDeps, 'db' | 'jobs'>,
  id: number,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ user_id: subscriptions.user_id })
      .from(subscriptions)
      .where(eq(subscriptions.id, id));
    if (!found) throw notFound();
    await lockUser(tx, found.user_id);
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
    const running =
      sub!.status === 'active' && sub!.current_period_end !== null && sub!.current_period_end > now;
    if (sub!.status !== 'pending' && !running) throw conflict(NOT_CANCELLABLE);
    const dropPeriod =
      sub!.status === 'pending' ? { current_period_start: null, current_period_end: null } : {};
    await tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancelled_at: now, updated_at: now, ...dropPeriod })
      .where(eq(subscriptions.id, id));
    await cancelAtProviderLater(jobs, tx, [sub!]);
    const message = running
      ? 'Assinatura cancelada. O acesso continua até o fim do período já pago.'
      : 'Assinatura pendente cancelada.';
    return { message, data: (await getSubscriptionItem(tx, id, now))! };
  });
}

/** Charges stop at the provider after the cancel commits: a job, so Asaas being down loses nothing. */
async function cancelAtProviderLater(
  jobs: AppDeps['jobs'],
  tx: Tx,
  cancelled: { id: number; provider: string }[],
) {
  for (const { id, provider } of cancelled) {
    if (provider === 'asaas')
      await jobs.enqueue('payments-cancel', { subscription_id: id }, { db: tx, key: String(id) });
  }
}

/** A paid period that has ended shows as `expired`, though nothing rewrites the stored row. */
const shownStatus = (now: Date) => sql<SubscriptionRecordStatus>`CASE
  WHEN ${subscriptions.status} IN ('active', 'cancelled') AND ${accessEndColumn} <= ${now.toISOString()}::timestamptz
  THEN 'expired' ELSE ${subscriptions.status}::text END`;

const listColumns = (now: Date) => ({
  id: subscriptions.id,
  user: { id: users.id, name: users.name, last_name: users.last_name, email: users.email, role: users.role },
  plan: { id: subscriberPlans.id, name: subscriberPlans.name },
  status: shownStatus(now),
  provider: subscriptions.provider,
  price_cents: subscriptions.price_cents,
  current_period_start: subscriptions.current_period_start,
  current_period_end: subscriptions.current_period_end,
  approved_at: subscriptions.approved_at,
  cancelled_at: subscriptions.cancelled_at,
  created_at: subscriptions.created_at,
  method: subscriptions.method,
  external_id: subscriptions.external_id,
  grace_until: subscriptions.grace_until,
  provider_error: subscriptions.provider_error,
});

const selectItems = (db: Queryable, now: Date) =>
  db
    .select(listColumns(now))
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.user_id))
    .innerJoin(subscriberPlans, eq(subscriberPlans.id, subscriptions.plan_id));

type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

const toItem = (row: ItemRow): SubscriptionListItem => ({
  ...row,
  current_period_start: isoOrNull(row.current_period_start),
  current_period_end: isoOrNull(row.current_period_end),
  approved_at: isoOrNull(row.approved_at),
  cancelled_at: isoOrNull(row.cancelled_at),
  created_at: iso(row.created_at),
  grace_until: isoOrNull(row.grace_until),
});

export async function getSubscriptionItem(db: Queryable, id: number, now: Date) {
  const [row] = await selectItems(db, now).where(eq(subscriptions.id, id));
  return row ? toItem(row) : undefined;
}

const sortColumns = (now: Date) => ({
  id: subscriptions.id,
  created_at: subscriptions.created_at,
  current_period_end: subscriptions.current_period_end,
  price_cents: subscriptions.price_cents,
  status: shownStatus(now),
});

export async function listSubscriptions(
  db: Db,
  query: z.output<typeof SubscriptionListQuerySchema>,
  now: Date,
) {
  const where: SQL[] = [];
  if (query.search) {
    where.push(
      sql`(${users.name} || ' ' || ${users.last_name} || ' ' || ${users.email}) ILIKE ${likePattern(query.search)}`,
    );
  }
  const filter = query.filter ?? {};
  if (filter.status) where.push(sql`(${shownStatus(now)}) = ${filter.status}`);
  if (filter.role) where.push(eq(users.role, filter.role));
  if (filter.plan_id) where.push(eq(subscriptions.plan_id, filter.plan_id));
  const condition = where.length ? and(...where) : undefined;

  const column = sortColumns(now)[query.sort ?? 'id'];
  const direction = query.order === 'desc' ? desc : asc;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    selectItems(db, now)
      .where(condition)
      .orderBy(direction(column), direction(subscriptions.id))
      .limit(query.per_page)
      .offset(offsetOf(query.page, query.per_page)),
    db
      .select({ total: count() })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.user_id))
      .where(condition),
  ]);
  return {
    subscriptions: rows.map(toItem),
    paginate: paginateMeta(query.page, query.per_page, Number(total)),
  };
}
