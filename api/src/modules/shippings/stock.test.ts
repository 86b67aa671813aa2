import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ApiError, type ShippingOrderInput, type ShippingUpdate } from '@ponte/shared';
import { activateSubscription } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createProduct, order, shippingCast, shippingRowCounts, stockOf, type Account } from './shipping-fixtures.ts';
import { products } from '../products/products.table.ts';

let t: TestApp;
let cast: Awaited<ReturnType<typeof shippingCast>>;
let clients: Account[];

beforeAll(async () => {
  t = await createTestApp();
  cast = await shippingCast(t);
  clients = [cast.client, cast.otherClient];
  for (let i = 0; i < 3; i += 1) {
    const extra = await t.signUp('client');
    await activateSubscription(t.db, extra.user);
    clients.push(extra);
  }
});
afterAll(() => t.close());

const create = (token: string, ...orders: ShippingOrderInput[]) => t.api(token).shippings.create({ orders });
const update = (token: string, id: number, data: ShippingUpdate) => t.api(token).shippings.update(id, data);
/** The refusals among answers of calls made at once (the client rejects with ApiError). */
const refusalsIn = (answers: PromiseSettledResult<unknown>[]) =>
  answers.flatMap((answer) => (answer.status === 'rejected' ? [answer.reason] : []));
const successesIn = (answers: PromiseSettledResult<unknown>[]) =>
  answers.filter((answer) => answer.status === 'fulfilled');

describe('no overselling', () => {
  it('lets exactly as many concurrent orders through as there are units', async () => {
    const product = await createProduct(t, cast.supplier.user.id, { name: 'Luminária Última', stock: 5 });
    const before = await shippingRowCounts(t);
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        create(clients[i % clients.length]!.token, order([{ product_id: product.id, quantity: 1 }])),
      ),
    );
    expect(successesIn(answers)).toHaveLength(5);
    expect(refusalsIn(answers)).toEqual(
      Array(15).fill(new ApiError(409, { error: 'Estoque insuficiente para "Luminária Última": disponível 0.' })),
    );
    const { stock, reserved } = await stockOf(t, product.id);
    expect({ stock, reserved, available: stock - reserved }).toEqual({ stock: 5, reserved: 5, available: 0 });
    const after = await shippingRowCounts(t);
    expect(after.shippings - before.shippings).toBe(5);
    expect(after.items - before.items).toBe(5);
  });

  it('never deadlocks when concurrent requests name the same products in opposite orders', async () => {
    const a = await createProduct(t, cast.supplier.user.id, { stock: 100 });
    const b = await createProduct(t, cast.otherSupplier.user.id, { stock: 100 });
    const answers = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => {
        const items = [
          { product_id: a.id, quantity: 1 },
          { product_id: b.id, quantity: 2 },
        ];
        if (i % 2) items.reverse();
        return create(clients[i % clients.length]!.token, order(items));
      }),
    );
    expect(refusalsIn(answers)).toEqual([]);
    expect(successesIn(answers)).toHaveLength(12);
    expect(await stockOf(t, a.id)).toEqual({ stock: 100, reserved: 12 });
    expect(await stockOf(t, b.id)).toEqual({ stock: 100, reserved: 24 });
  });

  it('takes the last units once when an order and additions race for them', async () => {
    const product = await createProduct(t, cast.supplier.user.id, { stock: 3 });
    const first = await create(cast.client.token, order([{ product_id: product.id, quantity: 1 }]));
    const shippingId = first.result.shippings[0]!.id;
    const answers = await Promise.allSettled([
      ...Array.from({ length: 4 }, () =>
        t.api(cast.client.token).shippings.addOrder({
          shipping_id: shippingId,
          ...order([{ product_id: product.id, quantity: 1 }]),
        }),
      ),
      ...Array.from({ length: 4 }, () => create(cast.otherClient.token, order([{ product_id: product.id, quantity: 1 }]))),
    ]);
    expect(successesIn(answers)).toHaveLength(2);
    expect(refusalsIn(answers)).toEqual(Array(6).fill(expect.objectContaining({ status: 409 })));
    expect(await stockOf(t, product.id)).toEqual({ stock: 3, reserved: 3 });
  });
});

describe('reservation, release and consumption', () => {
  it('reserves on create, releases on cancel, and consumes on shipped', async () => {
    const product = await createProduct(t, cast.supplier.user.id, { stock: 10 });
    const threeUnits = async () =>
      (await create(cast.client.token, order([{ product_id: product.id, quantity: 3 }]))).result.shippings[0]!.id;

    const cancelled = await threeUnits();
    expect(await stockOf(t, product.id)).toEqual({ stock: 10, reserved: 3 });
    expect((await update(cast.client.token, cancelled, { status: 'cancelled' })).result.shipping.status).toBe('cancelled');
    expect(await stockOf(t, product.id)).toEqual({ stock: 10, reserved: 0 });

    const processing = await threeUnits();
    await update(cast.supplier.token, processing, { status: 'processing' });
    expect(await stockOf(t, product.id)).toEqual({ stock: 10, reserved: 3 });
    await update(cast.supplier.token, processing, { status: 'cancelled' });
    expect(await stockOf(t, product.id)).toEqual({ stock: 10, reserved: 0 });

    const shipped = await threeUnits();
    await update(cast.supplier.token, shipped, { status: 'processing' });
    await update(cast.supplier.token, shipped, { status: 'shipped' });
    expect(await stockOf(t, product.id)).toEqual({ stock: 7, reserved: 0 });
    await update(cast.supplier.token, shipped, { status: 'delivered' });
    expect(await stockOf(t, product.id)).toEqual({ stock: 7, reserved: 0 });
  });

  it('sums the quantities of one product across the orders of a request', async () => {
    const product = await createProduct(t, cast.supplier.user.id, { name: 'Vaso Azul', stock: 4 });
    const before = await shippingRowCounts(t);
    const threeThenTwo = [order([{ product_id: product.id, quantity: 3 }]), order([{ product_id: product.id, quantity: 2 }])];
    await expect(create(cast.client.token, ...threeThenTwo)).rejects.toEqual(
      new ApiError(409, { error: 'Estoque insuficiente para "Vaso Azul": disponível 4.' }),
    );
    expect(await shippingRowCounts(t)).toEqual(before);
    expect(await stockOf(t, product.id)).toEqual({ stock: 4, reserved: 0 });
  });

  it('rolls back the units already taken when a later product is short', async () => {
    const plenty = await createProduct(t, cast.supplier.user.id, { stock: 50 });
    const scarce = await createProduct(t, cast.otherSupplier.user.id, { name: 'Tapete Raro', stock: 1 });
    const before = await shippingRowCounts(t);
    await expect(
      create(cast.client.token, order([{ product_id: plenty.id, quantity: 5 }, { product_id: scarce.id, quantity: 2 }])),
    ).rejects.toEqual(new ApiError(409, { error: 'Estoque insuficiente para "Tapete Raro": disponível 1.' }));
    expect(await shippingRowCounts(t)).toEqual(before);
    expect(await stockOf(t, plenty.id)).toEqual({ stock: 50, reserved: 0 });
    expect(await stockOf(t, scarce.id)).toEqual({ stock: 1, reserved: 0 });
  });

  it('still ships when the supplier lowered the stock below what is reserved', async () => {
    const product = await createProduct(t, cast.supplier.user.id, { stock: 5 });
    const id = (await create(cast.client.token, order([{ product_id: product.id, quantity: 4 }]))).result.shippings[0]!.id;
    await t.db.update(products).set({ stock: 2 }).where(eq(products.id, product.id));
    await update(cast.supplier.token, id, { status: 'processing' });
    expect((await update(cast.supplier.token, id, { status: 'shipped' })).result.shipping.status).toBe('shipped');
    expect(await stockOf(t, product.id)).toEqual({ stock: 0, reserved: 0 });
  });
});
