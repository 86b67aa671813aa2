import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  paginateMeta,
  type Shipping,
  type ShippingDetail,
  type ShippingHistoryEntry,
  type ShippingListQuerySchema,
} from '@ponte/shared';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client.ts';
import { iso, isoOrNull } from '../../db/columns.ts';
import type { AuthUser } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { likePattern, offsetOf } from '../../lib/search.ts';
import { products } from '../products/products.table.ts';
import { users } from '../users/users.table.ts';
import { shippingHistory, shippingOrderItems, shippingOrders, shippings } from './shippings.table.ts';

/** The read side of shipments: what each role may see, as lists and as the detail page. */

const clientUser = alias(users, 'client_user');
const supplierUser = alias(users, 'supplier_user');

/** Admins see every shipment; a client their own; a supplier those addressed to them. */
export function shippingScope(actor: AuthUser): SQL | undefined {
  if (actor.role === 'admin') return undefined;
  return actor.role === 'client' ? eq(shippings.client_id, actor.id) : eq(shippings.supplier_id, actor.id);
}

const itemsSum = (expression: string) =>
  sql<number>`(SELECT coalesce(sum(${sql.raw(expression)}), 0) FROM shipping_order_items i
    JOIN shipping_orders o ON o.id = i.shipping_order_id WHERE o.shipping_id = ${shippings.id})`.mapWith(Number);

const listColumns = {
  id: shippings.id,
  status: shippings.status,
  payment_status: shippings.payment_status,
  paid_at: shippings.paid_at,
  notes: shippings.notes,
  created_at: shippings.created_at,
  updated_at: shippings.updated_at,
  client_id: shippings.client_id,
  client_name: clientUser.name,
  client_last_name: clientUser.last_name,
  supplier_id: shippings.supplier_id,
  supplier_name: supplierUser.name,
  supplier_last_name: supplierUser.last_name,
  orders_count: sql<number>`(SELECT count(*) FROM shipping_orders o WHERE o.shipping_id = ${shippings.id})`.mapWith(
    Number,
  ),
  items_count: itemsSum('i.quantity'),
  total_cents: itemsSum('i.quantity::bigint * i.unit_price_cents'),
};

function selectShippings(db: Queryable) {
  return db
    .select(listColumns)
    .from(shippings)
    .innerJoin(clientUser, eq(clientUser.id, shippings.client_id))
    .innerJoin(supplierUser, eq(supplierUser.id, shippings.supplier_id));
}

type ListRow = Awaited<ReturnType<ReturnType<typeof selectShippings>['execute']>>[number];

function toShipping(row: ListRow): Shipping {
  return {
    id: row.id,
    client: { id: row.client_id, name: row.client_name, last_name: row.client_last_name },
    supplier: { id: row.supplier_id, name: row.supplier_name, last_name: row.supplier_last_name },
    status: row.status,
    payment_status: row.payment_status,
    paid_at: isoOrNull(row.paid_at),
    notes: row.notes,
    orders_count: row.orders_count,
    items_count: row.items_count,
    total_cents: row.total_cents,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

const sortColumns = { id: shippings.id, created_at: shippings.created_at, status: shippings.status } as const;

/** Search matches a recipient's name, a tracking code, or the shipment's number ("12" or "#12"). */
function searchCondition(search: string): SQL {
  const pattern = likePattern(search);
  const matches: SQL[] = [
    sql`EXISTS (SELECT 1 FROM shipping_orders o WHERE o.shipping_id = ${shippings.id}
      AND (o.recipient_name ILIKE ${pattern} OR o.tracking_code ILIKE ${pattern}))`,
  ];
  const number = search.replace(/^#/, '');
  if (/^\d{1,9}$/.test(number)) matches.push(eq(shippings.id, Number(number)));
  return or(...matches)!;
}

export async function listShippings(db: Db, actor: AuthUser, query: z.output<typeof ShippingListQuerySchema>) {
  const where: (SQL | undefined)[] = [shippingScope(actor)];
  if (query.search) where.push(searchCondition(query.search));
  const filter = query.filter ?? {};
  if (filter.status) where.push(eq(shippings.status, filter.status));
  if (filter.payment_status) where.push(eq(shippings.payment_status, filter.payment_status));
  if (filter.client_id) where.push(eq(shippings.client_id, filter.client_id));
  if (filter.supplier_id) where.push(eq(shippings.supplier_id, filter.supplier_id));
  const condition = and(...where);

  const direction = query.order === 'desc' ? desc : asc;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    selectShippings(db)
      .where(condition)
      .orderBy(direction(sortColumns[query.sort ?? 'id']), direction(shippings.id))
      .limit(query.per_page)
      .offset(offsetOf(query.page, query.per_page)),
    db.select({ total: count() }).from(shippings).where(condition),
  ]);
  return {
    result: {
      shippings: rows.map(toShipping),
      paginate: paginateMeta(query.page, query.per_page, Number(total)),
    },
  };
}

/** The detail of a shipment the actor may see; anything else answers like a missing one. */
export async function getShippingDetail(db: Queryable, actor: AuthUser, id: number): Promise<ShippingDetail> {
  const [row] = await selectShippings(db).where(and(eq(shippings.id, id), shippingScope(actor)));
  if (!row) throw notFound();
  const orders = await db.select().from(shippingOrders).where(eq(shippingOrders.shipping_id, id)).orderBy(shippingOrders.id);
  const items = await db
    .select({
      id: shippingOrderItems.id,
      order_id: shippingOrderItems.shipping_order_id,
      quantity: shippingOrderItems.quantity,
      unit_price_cents: shippingOrderItems.unit_price_cents,
      product: { id: products.id, name: products.name, sku: products.sku, images: products.images },
    })
    .from(shippingOrderItems)
    .innerJoin(shippingOrders, eq(shippingOrders.id, shippingOrderItems.shipping_order_id))
    .innerJoin(products, eq(products.id, shippingOrderItems.product_id))
    .where(eq(shippingOrders.shipping_id, id))
    .orderBy(shippingOrderItems.id);
  const history = await db
    .select({ entry: shippingHistory, by_name: users.name })
    .from(shippingHistory)
    .leftJoin(users, eq(users.id, shippingHistory.by))
    .where(eq(shippingHistory.shipping_id, id))
    .orderBy(shippingHistory.at, shippingHistory.id);

  return {
    ...toShipping(row),
    orders: orders.map((order) => {
      const own = items
        .filter((item) => item.order_id === order.id)
        .map(({ order_id: _order, ...item }) => ({ ...item, subtotal_cents: item.quantity * item.unit_price_cents }));
      return {
        id: order.id,
        recipient: {
          name: order.recipient_name,
          document: order.recipient_document,
          phone: order.recipient_phone,
          email: order.recipient_email,
        },
        address: {
          postcode: order.postcode,
          address: order.address,
          number: order.number,
          complement: order.complement,
          state: order.state,
          city: order.city,
          district: order.district,
        },
        tracking_code: order.tracking_code,
        carrier: order.carrier,
        items: own,
        items_count: own.reduce((sum, item) => sum + item.quantity, 0),
        total_cents: own.reduce((sum, item) => sum + item.subtotal_cents, 0),
        created_at: iso(order.created_at),
      };
    }),
    history: history.map(({ entry, by_name }) => ({
      at: iso(entry.at),
      by: entry.by_system ? ('system' as const) : entry.by !== null && by_name !== null ? { id: entry.by, name: by_name } : null,
      field: entry.field as ShippingHistoryEntry['field'],
      from: entry.from,
      to: entry.to,
      note: entry.note,
    })),
  };
}
