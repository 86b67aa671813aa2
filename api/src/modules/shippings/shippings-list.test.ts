import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShippingListSchema } from '@ponte/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createProduct, order, shippingApi, shippingCast } from './shipping-fixtures.ts';

let t: TestApp;
let api: ReturnType<typeof shippingApi>;
let cast: Awaited<ReturnType<typeof shippingCast>>;
let mine: { id: number; orders: { id: number }[] }[];
let theirs: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  api = shippingApi(t);
  cast = await shippingCast(t);
  const product = await createProduct(t, cast.supplier.user.id, { stock: 100 });
  const other = await createProduct(t, cast.otherSupplier.user.id, { stock: 100 });
  mine = [];
  for (let i = 0; i < 3; i += 1) {
    const res = await api.create(cast.client.token, { orders: [order([{ product_id: product.id, quantity: 1 }])] });
    mine.push(res.body.result.shippings[0]);
  }
  const res = await api.create(cast.otherClient.token, { orders: [order([{ product_id: other.id, quantity: 1 }])] });
  theirs = res.body.result.shippings[0];
});
afterAll(() => t.close());

describe('POST /api/v1/shippings/paginate', () => {
  const ids = (res: { body: any }) => res.body.result.shippings.map((s: { id: number }) => s.id);

  it('scopes the list: own for a client, addressed for a supplier, all for admins', async () => {
    const own = mine.map((s) => s.id);
    expect(ids(await api.list(cast.admin.token))).toEqual([...own, theirs.id]);
    expect(ids(await api.list(cast.client.token))).toEqual(own);
    expect(ids(await api.list(cast.supplier.token))).toEqual(own);
    expect(ids(await api.list(cast.otherClient.token))).toEqual([theirs.id]);
    expect(ids(await api.list(cast.otherSupplier.token))).toEqual([theirs.id]);
  });

  it('answers the spec wrapper with the list fields and the paginate meta', async () => {
    const res = await api.list(cast.client.token, { per_page: 2, page: 1, sort: 'id', order: 'desc' });
    expect(res.status).toBe(200);
    expect(ShippingListSchema.safeParse(res.body).success).toBe(true);
    expect(res.body.result.paginate).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    const [first] = res.body.result.shippings;
    expect(ids(res)).toEqual([mine[2]!.id, mine[1]!.id]);
    expect(ids(await api.list(cast.client.token, { per_page: 2, page: 2, sort: 'id', order: 'desc' }))).toEqual([mine[0]!.id]);
    expect(Object.keys(first).sort()).toEqual(
      ['client', 'created_at', 'id', 'items_count', 'notes', 'orders_count', 'paid_at', 'payment_status', 'status', 'supplier', 'total_cents', 'updated_at'],
    );
  });

  it('filters by status, payment, client and supplier, and searches recipient, tracking code and number', async () => {
    const { id, orders } = mine[1]!;
    await api.update(cast.supplier.token, id, { status: 'processing', payment_status: 'paid', orders: [{ id: orders[0]!.id, tracking_code: 'QA123456789BR' }] });
    const list = (body: unknown) => api.list(cast.admin.token, { per_page: 100, ...(body as object) }).then(ids);
    expect(await list({ filter: { status: 'processing', payment_status: 'paid' } })).toEqual([id]);
    expect(await list({ filter: { client_id: cast.otherClient.user.id } })).toEqual([theirs.id]);
    expect(await list({ filter: { supplier_id: cast.supplier.user.id, status: 'pending' } })).toEqual([mine[0]!.id, mine[2]!.id]);
    expect(await list({ filter: { supplier_id: cast.otherSupplier.user.id, client_id: cast.client.user.id } })).toEqual([]);
    expect(await list({ filter: { payment_status: 'unpaid' } })).toEqual([mine[0]!.id, mine[2]!.id, theirs.id]);
    expect((await list({ sort: 'status', order: 'desc' }))[0]).toBe(id);
    expect(await list({ sort: 'created_at', order: 'desc' })).toEqual([theirs.id, mine[2]!.id, id, mine[0]!.id]);
    expect(await list({ search: 'qa123456' })).toEqual([id]);
    const searched = await api.list(cast.admin.token, { search: 'QA123456789BR' });
    expect(searched.body.result.paginate).toMatchObject({ total: 1, last_page: 1 });
    expect(await list({ search: `#${id}` })).toEqual([id]);
    expect(await list({ search: 'fernanda' })).toHaveLength(4);
    expect(await list({ search: 'ninguém com este nome' })).toEqual([]);
    expect((await api.list(cast.otherClient.token, { search: String(id) })).body.result.shippings).toEqual([]);
  });

  it('refuses unknown sorts and filters (422), and callers without session or subscription', async () => {
    expect((await api.list(cast.admin.token, { sort: 'total_cents' })).status).toBe(422);
    const filter = await api.list(cast.admin.token, { filter: { recipient: 'x' } });
    expect(filter.status).toBe(422);
    expect(filter.body.errors).toHaveProperty(['filter.recipient']);
    expect((await api.list(cast.admin.token, { filter: { status: 'lost' } })).status).toBe(422);
    expect((await t.call('POST', '/api/v1/shippings/paginate', { body: {} })).status).toBe(401);
    expect((await api.list((await t.signUp('client')).token)).status).toBe(402);
  });
});
