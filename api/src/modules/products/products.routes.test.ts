import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListSchema, ProductSchema, type ProductListQuery } from '@ponte/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertProduct, signUpCast, type Cast } from './products-fixtures.ts';
import { selections } from './products.table.ts';

let t: TestApp;
let cast: Cast;
const ids = {} as Record<'own' | 'ownInactive' | 'other' | 'lapsed' | 'noStock', number>;

const paginate = (token: string, body: ProductListQuery = {}) => t.api(token).products.paginate(body);
/**
 * Raw, for the answer held strictly to the contract (the client's parse drops extra keys) and for bodies the
 * types refuse.
 */
const paginateRaw = (token: string, body: unknown = {}) => t.call('POST', '/api/v1/products/paginate', { token, body });
const namesOf = (list: { products: { name: string }[] }) => list.products.map((p) => p.name).sort();

beforeAll(async () => {
  t = await createTestApp();
  cast = await signUpCast(t);
  const { db } = t;
  ids.own = (await insertProduct(db, cast.supplier.user.id, {
    name: 'Garrafa Térmica Inox 1 Litro', sku: 'GT-100', gtin: '7891000100103', category: 'Cozinha',
    price_cents: 6490, suggested_price_cents: 9990, stock: 12, reserved: 2, images: ['https://cdn.exemplo.com/g.jpg'],
  })).id;
  ids.ownInactive = (await insertProduct(db, cast.supplier.user.id, { name: 'Cafeteira Antiga', status: 'inactive' })).id;
  ids.other = (await insertProduct(db, cast.otherSupplier.user.id, { name: 'Camiseta Básica Preta', price_cents: 3990, category: 'Vestuário' })).id;
  ids.lapsed = (await insertProduct(db, cast.lapsedSupplier.user.id, { name: 'Produto de Fornecedor Inativo' })).id;
  ids.noStock = (await insertProduct(db, cast.otherSupplier.user.id, { name: 'Vela Aromática', stock: 3, reserved: 5, price_cents: 4490 })).id;
  await db.insert(selections).values([
    { client_id: cast.client.user.id, product_id: ids.own, sale_price_cents: 8990 },
    { client_id: cast.otherClient.user.id, product_id: ids.other, sale_price_cents: 5000 },
  ]);
});
afterAll(() => t.close());

describe('POST /api/v1/products/paginate: who sees what', () => {
  it('gives the admin every product, with every column of the contract', async () => {
    const res = await paginateRaw(cast.admin.token);
    expect(res.status).toBe(200);
    expect(ProductListSchema.strict().parse(res.body).products).toHaveLength(5);
    expect(res.body.paginate).toEqual({ current_page: 1, per_page: 20, total: 5, last_page: 1 });
    const garrafa = res.body.products.find((p: { id: number }) => p.id === ids.own);
    expect(garrafa).toMatchObject({
      supplier_id: cast.supplier.user.id, source: 'manual', sku: 'GT-100', price_cents: 6490, stock: 12,
      reserved: 2, available: 10, images: ['https://cdn.exemplo.com/g.jpg'], status: 'active', synced_at: null,
    });
    expect(garrafa.created_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(garrafa).not.toHaveProperty('marked');
    expect(garrafa).not.toHaveProperty('sale_price_cents');
  });

  it('gives a supplier only their own products, inactive ones included', async () => {
    expect(namesOf(await paginate(cast.supplier.token))).toEqual(['Cafeteira Antiga', 'Garrafa Térmica Inox 1 Litro']);
    const other = await paginate(cast.supplier.token, { filter: { supplier_id: cast.otherSupplier.user.id } });
    expect(other.products).toEqual([]);
    expect(other.paginate.total).toBe(0);
  });

  it('gives a client the catalogue: active products of active suppliers, with their own selection only', async () => {
    const res = await paginateRaw(cast.client.token);
    expect(res.status).toBe(200);
    expect(namesOf(res.body)).toEqual(['Camiseta Básica Preta', 'Garrafa Térmica Inox 1 Litro', 'Vela Aromática']);
    const byId = new Map(res.body.products.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(ids.own)).toMatchObject({ marked: true, sale_price_cents: 8990 });
    // Marked by the other client: this one sees it unmarked, without that client's price.
    expect(byId.get(ids.other)).toMatchObject({ marked: false, sale_price_cents: null });
    expect(byId.get(ids.noStock)).toMatchObject({ available: 0 });
    for (const product of res.body.products) ProductSchema.strict().parse(product);
  });

  it('filters a client list by marked, and refuses that filter to others', async () => {
    const marked = await paginate(cast.client.token, { filter: { marked: true } });
    expect(namesOf(marked)).toEqual(['Garrafa Térmica Inox 1 Litro']);
    const unmarked = await paginate(cast.client.token, { filter: { marked: false } });
    expect(namesOf(unmarked)).toEqual(['Camiseta Básica Preta', 'Vela Aromática']);
    await expect(paginate(cast.admin.token, { filter: { marked: true } })).rejects.toMatchObject({
      status: 422,
      body: { errors: { 'filter.marked': expect.anything() } },
    });
  });

  it('gives the admin a client’s selection (the admin console’s client page), and refuses that filter to others', async () => {
    const selection = await paginate(cast.admin.token, { filter: { selected_by: cast.client.user.id } });
    expect(namesOf(selection)).toEqual(['Garrafa Térmica Inox 1 Litro']);
    const other = await paginate(cast.admin.token, { filter: { selected_by: cast.otherClient.user.id } });
    expect(namesOf(other)).toEqual(['Camiseta Básica Preta']);
    for (const token of [cast.client.token, cast.supplier.token]) {
      await expect(paginate(token, { filter: { selected_by: cast.otherClient.user.id } })).rejects.toMatchObject({
        status: 422,
        body: { errors: { 'filter.selected_by': expect.anything() } },
      });
    }
  });

  it('answers 402 to a client without a subscription and to a supplier past the trial', async () => {
    await expect(paginate(cast.unpaidClient.token)).rejects.toMatchObject({
      status: 402,
      body: { error: expect.stringMatching(/não esta ativa/) },
    });
    await expect(paginate(cast.lapsedSupplier.token)).rejects.toMatchObject({ status: 402 });
    const start = t.clock.now;
    try {
      t.clock.now = new Date(start.getTime() + 8 * 86_400_000);
      await expect(paginate(cast.supplier.token)).rejects.toMatchObject({ status: 402 });
      // The trial supplier's products also leave the catalogue.
      expect(namesOf(await paginate(cast.client.token))).toEqual(['Camiseta Básica Preta', 'Vela Aromática']);
    } finally {
      t.clock.now = start;
    }
  });

  it('answers 401 without a session', async () => {
    await expect(t.api().products.paginate({})).rejects.toMatchObject({ status: 401 });
  });
});

describe('POST /api/v1/products/paginate: search, filters, sort, pages', () => {
  it('searches a name fragment, an exact SKU and an exact GTIN', async () => {
    expect(namesOf(await paginate(cast.admin.token, { search: 'térmica' }))).toEqual(['Garrafa Térmica Inox 1 Litro']);
    expect(namesOf(await paginate(cast.admin.token, { search: 'GT-100' }))).toEqual(['Garrafa Térmica Inox 1 Litro']);
    expect(namesOf(await paginate(cast.admin.token, { search: '7891000100103' }))).toEqual(['Garrafa Térmica Inox 1 Litro']);
    expect((await paginate(cast.admin.token, { search: 'GT-10' })).products).toEqual([]);
  });

  it('counts search matches right on any page, in any order', async () => {
    const search = (body: ProductListQuery) => paginate(cast.admin.token, { search: 'ca', per_page: 1, ...body });
    // "ca" is in Térmica, Cafeteira, Camiseta and Aromática (case-insensitive), not in the inactive supplier's.
    for (const body of [{ page: 2 }, { page: 3, sort: 'name', order: 'desc' }, { page: 9 }] satisfies ProductListQuery[]) {
      expect((await search(body)).paginate).toMatchObject({ total: 4, last_page: 4 });
    }
    const names = [];
    for (let page = 1; page <= 4; page += 1) names.push((await search({ page, sort: 'name' })).products[0]!.name);
    expect(names).toEqual(['Cafeteira Antiga', 'Camiseta Básica Preta', 'Garrafa Térmica Inox 1 Litro', 'Vela Aromática']);
  });

  it('treats SQL-looking and wildcard search strings literally', async () => {
    for (const search of ["' OR 1=1 --", '%', '_', "'; DROP TABLE products; --", '\\']) {
      expect((await paginate(cast.admin.token, { search })).products).toEqual([]);
    }
    expect((await paginate(cast.admin.token)).paginate.total).toBe(5);
  });

  it('filters by stock, status, price range, category and supplier', async () => {
    const a = cast.admin.token;
    expect(namesOf(await paginate(a, { filter: { in_stock: false } }))).toEqual(['Vela Aromática']);
    expect((await paginate(a, { filter: { in_stock: true } })).paginate.total).toBe(4);
    expect(namesOf(await paginate(a, { filter: { status: 'inactive' } }))).toEqual(['Cafeteira Antiga']);
    expect(namesOf(await paginate(a, { filter: { min_price_cents: 3990, max_price_cents: 4490 } }))).toEqual([
      'Camiseta Básica Preta',
      'Vela Aromática',
    ]);
    expect(namesOf(await paginate(a, { filter: { category: 'Vestuário' } }))).toEqual(['Camiseta Básica Preta']);
    expect(namesOf(await paginate(a, { filter: { supplier_id: cast.lapsedSupplier.user.id } }))).toEqual([
      'Produto de Fornecedor Inativo',
    ]);
  });

  it('sorts by each allowed field in both directions', async () => {
    const byPrice = await paginate(cast.admin.token, { sort: 'price_cents', order: 'desc' });
    const prices = byPrice.products.map((p) => p.price_cents);
    expect(prices).toEqual([...prices].sort((x, y) => y - x));
    const byName = await paginate(cast.admin.token, { sort: 'name' });
    expect(byName.products[0]!.name).toBe('Cafeteira Antiga');
    for (const sort of ['stock', 'created_at', 'id'] as const) {
      expect((await paginate(cast.admin.token, { sort })).paginate.total).toBe(5);
    }
  });

  it('pages without gaps or repeats, with the right totals', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const res = await paginate(cast.admin.token, { page, per_page: 2, sort: 'name', order: 'desc' });
      expect(res.paginate).toEqual({ current_page: page, per_page: 2, total: 5, last_page: 3 });
      seen.push(...res.products.map((p) => p.id));
    }
    expect(new Set(seen).size).toBe(5);
    const beyond = await paginate(cast.admin.token, { page: 9, per_page: 2 });
    expect(beyond.products).toEqual([]);
    expect(beyond.paginate.total).toBe(5);
  });

  it('refuses per_page over 100, unknown sorts, unknown filters and wrong types with 422', async () => {
    const cases = [
      [{ per_page: 101 }, 'per_page'],
      [{ sort: 'password_hash' }, 'sort'],
      [{ filter: { supplier: 1 } }, 'filter.supplier'],
      [{ filter: { in_stock: 'sim' } }, 'filter.in_stock'],
      [{ filter: { min_price_cents: 500, max_price_cents: 100 } }, 'filter.max_price_cents'],
      [{ extra: true }, 'extra'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await paginateRaw(cast.admin.token, body);
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toBeDefined();
    }
    const malformed = await t.call('POST', '/api/v1/products/paginate', { token: cast.admin.token, raw: '{"page":' });
    expect(malformed.status).toBe(400);
  });
});

describe('GET /api/v1/products/{id}', () => {
  const get = (token: string, id: number) => t.api(token).products.get(id);
  /** Raw: a refusal must read exactly like a missing id, which the client's parse of the error could blur. */
  const getRaw = (token: string, id: number | string) => t.call('GET', `/api/v1/products/${id}`, { token });

  it('shows a product to whoever may see it', async () => {
    expect((await get(cast.admin.token, ids.lapsed)).id).toBe(ids.lapsed);
    expect((await get(cast.supplier.token, ids.ownInactive)).name).toBe('Cafeteira Antiga');
    const client = await get(cast.client.token, ids.own);
    expect(client).toMatchObject({ id: ids.own, marked: true, sale_price_cents: 8990, available: 10 });
  });

  it('answers 404, like a missing id, for what the caller may not see', async () => {
    const missing = await getRaw(cast.admin.token, 999_999);
    expect(missing.status).toBe(404);
    for (const [token, id] of [
      [cast.supplier.token, ids.other],
      [cast.client.token, ids.lapsed],
      [cast.client.token, ids.ownInactive],
    ] as const) {
      const res = await getRaw(token, id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
    }
  });

  it('answers 422 for an id that is not a positive integer, and 402 without a subscription', async () => {
    expect((await getRaw(cast.admin.token, 'abc')).status).toBe(422);
    await expect(get(cast.unpaidClient.token, ids.own)).rejects.toMatchObject({ status: 402 });
  });
});
