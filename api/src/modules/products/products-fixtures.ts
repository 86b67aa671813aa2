import type { Db } from '../../db/client.ts';
import { activateSubscription } from '../../../test/fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { products } from './products.table.ts';

/** Test-only: the accounts and rows the product tests share. */

type ProductInsert = Partial<typeof products.$inferInsert>;

let counter = 0;

export async function insertProduct(db: Db, supplierId: number, fields: ProductInsert = {}) {
  counter += 1;
  const [row] = await db
    .insert(products)
    .values({ name: `Produto ${counter}`, price_cents: 1000, stock: 10, ...fields, supplier_id: supplierId })
    .returning();
  return row!;
}

export type Account = Awaited<ReturnType<TestApp['signUp']>>;

/**
 * An admin; a supplier in trial and one with a paid plan; a supplier whose trial ended long ago (inactive);
 * two subscribed clients and one without a subscription.
 */
export async function signUpCast(t: TestApp) {
  const admin = await t.signUp('admin');
  const supplier = await t.signUp('supplier');
  const otherSupplier = await t.signUp('supplier');
  await activateSubscription(t.db, otherSupplier.user);
  const lapsedSupplier = await t.signUp('supplier', { created_at: new Date(Date.now() - 30 * 86_400_000) });
  const client = await t.signUp('client');
  await activateSubscription(t.db, client.user);
  const otherClient = await t.signUp('client');
  await activateSubscription(t.db, otherClient.user);
  const unpaidClient = await t.signUp('client');
  return { admin, supplier, otherSupplier, lapsedSupplier, client, otherClient, unpaidClient };
}
export type Cast = Awaited<ReturnType<typeof signUpCast>>;
