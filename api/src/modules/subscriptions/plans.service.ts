import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Plan, PlanCreateSchema, PlanListQuerySchema, PlanUpdateSchema } from '@ponte/shared';
import type { z } from 'zod';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { iso } from '../../db/columns.ts';
import type { AppDeps, AuthUser } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { subscriberPlans, subscriptions } from './subscriptions.table.ts';

type PlanRow = typeof subscriberPlans.$inferSelect;

/**
 * Nested in its own sql`` so drizzle always prints it table-qualified: in a single-table select it prints
 * a bare "id" for a column placed directly in a selected expression, which the subquery reads as s.id.
 */
const planId = sql`${subscriberPlans.id}`;

/** Users of the plan whose paid period is running now (a cancelled one still runs until its end). */
const subscribersCount = (now: Date) => sql<number>`(
  SELECT count(DISTINCT s.user_id)::int FROM subscriptions s
  WHERE s.plan_id = ${planId} AND s.status IN ('active', 'cancelled')
  AND greatest(s.current_period_end, s.grace_until) > ${now.toISOString()}::timestamptz)`;

const adminColumns = (now: Date) => ({
  ...getTableColumns(subscriberPlans),
  subscribers_count: subscribersCount(now),
});

function toPlan(row: PlanRow & { subscribers_count?: number }): Plan {
  const plan: Plan = { ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) };
  if (row.subscribers_count === undefined) delete plan.subscribers_count;
  else plan.subscribers_count = Number(row.subscribers_count);
  return plan;
}

/** Suppliers and clients see only the active plans sold to their role; admins see every plan. */
function visibleTo(actor: AuthUser): SQL | undefined {
  if (actor.role === 'admin') return undefined;
  return and(eq(subscriberPlans.active, true), eq(subscriberPlans.role, actor.role));
}

export async function listPlans(
  db: Db,
  actor: AuthUser,
  query: z.output<typeof PlanListQuerySchema>,
  now: Date,
) {
  const condition = and(visibleTo(actor), query.role ? eq(subscriberPlans.role, query.role) : undefined);
  const base = actor.role === 'admin' ? db.select(adminColumns(now)) : db.select();
  const rows = await base
    .from(subscriberPlans)
    .where(condition)
    .orderBy(asc(subscriberPlans.position), asc(subscriberPlans.id));
  return rows.map(toPlan);
}

async function findPlan(db: Queryable, id: number, now: Date) {
  const [row] = await db.select(adminColumns(now)).from(subscriberPlans).where(eq(subscriberPlans.id, id));
  return row;
}

/** A plan the caller may not see answers like a missing one. */
export async function getPlan(db: Db, actor: AuthUser, id: number, now: Date): Promise<Plan> {
  if (actor.role === 'admin') {
    const row = await findPlan(db, id, now);
    if (!row) throw notFound();
    return toPlan(row);
  }
  const [row] = await db
    .select()
    .from(subscriberPlans)
    .where(and(eq(subscriberPlans.id, id), visibleTo(actor)));
  if (!row) throw notFound();
  return toPlan(row);
}

export async function createPlan(db: Db, input: z.output<typeof PlanCreateSchema>, now: Date): Promise<Plan> {
  const [row] = await db
    .insert(subscriberPlans)
    .values({ ...input, created_at: now, updated_at: now })
    .returning();
  return toPlan({ ...row!, subscribers_count: 0 });
}

async function lockPlan(tx: Queryable, id: number) {
  const [plan] = await tx.select().from(subscriberPlans).where(eq(subscriberPlans.id, id)).for('update');
  if (!plan) throw notFound();
  const [used] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.plan_id, id))
    .limit(1);
  return { plan, hasSubscriptions: Boolean(used) };
}

/** A plan someone subscribed to keeps its role: their subscription was sold for that role. */
export async function updatePlan(
  { db, jobs }: Pick<AppDeps, 'db' | 'jobs'>,
  id: number,
  data: z.output<typeof PlanUpdateSchema>,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const { plan, hasSubscriptions } = await lockPlan(tx, id);
    if (data.role && data.role !== plan.role && hasSubscriptions) {
      throw conflict('Não é possível mudar o público de um plano que já tem assinaturas.');
    }
    await tx
      .update(subscriberPlans)
      .set({ ...data, updated_at: now })
      .where(eq(subscriberPlans.id, id));
    if (data.price_cents !== undefined && data.price_cents !== plan.price_cents) {
      await repriceSubscriptions(jobs, tx, id, data.price_cents, now);
    }
    return toPlan((await findPlan(tx, id, now))!);
  });
}

/**
 * A new price applies to each renewing subscription from its next charge (decision 079): Asaas's subscriptions
 * are told by a job; a subscription already charged keeps what that charge asked.
 */
async function repriceSubscriptions(
  jobs: AppDeps['jobs'],
  tx: Tx,
  planId: number,
  priceCents: number,
  now: Date,
) {
  const renewing = await tx
    .update(subscriptions)
    .set({ price_cents: priceCents, updated_at: now })
    .where(
      and(
        eq(subscriptions.plan_id, planId),
        eq(subscriptions.provider, 'asaas'),
        inArray(subscriptions.status, ['pending', 'active']),
      ),
    )
    .returning({ id: subscriptions.id, external_id: subscriptions.external_id });
  for (const { id, external_id } of renewing) {
    // One not yet at Asaas is created there at the new price by its start job.
    if (external_id)
      await jobs.enqueue('payments-price', { subscription_id: id }, { db: tx, key: `${id}:${priceCents}` });
  }
}

/** Subscriptions keep pointing at their plan, so a plan that was ever sold is only deactivated. */
export async function deletePlan(db: Db, id: number, now: Date): Promise<{ message: string; data?: Plan }> {
  return db.transaction(async (tx) => {
    const { hasSubscriptions } = await lockPlan(tx, id);
    if (!hasSubscriptions) {
      await tx.delete(subscriberPlans).where(eq(subscriberPlans.id, id));
      return { message: 'Plano removido.' };
    }
    await tx
      .update(subscriberPlans)
      .set({ active: false, updated_at: now })
      .where(eq(subscriberPlans.id, id));
    return { message: 'Plano desativado: ele tem assinantes.', data: toPlan((await findPlan(tx, id, now))!) };
  });
}
