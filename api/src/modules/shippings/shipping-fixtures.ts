import { count, eq } from 'drizzle-orm';
import { completeCpf, type ShippingOrderInput } from '@ponte/shared';
import type { TestApp } from '../../../test/test-app.ts';
import { activateSubscription } from '../../../test/fixtures.ts';
import { products } from '../products/products.table.ts';
import { shippingHistory, shippingOrderItems, shippingOrders, shippings } from './shippings.table.ts';

/** Test helpers for the shipment tests (kept out of the test files so several can share them). */

export type Account = Awaited<ReturnType<TestApp['signUp']>>;

/** Everyone the authorization cases need: an admin, two suppliers (in trial) and two subscribed clients. */
export async function shippingCast(t: TestApp) {
  const admin = await t.signUp('admin');
  const supplier = await t.signUp('supplier', { name: 'Casa', last_name: 'Boa' });
  const otherSupplier = await t.signUp('supplier', { name: 'Moda', last_name: 'Viva' });
  const client = await t.signUp('client', { name: 'Joana', last_name: 'Souza' });
  const otherClient = await t.signUp('client', { name: 'Carlos', last_name: 'Lima' });
  await activateSubscription(t.db, client.user);
  await activateSubscription(t.db, otherClient.user);
  return { admin, supplier, otherSupplier, client, otherClient };
}

let sku = 0;
export async function createProduct(t: TestApp, supplierId: number, fields: Partial<typeof products.$inferInsert> = {}) {
  sku += 1;
  const [row] = await t.db
    .insert(products)
    .values({ supplier_id: supplierId, name: `Produto ${sku}`, sku: `SKU-${sku}`, price_cents: 1000 + sku, stock: 10, ...fields })
    .returning();
  return row!;
}

export async function stockOf(t: TestApp, productId: number) {
  const [row] = await t.db
    .select({ stock: products.stock, reserved: products.reserved })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

export const recipient = () => ({
  name: 'Fernanda Lima',
  document: completeCpf('287465190'),
  phone: '(11) 97654-3210',
  email: 'fernanda.lima@exemplo.com.br',
});

export const address = () => ({
  postcode: '04538-133',
  address: 'Avenida Brigadeiro Faria Lima',
  number: '3477',
  complement: 'Apto 52',
  state: 'SP' as const,
  city: 'São Paulo',
  district: 'Itaim Bibi',
});

export const order = (items: { product_id: number; quantity: number }[]): ShippingOrderInput => ({
  recipient: recipient(),
  address: address(),
  items,
});

/** Row counts of every shipment table: equal before and after a refused request means nothing was written. */
export async function shippingRowCounts(t: TestApp) {
  const [[a], [b], [c], [d]] = await Promise.all([
    t.db.select({ n: count() }).from(shippings),
    t.db.select({ n: count() }).from(shippingOrders),
    t.db.select({ n: count() }).from(shippingOrderItems),
    t.db.select({ n: count() }).from(shippingHistory),
  ]);
  return { shippings: a!.n, orders: b!.n, items: c!.n, history: d!.n };
}

/**
 * The shipment endpoints through raw calls, for what `t.api` cannot send or show: bodies its types refuse,
 * the exact success status (201), an answer's keys compared whole.
 */
export function shippingApi(t: TestApp) {
  return {
    create: (token: string, body: unknown) => t.call('POST', '/api/v1/shippings', { token, body }),
    get: (token: string, id: number) => t.call('GET', `/api/v1/shippings/${id}`, { token }),
    update: (token: string, id: number, data: unknown) => t.call('PUT', `/api/v1/shippings/${id}`, { token, body: { data } }),
    list: (token: string, body: unknown = {}) => t.call('POST', '/api/v1/shippings/paginate', { token, body }),
    addOrder: (token: string, body: unknown) => t.call('POST', '/api/v1/shipping-orders', { token, body }),
  };
}
