import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BILLING_METHODS } from '@ponte/shared';
import { createdAt, id, timestamptz, updatedAt } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';

export const planRoleEnum = pgEnum('plan_role', ['supplier', 'client']);
export const planIntervalEnum = pgEnum('plan_interval', ['month', 'year']);
export const billingMethodEnum = pgEnum('billing_method', BILLING_METHODS);
export const subscriptionStatusEnum = pgEnum('subscription_status', [
  'pending',
  'active',
  'cancelled',
  'expired',
]);

export const subscriberPlans = pgTable(
  'subscriber_plans',
  {
    id: id(),
    name: text().notNull(),
    description: text().notNull().default(''),
    role: planRoleEnum().notNull(),
    price_cents: integer().notNull(),
    interval: planIntervalEnum().notNull().default('month'),
    features: jsonb().$type<string[]>().notNull().default([]),
    active: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [check('subscriber_plans_price_check', sql`${t.price_cents} >= 0`)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id),
    plan_id: integer()
      .notNull()
      .references(() => subscriberPlans.id),
    status: subscriptionStatusEnum().notNull().default('pending'),
    /** Which payment provider handles it: 'manual' (admin approves), 'auto' (demo) or 'asaas'. */
    provider: text().notNull().default('manual'),
    /** With a real provider: how it is paid, its id there (`sub_…`), and why the provider refused it. */
    method: billingMethodEnum(),
    external_id: text(),
    provider_error: text(),
    /**
     * An overdue renewal keeps access until then (docs/domain-rules.md#payments): access runs to the later
     * of this and `current_period_end`. Set and cleared only from the charges (payments/charge-state.ts).
     */
    grace_until: timestamptz(),
    /** When Ponte last read it from the provider: reconciliation visits the least recently read first. */
    provider_synced_at: timestamptz(),
    price_cents: integer().notNull(),
    current_period_start: timestamptz(),
    current_period_end: timestamptz(),
    approved_at: timestamptz(),
    approved_by: integer().references(() => users.id),
    cancelled_at: timestamptz(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.user_id, t.status),
    // At most one subscription waiting for payment per user.
    uniqueIndex('subscriptions_one_pending')
      .on(t.user_id)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('subscriptions_external_id').on(t.provider, t.external_id),
  ],
);
