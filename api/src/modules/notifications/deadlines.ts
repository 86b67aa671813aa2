import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../lib/context.ts';
import { subscriptionColumns } from '../subscriptions/subscription-state.ts';
import { subscriberPlans, subscriptions } from '../subscriptions/subscriptions.table.ts';
import { users } from '../users/users.table.ts';
import { notify, type NotificationEvent } from './notify.ts';

/**
 * The `notify-deadlines` job (hourly, decision 057): trials and paid periods about to end, and ended.
 * Each run looks at a window, not at "the last hour": an end seen by several runs is told once because
 * its key carries the user and the end date (UNIQUE (user_id, key) of notifications), and an hour the
 * server was down is caught up by the next run. Changing `trial_days` moves every trial's end, and with
 * it the key: the new end is told as a new one.
 */

const DAY_MS = 86_400_000;
/** "Seu período de teste termina em…" this long before the trial ends. */
export const TRIAL_ENDING_DAYS = 2;
/** "Sua assinatura termina em…" this long before a subscription that will not renew ends. */
export const SUBSCRIPTION_ENDING_DAYS = 3;
/**
 * An end this old is still told ("…terminou"): a server down for days catches up; on the first run after
 * a deploy, ends older than this are history, not news.
 */
export const ENDED_LOOKBACK_DAYS = 7;

const at = (value: Date | string) => new Date(value);

/** Suppliers whose trial ends within TRIAL_ENDING_DAYS, or ended within the lookback, still without a plan. */
async function trialEvents(db: Queryable, now: Date): Promise<NotificationEvent[]> {
  const columns = subscriptionColumns(now);
  const from = new Date(now.getTime() - ENDED_LOOKBACK_DAYS * DAY_MS).toISOString();
  const until = new Date(now.getTime() + TRIAL_ENDING_DAYS * DAY_MS).toISOString();
  const rows = await db
    .select({ id: users.id, status: columns.subscription_status, ends: columns.trial_ends_at, asked: columns.pending_plan_id })
    .from(users)
    .where(
      and(
        eq(users.role, 'supplier'),
        eq(users.active, true),
        sql`${columns.trial_ends_at} > ${from}::timestamptz`,
        sql`${columns.trial_ends_at} <= ${until}::timestamptz`,
      ),
    );
  const events: NotificationEvent[] = [];
  for (const row of rows) {
    const ends = at(row.ends!).toISOString();
    // Someone who subscribed (a paid period: not `trialing`) or asked for a plan (awaiting approval)
    // already did what the message asks.
    if (row.asked !== null) continue;
    if (row.status === 'trialing') {
      events.push({ kind: 'trial.ending', to: [row.id], key: `trial.ending:${row.id}:${ends}`, params: { ends_at: ends } });
    } else if (at(row.ends!) <= now && (row.status === 'none' || row.status === 'expired')) {
      events.push({ kind: 'trial.ended', to: [row.id], key: `trial.ended:${row.id}:${ends}`, params: { ended_at: ends } });
    }
  }
  return events;
}

// Qualified by hand: the subqueries below name their own `subscriptions` rows.
const outerUser = sql.raw('"subscriptions"."user_id"');
// Access ends with the paid period, or with an overdue renewal's grace when that is later (payments).
const outerEnd = sql.raw('greatest("subscriptions"."current_period_end", "subscriptions"."grace_until")');
const accessEnd = sql<Date | null>`${outerEnd}`;

/**
 * Paid periods after which nothing paid follows (no renewal already approved): ending within
 * SUBSCRIPTION_ENDING_DAYS when cancelled (will not renew) and no renewal is awaiting approval; ended
 * within the lookback whatever their status, since access is gone either way.
 */
async function subscriptionEvents(db: Queryable, now: Date): Promise<NotificationEvent[]> {
  const from = new Date(now.getTime() - ENDED_LOOKBACK_DAYS * DAY_MS);
  const until = new Date(now.getTime() + SUBSCRIPTION_ENDING_DAYS * DAY_MS);
  const rows = await db
    .select({
      user_id: subscriptions.user_id,
      status: subscriptions.status,
      end: accessEnd,
      plan_name: subscriberPlans.name,
      renewal_asked: sql<boolean>`EXISTS (SELECT 1 FROM subscriptions p WHERE p.user_id = ${outerUser} AND p.status = 'pending')`,
    })
    .from(subscriptions)
    .innerJoin(subscriberPlans, eq(subscriberPlans.id, subscriptions.plan_id))
    .innerJoin(users, eq(users.id, subscriptions.user_id))
    .where(
      and(
        inArray(subscriptions.status, ['active', 'cancelled']),
        eq(users.active, true),
        sql`${outerEnd} > ${from.toISOString()}::timestamptz`,
        sql`${outerEnd} <= ${until.toISOString()}::timestamptz`,
        sql`NOT EXISTS (SELECT 1 FROM subscriptions n WHERE n.user_id = ${outerUser}
          AND n.status IN ('active', 'cancelled') AND greatest(n.current_period_end, n.grace_until) > ${outerEnd})`,
      ),
    );
  const events: NotificationEvent[] = [];
  for (const row of rows) {
    const end = at(row.end!);
    const iso = end.toISOString();
    if (end > now) {
      if (row.status === 'cancelled' && !row.renewal_asked) {
        events.push({
          kind: 'subscription.ending',
          to: [row.user_id],
          key: `subscription.ending:${row.user_id}:${iso}`,
          params: { plan_name: row.plan_name, ends_at: iso },
        });
      }
    } else {
      events.push({
        kind: 'subscription.ended',
        to: [row.user_id],
        key: `subscription.ended:${row.user_id}:${iso}`,
        params: { plan_name: row.plan_name, ended_at: iso },
      });
    }
  }
  return events;
}

/** What is due now; told or not, the keys decide. */
async function deadlineEvents(db: Queryable, now: Date): Promise<NotificationEvent[]> {
  return [...(await trialEvents(db, now)), ...(await subscriptionEvents(db, now))];
}

/**
 * Tells what is due, each event in its own short transaction; a failed run is retried by the queue and
 * the keys skip what it had already told. Answers how many events were due (told now or before).
 */
export async function notifyDeadlines(deps: Pick<AppDeps, 'db' | 'env' | 'jobs' | 'now'>): Promise<number> {
  const events = await deadlineEvents(deps.db, deps.now());
  for (const event of events) await deps.db.transaction((tx) => notify(deps, tx, event));
  return events.length;
}
