import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { ProductListQuerySchema, type ProductListQuery } from '@ponte/shared';
import { openDatabase, type Database } from '../../db/client.ts';
import { activateSubscription } from '../../../test/fixtures.ts';
import { freshDatabase } from '../../../test/test-app.ts';
import { seedConfigParams } from '../config/config-params.ts';
import { users } from '../users/users.table.ts';
import { listProducts, type Viewer } from './products.queries.ts';
import { products } from './products.table.ts';

/**
 * Two instances on one PostgreSQL, as two connection pools each with its own count cache (decision 035):
 * what one writes, the other's totals show at once, and totals stay exact while both write concurrently.
 * PGlite is one process, so this needs the server of TEST_DATABASE_URL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const title = serverUrl
  ? 'catalogue totals across two pools on one PostgreSQL'
  : 'catalogue totals across two pools: skipped, TEST_DATABASE_URL is unset (PGlite allows one process)';

describe.skipIf(!serverUrl)(title, () => {
  let a: Database;
  let b: Database;
  let drop = async () => {};
  let admin: Viewer;
  let client: Viewer;
  let suppliers: number[];

  beforeAll(async () => {
    const fresh = await freshDatabase();
    a = fresh.database;
    drop = fresh.drop;
    await a.migrate();
    await seedConfigParams(a.db);
    b = await openDatabase(fresh.url, { poolSize: 10 });
    const person = (role: 'admin' | 'supplier' | 'client', n: number) => ({
      name: `${role} ${n}`,
      last_name: 'Duas',
      role,
      email: `${role}${n}@dois-pools.com.br`,
      password_hash: 'x',
    });
    const inserted = await a.db
      .insert(users)
      .values([person('admin', 1), person('client', 1), person('supplier', 1), person('supplier', 2)])
      .returning();
    admin = { id: inserted[0]!.id, role: 'admin' };
    client = { id: inserted[1]!.id, role: 'client' };
    suppliers = [inserted[2]!.id, inserted[3]!.id];
    for (const user of inserted.slice(1)) await activateSubscription(a.db, user);
  }, 60_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await drop();
  });

  const bodies: ProductListQuery[] = [
    { page: 1, per_page: 10 },
    { page: 1, per_page: 10, search: 'Jarra' },
    { page: 1, per_page: 10, filter: { min_price_cents: 150 } },
  ];
  const total = async (database: Database, viewer: Viewer, body: ProductListQuery) =>
    (await listProducts(database.db, viewer, ProductListQuerySchema.parse(body), new Date())).paginate.total;
  const truth = async (viewer: Viewer, body: ProductListQuery) => {
    const conditions = [sql`true`];
    if (viewer.role === 'client') conditions.push(sql`status = 'active'`);
    if (body.search) conditions.push(sql`name ILIKE ${`%${body.search}%`}`);
    if (body.filter?.min_price_cents !== undefined) conditions.push(sql`price_cents >= ${body.filter.min_price_cents}`);
    const { rows } = await a.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM products WHERE ${sql.join(conditions, sql` AND `)}`,
    );
    return rows[0]!.n;
  };
  /** Every list, on both pools, against count(*). */
  async function expectExact() {
    for (const viewer of [admin, client]) {
      for (const body of bodies) {
        const expected = await truth(viewer, body);
        expect(await total(a, viewer, body), `A ${viewer.role} ${JSON.stringify(body)}`).toBe(expected);
        expect(await total(b, viewer, body), `B ${viewer.role} ${JSON.stringify(body)}`).toBe(expected);
      }
    }
  }

  let n = 0;
  const newProducts = (count: number, supplierId: number) =>
    Array.from({ length: count }, () => {
      n += 1;
      return { supplier_id: supplierId, name: n % 3 ? `Jarra ${n}` : `Copo ${n}`, price_cents: 100 + (n % 100) };
    });

  it('a write through one pool shows in the other pool’s next total', async () => {
    await a.db.insert(products).values(newProducts(30, suppliers[0]!));
    await expectExact();
    await b.db.insert(products).values(newProducts(7, suppliers[1]!));
    await expectExact();
    const [first] = await a.db.select({ id: products.id }).from(products).where(sql`name LIKE 'Jarra%'`).limit(1);
    await b.db.update(products).set({ name: 'Caneca' }).where(eq(products.id, first!.id));
    await expectExact();
    await b.db.update(products).set({ status: 'inactive', price_cents: 1 }).where(eq(products.supplier_id, suppliers[1]!));
    await expectExact();
  });

  it('stays exact while both pools write and read at the same time', async () => {
    const ids = (await a.db.select({ id: products.id }).from(products)).map((r) => r.id);
    const writes = [
      a.db.insert(products).values(newProducts(20, suppliers[0]!)),
      b.db.insert(products).values(newProducts(20, suppliers[1]!)),
      a.db.update(products).set({ status: 'active' }).where(eq(products.supplier_id, suppliers[1]!)),
      b.db.update(products).set({ name: 'Jarra renomeada' }).where(inArray(products.id, ids.slice(0, 5))),
      a.db.delete(products).where(inArray(products.id, ids.slice(5, 10))),
      b.db.update(products).set({ price_cents: 199 }).where(inArray(products.id, ids.slice(10, 20))),
      ...ids.slice(20, 30).map((id, i) =>
        (i % 2 ? a : b).db.update(products).set({ status: i % 4 ? 'inactive' : 'active' }).where(eq(products.id, id)),
      ),
    ];
    // Reads race the writes on both pools and fill both caches with whatever they saw.
    const reads = [a, b, a, b].flatMap((database) =>
      [admin, client].flatMap((viewer) => bodies.map((body) => total(database, viewer, body))),
    );
    await Promise.all([...writes, ...reads]);
    await expectExact();
  });
});
