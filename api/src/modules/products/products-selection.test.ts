import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { MarkUnmarkRequest, SetPriceRequest } from '@ponte/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertProduct, signUpCast, type Cast } from './products-fixtures.ts';
import { selections } from './products.table.ts';

let t: TestApp;
let cast: Cast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await signUpCast(t);
});
afterAll(() => t.close());

const mark = (token: string, body: MarkUnmarkRequest) => t.api(token).products.markUnmark(body);
const setPrice = (token: string, body: SetPriceRequest) => t.api(token).products.setPrice(body);
/** Raw: the paths without their trailing slash, which the client never sends, and bodies the types refuse. */
const post = (path: string, token: string, body: unknown) => t.call('POST', `/api/v1/products/${path}`, { token, body });
const selectionOf = async (clientId: number) =>
  (await t.db.select().from(selections).where(eq(selections.client_id, clientId))).map((s) => s.product_id).sort();
const selectionCount = async () => Number((await t.db.select({ n: count() }).from(selections))[0]!.n);

describe('POST /api/v1/products/mark-unmark/', () => {
  it('toggles one product in the caller’s selection, with or without the trailing slash', async () => {
    const product = await insertProduct(t.db, cast.supplier.user.id);
    expect(await mark(cast.client.token, { product_id: product.id })).toEqual({ message: 'Produto marcado', marked: true });
    expect(await selectionOf(cast.client.user.id)).toContain(product.id);
    const off = await post('mark-unmark', cast.client.token, { product_id: product.id });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ message: 'Produto desmarcado', marked: false });
    expect(await selectionOf(cast.client.user.id)).not.toContain(product.id);
  });

  it('marks a whole list when any of it is unmarked, and unmarks it only when all of it is marked', async () => {
    const a = await insertProduct(t.db, cast.supplier.user.id);
    const b = await insertProduct(t.db, cast.otherSupplier.user.id);
    await mark(cast.otherClient.token, { product_id: a.id });
    const all = await mark(cast.otherClient.token, { product_ids: [a.id, b.id, b.id] });
    expect(all).toEqual({ message: 'Produtos marcados', marked: true });
    expect(await selectionOf(cast.otherClient.user.id)).toEqual([a.id, b.id].sort());
    const none = await mark(cast.otherClient.token, { product_ids: [a.id, b.id] });
    expect(none).toEqual({ message: 'Produtos desmarcados', marked: false });
    expect(await selectionOf(cast.otherClient.user.id)).toEqual([]);
  });

  it('answers 404 for products outside the client’s catalogue, and marks none of the list', async () => {
    const visible = await insertProduct(t.db, cast.supplier.user.id);
    const inactive = await insertProduct(t.db, cast.supplier.user.id, { status: 'inactive' });
    const lapsed = await insertProduct(t.db, cast.lapsedSupplier.user.id);
    const before = await selectionCount();
    for (const body of [
      { product_id: inactive.id },
      { product_id: lapsed.id },
      { product_id: 999_999 },
      { product_ids: [visible.id, lapsed.id] },
    ]) {
      await expect(mark(cast.client.token, body)).rejects.toMatchObject({ status: 404 });
    }
    expect(await selectionCount()).toBe(before);
  });

  it('is for subscribed clients only: 403 for suppliers and admins, 402 without a subscription', async () => {
    const product = await insertProduct(t.db, cast.supplier.user.id);
    await expect(mark(cast.supplier.token, { product_id: product.id })).rejects.toMatchObject({ status: 403 });
    await expect(mark(cast.admin.token, { product_id: product.id })).rejects.toMatchObject({ status: 403 });
    await expect(mark(cast.unpaidClient.token, { product_id: product.id })).rejects.toMatchObject({ status: 402 });
  });

  it('refuses bad bodies with 400/422 and writes nothing', async () => {
    const product = await insertProduct(t.db, cast.supplier.user.id);
    const before = await selectionCount();
    for (const body of [
      {},
      { product_id: product.id, product_ids: [product.id] },
      { product_id: String(product.id) },
      { product_id: true },
      { product_ids: [] },
      { product_ids: Array.from({ length: 501 }, (_, i) => i + 1) },
      { product_id: product.id, extra: 1 },
    ]) {
      const res = await post('mark-unmark/', cast.client.token, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect(res.body.errors).toBeDefined();
    }
    const malformed = await t.call('POST', '/api/v1/products/mark-unmark/', { token: cast.client.token, raw: '{' });
    expect(malformed.status).toBe(400);
    expect(await selectionCount()).toBe(before);
  });
});

describe('POST /api/v1/products/set-price/', () => {
  it('sets the client’s sale price and marks the product', async () => {
    const product = await insertProduct(t.db, cast.supplier.user.id, { price_cents: 2000 });
    const res = await setPrice(cast.client.token, { product_id: product.id, sale_price_cents: 2990 });
    expect(res.message).toBeTypeOf('string');
    expect(res.product).toMatchObject({ id: product.id, marked: true, sale_price_cents: 2990, price_cents: 2000 });
    const again = await post('set-price', cast.client.token, { product_id: product.id, sale_price_cents: 2000 });
    expect(again.status).toBe(200);
    expect(again.body.product.sale_price_cents).toBe(2000);
    const rows = await t.db
      .select()
      .from(selections)
      .where(and(eq(selections.client_id, cast.client.user.id), eq(selections.product_id, product.id)));
    expect(rows).toHaveLength(1);
    // Another client's view is untouched.
    const other = await t.api(cast.otherClient.token).products.get(product.id);
    expect(other).toMatchObject({ marked: false, sale_price_cents: null });
  });

  it('answers 422 on sale_price_cents below the supplier price or not a whole number, saving nothing', async () => {
    const product = await insertProduct(t.db, cast.supplier.user.id, { price_cents: 2000 });
    const before = await selectionCount();
    await expect(setPrice(cast.client.token, { product_id: product.id, sale_price_cents: 1999 })).rejects.toMatchObject({
      status: 422,
      body: { errors: { sale_price_cents: ['O preço de venda não pode ser menor que o preço do fornecedor.'] } },
    });
    for (const sale_price_cents of [2500.5, '2500', -1, null]) {
      const res = await post('set-price/', cast.client.token, { product_id: product.id, sale_price_cents });
      expect(res.status).toBe(422);
      expect(res.body.errors.sale_price_cents).toBeDefined();
    }
    expect(await selectionCount()).toBe(before);
  });

  it('answers 404 outside the catalogue and 403 to non-clients', async () => {
    const lapsed = await insertProduct(t.db, cast.lapsedSupplier.user.id);
    const outside = setPrice(cast.client.token, { product_id: lapsed.id, sale_price_cents: 5000 });
    await expect(outside).rejects.toMatchObject({ status: 404 });
    const product = await insertProduct(t.db, cast.supplier.user.id);
    const body = { product_id: product.id, sale_price_cents: 5000 };
    await expect(setPrice(cast.supplier.token, body)).rejects.toMatchObject({ status: 403 });
    await expect(setPrice(cast.unpaidClient.token, body)).rejects.toMatchObject({ status: 402 });
  });
});
