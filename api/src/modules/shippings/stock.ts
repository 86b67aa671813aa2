import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { products } from '../products/products.table.ts';
import { subscriptionActiveSql } from '../subscriptions/subscription-state.ts';
import { users } from '../users/users.table.ts';
import { shippingOrderItems, shippingOrders } from './shippings.table.ts';

export interface StockLine {
  product_id: number;
  quantity: number;
}

export interface OrderableProduct {
  id: number;
  name: string;
  supplier_id: number;
  price_cents: number;
}

/** Quantities summed per product, in ascending product id: the one order in which rows are locked. */
function totalsByProduct(lines: readonly StockLine[]): [number, number][] {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.product_id, (totals.get(line.product_id) ?? 0) + line.quantity);
  return [...totals].sort(([a], [b]) => a - b);
}

/** The products of `ids` a client may order: in the catalogue (active, supplier's subscription active). */
export async function findOrderableProducts(db: Queryable, ids: number[], now: Date) {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      supplier_id: products.supplier_id,
      price_cents: products.price_cents,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.supplier_id))
    .where(and(inArray(products.id, ids), eq(products.status, 'active'), subscriptionActiveSql(now)));
  return new Map<number, OrderableProduct>(rows.map((row) => [row.id, row]));
}

/**
 * Takes the units in one conditional UPDATE per product, so two transactions can never both take
 * the last unit: the second waits for the first row lock and then re-checks the condition. Answers
 * each product's current price (the snapshot). A product short of stock is a 409 and the caller's
 * transaction rolls back everything it wrote.
 */
export async function reserveStock(db: Queryable, lines: readonly StockLine[]) {
  const prices = new Map<number, number>();
  for (const [id, quantity] of totalsByProduct(lines)) {
    const [row] = await db
      .update(products)
      .set({ reserved: sql`${products.reserved} + ${quantity}` })
      .where(
        and(
          eq(products.id, id),
          eq(products.status, 'active'),
          sql`${products.stock} - ${products.reserved} >= ${quantity}`,
        ),
      )
      .returning({ id: products.id, price_cents: products.price_cents });
    if (!row) throw await shortOfStock(db, id);
    prices.set(id, row.price_cents);
  }
  return prices;
}

async function shortOfStock(db: Queryable, id: number) {
  const [product] = await db
    .select({ name: products.name, status: products.status, available: sql<number>`${products.stock} - ${products.reserved}` })
    .from(products)
    .where(eq(products.id, id));
  const available = product?.status === 'active' ? Math.max(0, Number(product.available)) : 0;
  return conflict(`Estoque insuficiente para "${product?.name ?? id}": disponível ${available}.`);
}

// Floors at zero: the supplier or an ERP sync may have lowered stock below what shipments hold, and a
// shipment must still be able to ship or cancel (the CHECK would otherwise fail the whole change).

/** A cancelled shipment gives its units back. */
export async function releaseStock(db: Queryable, lines: readonly StockLine[]) {
  for (const [id, quantity] of totalsByProduct(lines)) {
    await db
      .update(products)
      .set({ reserved: sql`greatest(${products.reserved} - ${quantity}, 0)` })
      .where(eq(products.id, id));
  }
}

/** A shipped shipment's units have left: the reservation becomes consumption. */
export async function consumeStock(db: Queryable, lines: readonly StockLine[]) {
  for (const [id, quantity] of totalsByProduct(lines)) {
    await db
      .update(products)
      .set({
        stock: sql`greatest(${products.stock} - ${quantity}, 0)`,
        reserved: sql`greatest(${products.reserved} - ${quantity}, 0)`,
      })
      .where(eq(products.id, id));
  }
}

export async function shippingStockLines(db: Queryable, shippingId: number): Promise<StockLine[]> {
  return db
    .select({ product_id: shippingOrderItems.product_id, quantity: shippingOrderItems.quantity })
    .from(shippingOrderItems)
    .innerJoin(shippingOrders, eq(shippingOrders.id, shippingOrderItems.shipping_order_id))
    .where(eq(shippingOrders.shipping_id, shippingId));
}
