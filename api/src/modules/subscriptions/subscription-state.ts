import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { approvedByAdmin, TRIAL_DAYS, type SubscriptionState, type SubscriptionStatus } from '@ponte/shared';
import { isoOrNull } from '../../db/columns.ts';

/**
 * THE rule of docs/domain-rules.md#subscriptions, in one place and in SQL so lists can filter on it:
 * admins are always active; a subscription is active while paid (or cancelled with its period not yet over);
 * a supplier is also active during the trial (`trial_days` config, 7 by default); clients get no trial.
 * Each expression refers to the `users` table of the enclosing query.
 */
// Written out qualified: drizzle prints a column bare when the outer query has one table, and a bare
// "id" inside `FROM subscriptions s` would silently mean s.id.
const userId = sql.raw('"users"."id"');
const userRole = sql.raw('"users"."role"');
const userCreatedAt = sql.raw('"users"."created_at"');

const trialDays = sql`coalesce((
  SELECT nullif(v.value, '')::int FROM system_config_param_values v
  JOIN system_config_params p ON p.id = v.param_id
  WHERE p.code = 'trial_days' AND v.user_id IS NULL), ${TRIAL_DAYS})`;

/**
 * `now` as a parameter; a placeholder (its value an ISO string) lets a statement built once be run with
 * each request's time (the session lookup, decision 051).
 */
export type Instant = Date | Placeholder;
const atOf = (now: Instant) => (now instanceof Date ? now.toISOString() : now);

/**
 * Where a subscription's access ends: its paid period, or the grace of an overdue renewal when that is later
 * (docs/domain-rules.md#payments). `greatest` skips a null grace.
 */
const accessEnd = sql.raw('greatest(s.current_period_end, s.grace_until)');

const hasSubscription = (now: Instant, status: string) => sql`EXISTS (
  SELECT 1 FROM subscriptions s WHERE s.user_id = ${userId} AND s.status = ${status}
  AND ${accessEnd} > ${atOf(now)}::timestamptz)`;

const trialEnd = sql`${userCreatedAt} + make_interval(days => ${trialDays})`;

export function subscriptionStatusSql(now: Instant): SQL<SubscriptionStatus> {
  const at = atOf(now);
  return sql<SubscriptionStatus>`CASE
    WHEN ${userRole} = 'admin' THEN 'active'
    WHEN ${hasSubscription(now, 'active')} THEN 'active'
    WHEN ${hasSubscription(now, 'cancelled')} THEN 'cancelled'
    WHEN ${userRole} = 'supplier' AND ${trialEnd} > ${at}::timestamptz THEN 'trialing'
    WHEN EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = ${userId} AND s.status = 'pending') THEN 'pending'
    WHEN EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = ${userId}
                 AND s.current_period_end IS NOT NULL) THEN 'expired'
    ELSE 'none' END`;
}

const ACTIVE_STATUSES: readonly SubscriptionStatus[] = ['active', 'cancelled', 'trialing'];

/** SQL condition: the user of the enclosing query may use the gated parts of the product. */
export const subscriptionActiveSql = (now: Instant) =>
  sql<boolean>`(${subscriptionStatusSql(now)}) IN ('active', 'cancelled', 'trialing')`;

/**
 * The next instant at which `subscriptionActiveSql` can change with time alone, or null: a period's end, or
 * the end of a trial. Every other change is a write, which the database tells (decision 075), so the session
 * cache may keep the verdict until then.
 */
export const subscriptionVerdictUntilSql = (now: Instant) =>
  sql<Date | string | null>`least(
    (SELECT min(${accessEnd}) FROM subscriptions s WHERE s.user_id = ${userId}
     AND ${accessEnd} > ${atOf(now)}::timestamptz),
    CASE WHEN ${userRole} = 'supplier' AND ${trialEnd} > ${atOf(now)}::timestamptz THEN ${trialEnd} END)`;

/** The subscription that defines the state: the current paid one, else the latest (a null period is not current). */
const currentSubscription = (now: Instant, column: string) => sql`(
  SELECT ${sql.raw(`s.${column}`)} FROM subscriptions s WHERE s.user_id = ${userId}
  ORDER BY coalesce(s.status IN ('active', 'cancelled') AND ${accessEnd} > ${atOf(now)}::timestamptz, false) DESC,
           s.id DESC LIMIT 1)`;

/** Columns to select alongside a user; `toSubscriptionState` turns them into the contract's shape. */
export const subscriptionColumns = (now: Instant) => ({
  subscription_status: subscriptionStatusSql(now),
  subscription_plan_id: sql<number | null>`${currentSubscription(now, 'plan_id')}`,
  subscription_period_end: sql<Date | string | null>`${currentSubscription(now, 'current_period_end')}`,
  trial_ends_at: sql<Date | string | null>`CASE WHEN ${userRole} = 'supplier' THEN ${trialEnd} END`,
  // A request awaiting approval exists alongside any status (a trial, a cancelled or running period):
  // the site shows it and offers to withdraw it whatever the status says. At most one per user.
  pending_plan_id: sql<number | null>`${pendingRequest('plan_id')}`,
  pending_plan_name: sql<string | null>`(
    SELECT p.name FROM subscriptions s JOIN subscriber_plans p ON p.id = s.plan_id
    WHERE s.user_id = ${userId} AND s.status = 'pending' ORDER BY s.id DESC LIMIT 1)`,
  pending_requested_at: sql<Date | string | null>`${pendingRequest('created_at')}`,
  pending_provider: sql<string | null>`${pendingRequest('provider')}`,
});

function pendingRequest(column: string) {
  return sql`(
  SELECT ${sql.raw(`s.${column}`)} FROM subscriptions s WHERE s.user_id = ${userId} AND s.status = 'pending'
  ORDER BY s.id DESC LIMIT 1)`;
}

export interface SubscriptionColumns {
  subscription_status: SubscriptionStatus;
  subscription_plan_id: number | null;
  subscription_period_end: Date | string | null;
  trial_ends_at: Date | string | null;
  pending_plan_id: number | null;
  pending_plan_name: string | null;
  pending_requested_at: Date | string | null;
  pending_provider: string | null;
}

export function toSubscriptionState(row: SubscriptionColumns): SubscriptionState {
  return {
    active: ACTIVE_STATUSES.includes(row.subscription_status),
    status: row.subscription_status,
    plan_id: row.subscription_plan_id === null ? null : Number(row.subscription_plan_id),
    current_period_end: isoOrNull(row.subscription_period_end),
    trial_ends_at: isoOrNull(row.trial_ends_at),
    pending:
      row.pending_plan_id === null
        ? null
        : {
            plan_id: Number(row.pending_plan_id),
            plan_name: row.pending_plan_name ?? '',
            requested_at: isoOrNull(row.pending_requested_at)!,
            awaiting: approvedByAdmin(row.pending_provider ?? 'manual') ? 'approval' : 'payment',
          },
  };
}
