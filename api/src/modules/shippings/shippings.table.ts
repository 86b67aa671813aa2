import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from '../../db/columns.ts';
import { products } from '../products/products.table.ts';
import { users } from '../users/users.table.ts';

export const shippingStatusEnum = pgEnum('shipping_status', [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
]);
export const paymentStatusEnum = pgEnum('payment_status', ['unpaid', 'paid']);

/** A shipment (remessa): one client, one supplier, one or more orders. */
export const shippings = pgTable(
  'shippings',
  {
    id: id(),
    client_id: integer()
      .notNull()
      .references(() => users.id),
    supplier_id: integer()
      .notNull()
      .references(() => users.id),
    status: shippingStatusEnum().notNull().default('pending'),
    payment_status: paymentStatusEnum().notNull().default('unpaid'),
    paid_at: timestamptz(),
    notes: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('shippings_client_idx').on(t.client_id, t.id),
    index('shippings_supplier_idx').on(t.supplier_id, t.id),
    index('shippings_status_idx').on(t.status),
  ],
);

/** One package to one recipient. */
export const shippingOrders = pgTable(
  'shipping_orders',
  {
    id: id(),
    shipping_id: integer()
      .notNull()
      .references(() => shippings.id),
    recipient_name: text().notNull(),
    recipient_document: text().notNull(),
    recipient_phone: text(),
    recipient_email: text(),
    postcode: text().notNull(),
    address: text().notNull(),
    number: text().notNull(),
    complement: text(),
    state: text().notNull(),
    city: text().notNull(),
    district: text().notNull(),
    tracking_code: text(),
    carrier: text(),
    created_at: createdAt(),
  },
  (t) => [index('shipping_orders_shipping_idx').on(t.shipping_id)],
);

export const shippingOrderItems = pgTable(
  'shipping_order_items',
  {
    id: id(),
    shipping_order_id: integer()
      .notNull()
      .references(() => shippingOrders.id),
    product_id: integer()
      .notNull()
      .references(() => products.id),
    quantity: integer().notNull(),
    /** Price snapshot at order time. */
    unit_price_cents: integer().notNull(),
  },
  (t) => [
    check('shipping_order_items_quantity_check', sql`${t.quantity} > 0`),
    index('shipping_order_items_order_idx').on(t.shipping_order_id),
    index('shipping_order_items_product_idx').on(t.product_id),
  ],
);

/** Every status or payment change: `{at, by, from, to, note}`; `by_system` marks automatic ones (no author). */
export const shippingHistory = pgTable(
  'shipping_history',
  {
    id: id(),
    shipping_id: integer()
      .notNull()
      .references(() => shippings.id),
    at: createdAt(),
    by: integer().references(() => users.id),
    by_system: boolean().notNull().default(false),
    field: text().notNull().default('status'),
    from: text(),
    to: text().notNull(),
    note: text(),
  },
  (t) => [
    index('shipping_history_shipping_idx').on(t.shipping_id),
    check('shipping_history_by_system_check', sql`NOT (${t.by_system} AND ${t.by} IS NOT NULL)`),
  ],
);
