import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShippingListSchema, type ShippingDetail, type ShippingList, type ShippingListQuery } from '@ponte/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createProduct, order, shippingApi, shippingCast } from './shipping-fixtures.ts';

let t: TestApp;
let raw: ReturnType<typeof shippingApi>;
let cast: Awaited<ReturnType<typeof shippingCast>>;
let mine: ShippingDetail[];
let theirs: ShippingDetail;

const list = (token: string, body: ShippingListQuery = {}) => t.api(token).shippings.paginate(body);

beforeAll(async () => {
  t = await createTestApp();
  raw = shippingApi(t);
  cast = await shippingCast(t);
  const product = await createProduct(t, cast.supplier.user.id, { stock: 100 });
  const other = await createProduct(t, cast.otherSupplier.user.id, { stock: 100 });
  const create = async (token: string, productId: number) =>
    (await t.api(token).shippings.create({ orders: [order([{ product_id: productId, quantity: 1 }])] })).result.shippings[0]!;
  mine = [];
  for (let i = 0; i < 3; i += 1) mine.push(await create(cast.client.token, product.id));
  theirs = await create(cast.otherClient.token, other.id);
});
afterAll(() => t.close());

describe('POST /api/v1/shippings/paginate', () => {
  const ids = (page: ShippingList) => page.result.shippings.map((s) => s.id);

  it('scopes the list: own for a client, addressed for a supplier, all for admins', async () => {
    const own = mine.map((s) => s.id);
    expect(ids(await list(cast.admin.token))).toEqual([...own, theirs.id]);
    expect(ids(await list(cast.client.token))).toEqual(own);
    expect(ids(await list(cast.supplier.token))).toEqual(own);
    expect(ids(await list(cast.otherClient.token))).toEqual([theirs.id]);
    expect(ids(await list(cast.otherSupplier.token))).toEqual([theirs.id]);
  });

  it('answers the spec wrapper with the list fields and the paginate meta', async () => {
    // Raw: the keys of a row are compared whole, which the client's parse (it drops extra keys) would hide.
    const res = await raw.list(cast.client.token, { per_page: 2, page: 1, sort: 'id', order: 'desc' });
    expect(res.status).toBe(200);
    expect(ShippingListSchema.safeParse(res.body).success).toBe(true);
    expect(res.body.result.paginate).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    const [first] = res.body.result.shippings;
    expect(ids(res.body)).toEqual([mine[2]!.id, mine[1]!.id]);
    expect(ids(await list(cast.client.token, { per_page: 2, page: 2, sort: 'id', order: 'desc' }))).toEqual([mine[0]!.id]);
    expect(Object.keys(first).sort()).toEqual(
      ['client', 'created_at', 'id', 'items_count', 'notes', 'orders_count', 'paid_at', 'payment_status', 'status', 'supplier', 'total_cents', 'updated_at'],
    );
  });

  it('filters by status, payment, client and supplier, and searches recipient, tracking code and number', async () => {
    const { id, orders } = mine[1]!;
    await t.api(cast.supplier.token).shippings.update(id, {
      status: 'processing',
      payment_status: 'paid',
      orders: [{ id: orders[0]!.id, tracking_code: 'QA123456789BR' }],
    });
    const idsOf = (body: ShippingListQuery) => list(cast.admin.token, { per_page: 100, ...body }).then(ids);
    expect(await idsOf({ filter: { status: 'processing', payment_status: 'paid' } })).toEqual([id]);
    expect(await idsOf({ filter: { client_id: cast.otherClient.user.id } })).toEqual([theirs.id]);
    expect(await idsOf({ filter: { supplier_id: cast.supplier.user.id, status: 'pending' } })).toEqual([mine[0]!.id, mine[2]!.id]);
    expect(await idsOf({ filter: { supplier_id: cast.otherSupplier.user.id, client_id: cast.client.user.id } })).toEqual([]);
    expect(await idsOf({ filter: { payment_status: 'unpaid' } })).toEqual([mine[0]!.id, mine[2]!.id, theirs.id]);
    expect((await idsOf({ sort: 'status', order: 'desc' }))[0]).toBe(id);
    expect(await idsOf({ sort: 'created_at', order: 'desc' })).toEqual([theirs.id, mine[2]!.id, id, mine[0]!.id]);
    expect(await idsOf({ search: 'qa123456' })).toEqual([id]);
    const searched = await list(cast.admin.token, { search: 'QA123456789BR' });
    expect(searched.result.paginate).toMatchObject({ total: 1, last_page: 1 });
    expect(await idsOf({ search: `#${id}` })).toEqual([id]);
    expect(await idsOf({ search: 'fernanda' })).toHaveLength(4);
    expect(await idsOf({ search: 'ninguém com este nome' })).toEqual([]);
    expect((await list(cast.otherClient.token, { search: String(id) })).result.shippings).toEqual([]);
  });

  it('refuses unknown sorts and filters (422), and callers without session or subscription', async () => {
    // Raw: bodies the types refuse on purpose.
    expect((await raw.list(cast.admin.token, { sort: 'total_cents' })).status).toBe(422);
    const filter = await raw.list(cast.admin.token, { filter: { recipient: 'x' } });
    expect(filter.status).toBe(422);
    expect(filter.body.errors).toHaveProperty(['filter.recipient']);
    expect((await raw.list(cast.admin.token, { filter: { status: 'lost' } })).status).toBe(422);
    await expect(t.api().shippings.paginate({})).rejects.toMatchObject({ status: 401 });
    await expect(list((await t.signUp('client')).token)).rejects.toMatchObject({ status: 402 });
  });
});
