import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ProductListQuery } from '@ponte/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { subscriptions } from '../subscriptions/subscriptions.table.ts';
import { users } from '../users/users.table.ts';
import { insertProduct, signUpCast, type Cast } from './products-fixtures.ts';
import { productCounts, products, selections } from './products.table.ts';

/**
 * Decision 035: totals come from trigger-kept counters and a versioned count cache, and a page past the
 * middle is read from the other end. Every answer here is compared with a real count(*) or a plain
 * OFFSET query over the same rows: a counter, a cache entry or a reversed page that went wrong shows.
 */
let t: TestApp;
let cast: Cast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await signUpCast(t);
});
afterAll(() => t.close());

const list = (token: string, body: ProductListQuery) => t.api(token).products.paginate(body);
const totalOf = async (token: string, body: ProductListQuery) => (await list(token, body)).paginate.total;

/** What the counters say, per supplier, next to what the table holds. */
async function countersAndTruth() {
  const counters = await t.db.select().from(productCounts);
  const { rows } = await t.db.execute<{ supplier_id: number; active: number; inactive: number }>(sql`
    SELECT supplier_id, (count(*) FILTER (WHERE status = 'active'))::int AS active,
      (count(*) FILTER (WHERE status = 'inactive'))::int AS inactive
    FROM products GROUP BY supplier_id`);
  const truth = new Map(rows.map((r) => [Number(r.supplier_id), { active: r.active, inactive: r.inactive }]));
  const kept = new Map(
    counters
      .filter((c) => c.active !== 0 || c.inactive !== 0 || truth.has(c.supplier_id))
      .map((c) => [c.supplier_id, { active: Number(c.active), inactive: Number(c.inactive) }]),
  );
  return { kept: Object.fromEntries(kept), truth: Object.fromEntries(truth) };
}

describe('per-supplier counters kept by triggers', () => {
  it('stay equal to count(*) through concurrent inserts, upserts, updates, status changes and deletes', async () => {
    const suppliers = [cast.supplier.user.id, cast.otherSupplier.user.id, cast.lapsedSupplier.user.id];
    const writes: Promise<unknown>[] = [];
    for (let round = 0; round < 6; round += 1) {
      for (const [i, supplierId] of suppliers.entries()) {
        writes.push(
          t.db.insert(products).values(
            Array.from({ length: 5 }, (_, n) => ({
              supplier_id: supplierId,
              name: `Lote ${round}-${i}-${n}`,
              price_cents: 100 + n,
              external_id: `ext-${round}-${i}-${n}`,
              status: n % 3 === 0 ? ('inactive' as const) : ('active' as const),
            })),
          ),
        );
      }
    }
    await Promise.all(writes);
    // An upsert (Bling's page write): some rows inserted, some updated with a new status, in one statement.
    await t.db
      .insert(products)
      .values([
        { supplier_id: suppliers[0]!, name: 'Reenviado', price_cents: 1, external_id: 'ext-0-0-0', status: 'active' },
        { supplier_id: suppliers[0]!, name: 'Novo no lote', price_cents: 1, external_id: 'ext-novo', status: 'inactive' },
      ])
      .onConflictDoUpdate({
        target: [products.supplier_id, products.external_id],
        targetWhere: sql`${products.external_id} IS NOT NULL`,
        set: { status: sql`excluded.status`, name: sql`excluded.name` },
      });
    const mine = await t.db.select({ id: products.id, supplier_id: products.supplier_id }).from(products);
    const ids = mine.map((p) => p.id);
    await Promise.all([
      // Status flips, a move to another supplier, stock-only changes (left out of `changes`), deletes.
      t.db.update(products).set({ status: 'inactive' }).where(inArray(products.id, ids.slice(0, 10))),
      t.db.update(products).set({ status: 'active' }).where(inArray(products.id, ids.slice(10, 20))),
      t.db.update(products).set({ supplier_id: suppliers[1]! }).where(inArray(products.id, ids.slice(20, 25))),
      t.db.update(products).set({ stock: 99, reserved: 1 }).where(inArray(products.id, ids.slice(25, 40))),
      t.db.delete(products).where(inArray(products.id, ids.slice(40, 50))),
      ...ids.slice(50, 60).map((id, n) =>
        t.db.update(products).set({ status: n % 2 ? 'inactive' : 'active' }).where(eq(products.id, id)),
      ),
    ]);
    const { kept, truth } = await countersAndTruth();
    expect(kept).toEqual(truth);
  });

  it('a rolled-back write leaves the counters as they were', async () => {
    const before = await countersAndTruth();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(products).values({ supplier_id: cast.supplier.user.id, name: 'Desfeito', price_cents: 1 });
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    expect(await countersAndTruth()).toEqual(before);
  });
});

describe('exact totals through the API', () => {
  const catalogueCount = async (extra = sql`true`) => {
    const { rows } = await t.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM products p JOIN users u ON u.id = p.supplier_id
      WHERE p.status = 'active' AND u.id IN (${sql.join(
        [cast.supplier.user.id, cast.otherSupplier.user.id].map((id) => sql`${id}`),
        sql`, `,
      )}) AND ${extra}`);
    return rows[0]!.n;
  };

  it('match count(*) for every role, search and filter, and follow each kind of write at once', async () => {
    const admin = cast.admin.token;
    const client = cast.client.token;
    const supplier = cast.supplier.token;
    const search = { page: 1, per_page: 5, search: 'Garrafa' } as const;
    const count = async (where: ReturnType<typeof sql>) =>
      (await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products WHERE ${where}`)).rows[0]!.n;

    // The cache is warm for each of these before every write below: a stale entry would answer wrong.
    const check = async () => {
      expect(await totalOf(admin, { page: 1, per_page: 5 })).toBe(await count(sql`true`));
      expect(await totalOf(admin, { page: 1, per_page: 5, filter: { status: 'inactive' } })).toBe(
        await count(sql`status = 'inactive'`),
      );
      expect(await totalOf(supplier, { page: 1, per_page: 5 })).toBe(
        await count(sql`supplier_id = ${cast.supplier.user.id}`),
      );
      expect(await totalOf(client, { page: 1, per_page: 5 })).toBe(await catalogueCount());
      expect(await totalOf(client, search)).toBe(await catalogueCount(sql`p.name ILIKE '%Garrafa%'`));
      expect(await totalOf(admin, search)).toBe(await count(sql`name ILIKE '%Garrafa%'`));
      expect(await totalOf(client, { page: 1, per_page: 5, filter: { category: 'Cozinha' } })).toBe(
        await catalogueCount(sql`p.category = 'Cozinha'`),
      );
      expect(await totalOf(client, { page: 1, per_page: 5, filter: { marked: true } })).toBe(
        await catalogueCount(
          sql`EXISTS (SELECT 1 FROM selections s WHERE s.product_id = p.id AND s.client_id = ${cast.client.user.id})`,
        ),
      );
      expect(await totalOf(client, { page: 1, per_page: 5, filter: { in_stock: true } })).toBe(
        await catalogueCount(sql`p.stock - p.reserved > 0`),
      );
    };

    const garrafa = await insertProduct(t.db, cast.supplier.user.id, { name: 'Garrafa Térmica', category: 'Cozinha' });
    await insertProduct(t.db, cast.otherSupplier.user.id, { name: 'Garrafa de Vidro' });
    await check();
    // A new match, a rename out of the search, a status change, a category change.
    await insertProduct(t.db, cast.otherSupplier.user.id, { name: 'Garrafa Squeeze', category: 'Cozinha' });
    await check();
    await t.db.update(products).set({ name: 'Caneca' }).where(eq(products.id, garrafa.id));
    await check();
    await t.db.update(products).set({ name: 'Garrafa outra vez', status: 'inactive' }).where(eq(products.id, garrafa.id));
    await check();
    await t.db.update(products).set({ status: 'active', category: 'Mesa' }).where(eq(products.id, garrafa.id));
    await check();
    // The client's own marks.
    expect(await t.api(client).products.markUnmark({ product_id: garrafa.id })).toMatchObject({ marked: true });
    await check();
    // Stock: never cached, always counted.
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, garrafa.id));
    await check();
    // The supplier deactivated, then back; its subscription gone (the trial long over), then back.
    await t.db.update(users).set({ active: false }).where(eq(users.id, cast.otherSupplier.user.id));
    const hidden = await totalOf(client, search);
    expect(hidden).toBe(
      (await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products
        WHERE supplier_id = ${cast.supplier.user.id} AND status = 'active' AND name ILIKE '%Garrafa%'`)).rows[0]!.n,
    );
    await t.db.update(users).set({ active: true }).where(eq(users.id, cast.otherSupplier.user.id));
    await check();
    await t.db.update(users).set({ created_at: new Date(Date.now() - 60 * 86_400_000) }).where(eq(users.id, cast.otherSupplier.user.id));
    await t.db
      .update(subscriptions)
      .set({ current_period_end: new Date(Date.now() - 86_400_000) })
      .where(eq(subscriptions.user_id, cast.otherSupplier.user.id));
    expect(await totalOf(client, search)).toBe(hidden);
    await t.db
      .update(subscriptions)
      .set({ current_period_end: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(subscriptions.user_id, cast.otherSupplier.user.id));
    await check();
    // A delete.
    await t.db.delete(selections).where(and(eq(selections.client_id, cast.client.user.id), eq(selections.product_id, garrafa.id)));
    await t.db.delete(products).where(eq(products.id, garrafa.id));
    await check();
  });
});

describe('pages read from the other end', () => {
  it('are the same rows, in the same order, as a plain OFFSET over the whole list', async () => {
    const supplierId = cast.supplier.user.id;
    for (let n = 0; n < 23; n += 1) {
      await insertProduct(t.db, supplierId, { name: n % 2 ? `Panela ${n}` : `Copo ${n}`, price_cents: 500 + ((n * 7) % 11) });
    }
    const bodies: ProductListQuery[] = [];
    for (const order of ['asc', 'desc'] as const) {
      for (const sort of ['id', 'name', 'price_cents'] as const) {
        bodies.push({ page: 1, per_page: 4, order, sort });
        bodies.push({ page: 1, per_page: 4, order, sort, search: 'Panela' });
      }
    }
    for (const body of bodies) {
      const first = await list(cast.supplier.token, body);
      const { last_page: lastPage, total } = first.paginate;
      expect(total).toBeGreaterThan(8);
      // Every id of the list, page after page, must be the list read at once (oracle: one plain query).
      const seen: number[] = [];
      for (let page = 1; page <= lastPage + 1; page += 1) {
        const res = await list(cast.supplier.token, { ...body, page });
        expect(res.paginate.total).toBe(total);
        seen.push(...res.products.map((p) => p.id));
      }
      const column = body.sort === 'name' ? sql`name` : body.sort === 'price_cents' ? sql`price_cents` : sql`id`;
      const dir = body.order === 'desc' ? sql`DESC` : sql`ASC`;
      const { rows } = await t.db.execute<{ id: number }>(sql`
        SELECT id FROM products WHERE supplier_id = ${supplierId}
        ${body.search ? sql`AND name ILIKE ${`%${body.search}%`}` : sql``}
        ORDER BY ${column} ${dir}, id ${dir}`);
      expect(seen, JSON.stringify(body)).toEqual(rows.map((r) => Number(r.id)));
    }
  });

  it('stay right when the list changed since the last total (the guess of where a page lies is checked)', async () => {
    const supplierId = cast.otherSupplier.user.id;
    for (let n = 0; n < 11; n += 1) await insertProduct(t.db, supplierId);
    const ids = async () =>
      (await t.db.execute<{ id: number }>(sql`SELECT id FROM products WHERE supplier_id = ${supplierId} ORDER BY id DESC`)).rows.map(
        (r) => Number(r.id),
      );
    const lastPage = async () => {
      const first = await list(cast.otherSupplier.token, { page: 1, per_page: 3, order: 'desc' });
      return { first, last: await list(cast.otherSupplier.token, { page: first.paginate.last_page, per_page: 3, order: 'desc' }) };
    };
    const pageOf = async (page: number) => (await ids()).slice((page - 1) * 3, page * 3);
    const before = await lastPage();
    const last = before.first.paginate.last_page;
    expect(before.last.products.map((p) => p.id)).toEqual(await pageOf(last));
    // Two more products: the remembered total is now 2 short, and every page past the middle moves.
    await insertProduct(t.db, supplierId);
    await insertProduct(t.db, supplierId);
    const deep = await list(cast.otherSupplier.token, { page: last, per_page: 3, order: 'desc' });
    expect(deep.paginate.total).toBe((await ids()).length);
    expect(deep.products.map((p) => p.id)).toEqual(await pageOf(last));
    await t.db.delete(products).where(eq(products.id, (await ids())[0]!));
    const after = await list(cast.otherSupplier.token, { page: last, per_page: 3, order: 'desc' });
    expect(after.paginate.total).toBe((await ids()).length);
    expect(after.products.map((p) => p.id)).toEqual(await pageOf(last));
  });
});
