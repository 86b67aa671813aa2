import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CHARGE_STATES } from '@ponte/shared';
import { createdAt, id, timestamptz, updatedAt } from '../../../db/columns.ts';
import { users } from '../../users/users.table.ts';
import { billingMethodEnum, subscriptions } from '../subscriptions.table.ts';

export const chargeStateEnum = pgEnum('charge_state', CHARGE_STATES);

/** A user's customer at the provider (`cus_…`), made once from the profile's CPF/CNPJ and reused. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    user_id: integer()
      .primaryKey()
      .references(() => users.id),
    provider: text().notNull(),
    external_id: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('payment_customers_external').on(t.provider, t.external_id)],
);

/**
 * One charge of a subscription as the provider last told it (re-read from the provider, never taken from a
 * webhook's body). The subscription's access is derived from these rows alone (payments/charge-state.ts).
 */
export const paymentCharges = pgTable(
  'payment_charges',
  {
    id: id(),
    subscription_id: integer()
      .notNull()
      .references(() => subscriptions.id),
    /** The provider's id (`pay_…`). */
    external_id: text().notNull(),
    provider_status: text().notNull(),
    state: chargeStateEnum().notNull(),
    /**
     * When the facts stored were read from the provider (taken before the request): a read that started
     * earlier than the stored one never overwrites it, so two syncs racing cannot move a charge backwards.
     */
    provider_read_at: timestamptz().notNull(),
    /** When `state` last changed, as Ponte saw it: a refund ends access from then. */
    state_changed_at: timestamptz().notNull(),
    method: billingMethodEnum(),
    value_cents: integer().notNull(),
    due_date: date({ mode: 'string' }).notNull(),
    paid_at: timestamptz(),
    /** The period the charge pays for: from its due date, one plan interval long. */
    period_start: timestamptz().notNull(),
    period_end: timestamptz().notNull(),
    invoice_url: text(),
    boleto_url: text(),
    receipt_url: text(),
    /** How to pay it, fetched once while it is open: the Pix QR (base64 PNG) and code, the boleto's line. */
    pix_image: text(),
    pix_payload: text(),
    pix_expires_at: timestamptz(),
    boleto_line: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_charges_external').on(t.external_id),
    index('payment_charges_subscription').on(t.subscription_id, t.due_date),
    index('payment_charges_state').on(t.state, t.due_date),
  ],
);

/**
 * The provider's webhook deliveries, stored before anything else (docs/payments-asaas.md#webhooks): a repeated
 * event id is a no-op, and a job applies each one after the 200.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: id(),
    event_id: text().notNull(),
    event: text().notNull(),
    /** The payment or subscription the event names (`pay_…`, `sub_…`), read again before acting. */
    resource_id: text(),
    payload: jsonb().notNull(),
    received_at: timestamptz().notNull(),
    processed_at: timestamptz(),
    /** `applied`, `ignored` (an event Ponte does not act on, or about nothing it knows). */
    outcome: text(),
  },
  (t) => [
    uniqueIndex('payment_webhook_events_event_id').on(t.event_id),
    index('payment_webhook_events_unprocessed')
      .on(t.received_at)
      .where(sql`${t.processed_at} IS NULL`),
  ],
);
