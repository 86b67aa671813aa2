import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedConfigParams } from '../modules/config/config-params.ts';
import { users } from '../modules/users/users.table.ts';
import { openDatabase, type Database } from './client.ts';
import { CATALOGUE_CHANGES_FOR_VACUUM, keepStatisticsFresh, maintainStaleTables } from './pglite-analyze.ts';

/**
 * PGlite's own maintenance (decision 035): what autovacuum would do, done by the app. What shows is what
 * the planner and the trigram index get: statistics, the table's row estimate, all-visible pages.
 */
let database: Database;
let supplierId: number;

beforeAll(async () => {
  database = await openDatabase('memory://');
  await database.migrate();
  await seedConfigParams(database.db);
  const [supplier] = await database.db
    .insert(users)
    .values({ name: 'F', last_name: 'M', role: 'supplier', email: 'manutencao@ponte.local', password_hash: 'x' })
    .returning();
  supplierId = supplier!.id;
});
afterAll(() => database.close());

const addProducts = (count: number) =>
  database.db.execute(sql`
    INSERT INTO products (supplier_id, name, price_cents)
    SELECT ${supplierId}, 'Produto ' || g, 100 FROM generate_series(1, ${count}) AS g`);

async function productsTable() {
  const { rows } = await database.db.execute<{ reltuples: number; relallvisible: number; stats: number }>(sql`
    SELECT c.reltuples::float8 AS reltuples, c.relallvisible::int AS relallvisible,
      (SELECT count(*)::int FROM pg_stats s WHERE s.tablename = 'products') AS stats
    FROM pg_class c WHERE c.oid = 'public.products'::regclass`);
  return rows[0]!;
}

describe('PGlite maintenance', () => {
  it('vacuums and analyzes the tables that changed, and leaves alone those that did not', async () => {
    await addProducts(3000);
    expect((await productsTable()).stats).toBe(0);
    const done = await maintainStaleTables(database.db, (error) => {
      throw error;
    });
    expect(done).toContain('public.products');
    const after = await productsTable();
    expect(after.stats).toBeGreaterThan(0);
    expect(after.reltuples).toBe(3000);
    expect(after.relallvisible).toBeGreaterThan(0);
    // Nothing changed since: a second pass (a restart) maintains nothing.
    expect(await maintainStaleTables(database.db, () => {})).toEqual([]);
  });

  it('vacuums products soon after a bulk change, without waiting for the periodic pass', async () => {
    const errors: unknown[] = [];
    // The periodic pass only at start (an hour apart); the catalogue watcher every 20 ms.
    const maintenance = keepStatisticsFresh(database.db, (error) => errors.push(error), 3_600_000, 20);
    try {
      // The first pass at start reads the change counter; then one bulk insert past the change threshold.
      await maintenance.settled();
      expect((await productsTable()).reltuples).toBe(3000);
      await addProducts(CATALOGUE_CHANGES_FOR_VACUUM + 200);
      const expected = 3200 + CATALOGUE_CHANGES_FOR_VACUUM;
      await vi.waitFor(async () => expect((await productsTable()).reltuples).toBe(expected), {
        timeout: 20_000,
        interval: 50,
      });
    } finally {
      await maintenance.stop();
    }
    expect(errors).toEqual([]);
  });
});
