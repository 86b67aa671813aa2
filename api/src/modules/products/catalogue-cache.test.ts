import pg from 'pg';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateSubscription } from '../../../test/fixtures.ts';
import { createTestApp, createTwoServers, type TestApp } from '../../../test/test-app.ts';
import { keptAndRead, keptOnceQuiet } from '../../../test/kept-counts.ts';
import { insertProduct, type Account } from './products-fixtures.ts';
import { products } from './products.table.ts';

/**
 * Catalogue pages kept in memory (decision 076) never answer what the database no longer says: every
 * write that changes a page, and the clock ending a supplier's trial, is seen by the very next request on
 * this server, and within moments on another.
 */
const DAY = 86_400_000;

const pageCounts = () => keptAndRead('catalogue_pages_total');

describe('catalogue pages kept on one server', () => {
  let t: TestApp;
  let admin: Account;
  let client: Account;
  let otherClient: Account;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp('admin');
    client = await t.signUp('client');
    await activateSubscription(t.db, client.user);
    otherClient = await t.signUp('client');
    await activateSubscription(t.db, otherClient.user);
  });
  afterAll(() => t.close());

  /** A supplier of their own with a paid plan (or in the trial given by `created_at`), so pages do not mix. */
  async function supplierWith(count: number, fields: Parameters<TestApp['signUp']>[1] = {}) {
    const supplier = await t.signUp('supplier', fields);
    if (!fields.created_at) await activateSubscription(t.db, supplier.user);
    const rows = [];
    for (let n = 0; n < count; n += 1) rows.push(await insertProduct(t.db, supplier.user.id));
    return { supplier, rows };
  }
  const pageOf = (token: string, supplierId: number) =>
    t.api(token).products.paginate({ page: 1, per_page: 10, filter: { supplier_id: supplierId } });
  /** The same page twice: the second is answered from memory. */
  const warm = async (token: string, supplierId: number) => {
    await pageOf(token, supplierId);
    return pageOf(token, supplierId);
  };

  it('reads a page once while nothing changes, and answers the same JSON from memory', async () => {
    const { supplier } = await supplierWith(3);
    const before = await pageCounts();
    const answers = [];
    for (let n = 0; n < 5; n += 1) answers.push(await pageOf(client.token, supplier.user.id));
    const after = await pageCounts();
    expect(after.read - before.read).toBe(1);
    expect(after.kept - before.kept).toBe(4);
    expect(answers[4]).toEqual(answers[0]);
    expect(answers[0]!.paginate.total).toBe(3);
  });

  it("shows a product's new price, stock, removal or a new product on the very next page", async () => {
    const { supplier, rows } = await supplierWith(2);
    const [first, second] = rows;
    await warm(client.token, supplier.user.id);

    await t.api(supplier.token).products.update(first!.id, { price_cents: 4321 });
    let page = await pageOf(client.token, supplier.user.id);
    expect(page.products.find((p) => p.id === first!.id)?.price_cents).toBe(4321);

    // What a shipment does: units reserved, fewer available.
    await t.db.update(products).set({ reserved: 4 }).where(eq(products.id, second!.id));
    page = await pageOf(client.token, supplier.user.id);
    expect(page.products.find((p) => p.id === second!.id)?.available).toBe(6);

    const added = await insertProduct(t.db, supplier.user.id);
    page = await pageOf(client.token, supplier.user.id);
    expect(page.paginate.total).toBe(3);
    expect(page.products.map((p) => p.id)).toContain(added.id);

    await t.api(supplier.token).products.remove(added.id);
    page = await pageOf(client.token, supplier.user.id);
    expect(page.paginate.total).toBe(2);
    expect(page.products.map((p) => p.id)).not.toContain(added.id);
  });

  it("shows a client's mark and price on their next page, and keeps the other clients' pages", async () => {
    const { supplier, rows } = await supplierWith(1);
    const product = rows[0]!;
    await warm(client.token, supplier.user.id);
    await warm(otherClient.token, supplier.user.id);
    // The admin's view of this client's selection is forgotten with it.
    const selectedBy = () =>
      t.api(admin.token).products.paginate({ page: 1, per_page: 10, filter: { selected_by: client.user.id } });
    const selectedBefore = (await selectedBy()).paginate.total;
    await selectedBy();

    await t.api(client.token).products.markUnmark({ product_id: product.id });
    const mine = await pageOf(client.token, supplier.user.id);
    expect(mine.products[0]).toMatchObject({ id: product.id, marked: true, sale_price_cents: null });
    expect((await selectedBy()).paginate.total).toBe(selectedBefore + 1);

    const before = await pageCounts();
    const theirs = await pageOf(otherClient.token, supplier.user.id);
    expect(theirs.products[0]).toMatchObject({ id: product.id, marked: false });
    expect((await pageCounts()).kept - before.kept).toBe(1);

    await t.api(client.token).products.setPrice({ product_id: product.id, sale_price_cents: 2500 });
    expect((await pageOf(client.token, supplier.user.id)).products[0]).toMatchObject({ sale_price_cents: 2500 });
  });

  it("hides a supplier's products at the hour their trial ends, and at once when the admin changes it", async () => {
    const now = t.clock.now.getTime();
    // Trials last 7 days: this one ends in 30 s, the other in two days.
    const { supplier: ending } = await supplierWith(2, { created_at: new Date(now - 7 * DAY + 30_000) });
    const { supplier: trialing } = await supplierWith(1, { created_at: new Date(now - 5 * DAY) });
    expect((await warm(client.token, ending.user.id)).paginate.total).toBe(2);
    expect((await warm(client.token, trialing.user.id)).paginate.total).toBe(1);
    t.clock.now = new Date(now + 31_000);
    try {
      expect((await pageOf(client.token, ending.user.id)).paginate.total).toBe(0);
      expect((await pageOf(client.token, trialing.user.id)).paginate.total).toBe(1);
      const trialDays = (await t.api(admin.token).config.list()).data.find((v) => v.code === 'trial_days')!;
      await t.api(admin.token).config.update(trialDays.id!, 4);
      expect((await pageOf(client.token, trialing.user.id)).paginate.total).toBe(0);
      await t.api(admin.token).config.update(trialDays.id!, 7);
      expect((await pageOf(client.token, trialing.user.id)).paginate.total).toBe(1);
    } finally {
      t.clock.now = new Date();
    }
  });

  it("hides a supplier's products the moment the admin deactivates them, and shows a new subscriber's", async () => {
    const { supplier } = await supplierWith(2);
    expect((await warm(client.token, supplier.user.id)).paginate.total).toBe(2);
    await t.api(admin.token).users.remove(supplier.user.id);
    expect((await pageOf(client.token, supplier.user.id)).paginate.total).toBe(0);

    const { supplier: lapsed } = await supplierWith(1, { created_at: new Date(Date.now() - 30 * DAY) });
    expect((await warm(client.token, lapsed.user.id)).paginate.total).toBe(0);
    await activateSubscription(t.db, lapsed.user);
    expect((await pageOf(client.token, lapsed.user.id)).paginate.total).toBe(1);
  });

  it('answers the last write after writes raced with reads of the same page', async () => {
    const { supplier, rows } = await supplierWith(1);
    const product = rows[0]!;
    const price = (cents: number) => t.api(supplier.token).products.update(product.id, { price_cents: cents });
    for (let round = 1; round <= 10; round += 1) {
      // Nothing kept: these reads go to the database, and some of them overlap the write that follows.
      await price(2000 + round);
      const inFlight = Array.from({ length: 20 }, () => pageOf(client.token, supplier.user.id));
      await price(1000 + round);
      // They may show either price; none may leave the older one kept.
      await Promise.all(inFlight);
      const after = await Promise.all(Array.from({ length: 10 }, () => pageOf(client.token, supplier.user.id)));
      expect(after.map((page) => page.products[0]!.price_cents)).toEqual(Array(10).fill(1000 + round));
    }
  });
});

/**
 * Two servers on one PostgreSQL, each keeping its own pages: what is written through one, or by an
 * operator's SQL, the other shows within moments. PGlite is one process.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const twoServers = serverUrl
  ? 'catalogue pages kept on two servers of one PostgreSQL'
  : 'catalogue pages kept on two servers: skipped, TEST_DATABASE_URL is unset (PGlite allows one process)';

describe.skipIf(!serverUrl)(twoServers, () => {
  let servers: Awaited<ReturnType<typeof createTwoServers>>;
  let a: TestApp;
  let b: TestApp;
  let url: string;

  beforeAll(async () => {
    servers = await createTwoServers();
    ({ a, b, url } = servers);
  }, 60_000);

  afterAll(() => servers?.close());

  /** Another server hears a change within moments, not at once: it is told over its own connection. */
  const soon = { timeout: 5000, interval: 20 };

  it('shows on one server a price written through the other, a mark, and an operator’s SQL', async () => {
    const supplier = await a.signUp('supplier');
    await activateSubscription(a.db, supplier.user);
    const product = await insertProduct(a.db, supplier.user.id);
    const client = await a.signUp('client');
    await activateSubscription(a.db, client.user);
    const onB = async () =>
      (await b.api(client.token).products.paginate({ page: 1, per_page: 10, filter: { supplier_id: supplier.user.id } }))
        .products[0]!;
    const kept = () => keptOnceQuiet(onB, pageCounts);

    await kept();
    await a.api(supplier.token).products.update(product.id, { price_cents: 7777 });
    await expect.poll(async () => (await onB()).price_cents, soon).toBe(7777);

    await kept();
    await a.api(client.token).products.markUnmark({ product_id: product.id });
    await expect.poll(async () => (await onB()).marked, soon).toBe(true);

    await kept();
    const operator = new pg.Client({ connectionString: url });
    await operator.connect();
    try {
      await operator.query(`UPDATE products SET name = 'Renomeado' WHERE id = $1`, [product.id]);
      await expect.poll(async () => (await onB()).name, soon).toBe('Renomeado');
    } finally {
      await operator.end();
    }
  });
});
