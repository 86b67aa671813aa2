import type { Db } from '../src/db/client.ts';
import { subscriberPlans, subscriptions } from '../src/modules/subscriptions/subscriptions.table.ts';

const DAY = 86_400_000;

/**
 * Gives a user a paid, running subscription (clients have no trial, so most client tests need one).
 * Creates a plan for the user's role on first use.
 */
export async function activateSubscription(db: Db, user: { id: number; role: string }, now = new Date()) {
  const role = user.role === 'supplier' ? 'supplier' : 'client';
  const [plan] = await db
    .insert(subscriberPlans)
    .values({ name: `Plano de teste ${role}`, role, price_cents: 4990 })
    .returning();
  await db.insert(subscriptions).values({
    user_id: user.id,
    plan_id: plan!.id,
    status: 'active',
    price_cents: plan!.price_cents,
    current_period_start: now,
    current_period_end: new Date(now.getTime() + 30 * DAY),
    approved_at: now,
  });
  return plan!;
}
