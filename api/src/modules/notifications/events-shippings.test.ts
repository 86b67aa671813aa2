import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateSubscription } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { expiryNote } from '../shippings/reservation-expiry.ts';
import { address, createProduct, order, shippingApi, shippingCast } from '../shippings/shipping-fixtures.ts';
import { eventsKit, heard, pairs } from './events-test-kit.ts';

/** Shipment events through the real routes (decision 057): who hears each change, once, and nobody else. */
let t: TestApp;
let api: ReturnType<typeof shippingApi>;
let cast: Awaited<ReturnType<typeof shippingCast>>;
let kit: ReturnType<typeof eventsKit>;

beforeAll(async () => {
  t = await createTestApp();
  api = shippingApi(t);
  kit = eventsKit(t);
  cast = await shippingCast(t);
  // The reservation test moves the clock two days: past nobody's trial (7 days), but paid anyway.
  await activateSubscription(t.db, cast.supplier.user);
  await activateSubscription(t.db, cast.otherSupplier.user);
});
afterAll(() => t.close());

/** Each step in its own e-mail window (60 s), so "one e-mail job per recipient" is about that step. */
async function step() {
  t.clock.now = new Date(t.clock.now.getTime() + 61_000);
  await kit.since();
}

/** One pending shipment of the client to `cast.supplier`, two orders. */
async function pendingShipment() {
  const product = await createProduct(t, cast.supplier.user.id, { stock: 50 });
  const created = await api.create(cast.client.token, {
    orders: [order([{ product_id: product.id, quantity: 2 }]), order([{ product_id: product.id, quantity: 1 }])],
  });
  expect(created.status).toBe(201);
  return created.body.result.shippings[0] as { id: number; orders: { id: number }[] };
}

describe('a client sends shipments', () => {
  it('each supplier hears only of their own shipment, once, with its cities; nobody else hears anything', async () => {
    const a = await createProduct(t, cast.supplier.user.id, { price_cents: 1500 });
    const b = await createProduct(t, cast.otherSupplier.user.id, { price_cents: 2000 });
    await step();
    const res = await api.create(cast.client.token, {
      orders: [
        // One order across two suppliers, and two recipients in São Paulo for supplier A.
        order([{ product_id: a.id, quantity: 2 }, { product_id: b.id, quantity: 1 }]),
        order([{ product_id: a.id, quantity: 1 }]),
        { ...order([{ product_id: a.id, quantity: 3 }]), address: { ...address(), city: 'Campinas' } },
      ],
    });
    expect(res.status).toBe(201);
    const [forA, forB] = res.body.result.shippings as { id: number; supplier: { id: number } }[];
    expect(forA!.supplier.id).toBe(cast.supplier.user.id);

    const rows = await kit.fresh();
    expect(heard(rows)).toEqual([
      [cast.supplier.user.id, 'shipping.created'],
      [cast.otherSupplier.user.id, 'shipping.created'],
    ]);
    expect(rows[0]).toMatchObject({
      key: `shipping.created:${forA!.id}`,
      params: {
        shipping_id: forA!.id,
        client_name: 'Joana Souza',
        orders_count: 3,
        items_count: 6,
        total_cents: 6 * 1500,
        cities: ['São Paulo/SP', 'Campinas/SP'],
      },
    });
    expect(rows[1]!.params).toEqual({
      shipping_id: forB!.id,
      client_name: 'Joana Souza',
      orders_count: 1,
      items_count: 1,
      total_cents: 2000,
      cities: ['São Paulo/SP'],
    });
    const jobs = await kit.freshJobs();
    expect(jobs.map((job) => job.user_id).sort()).toEqual([cast.supplier.user.id, cast.otherSupplier.user.id].sort());
    expect(jobs.every((job) => job.family === 'shipments')).toBe(true);
  });

  it('a refused request (a product of nobody) tells nobody', async () => {
    await step();
    const res = await api.create(cast.client.token, { orders: [order([{ product_id: 999_999, quantity: 1 }])] });
    expect(res.status).toBe(422);
    expect(await kit.fresh()).toEqual([]);
    expect(await kit.freshJobs()).toEqual([]);
  });
});

describe('the supplier moves a shipment on', () => {
  it('processing, shipped with trackings, delivered: the client hears each once; the supplier never hears their own', async () => {
    const shipping = await pendingShipment();
    const client = cast.client.user.id;

    await step();
    expect((await api.update(cast.supplier.token, shipping.id, { status: 'processing' })).status).toBe(200);
    // The same request again changes nothing and tells nothing.
    expect((await api.update(cast.supplier.token, shipping.id, { status: 'processing' })).status).toBe(200);
    const processing = await kit.fresh();
    expect(heard(processing)).toEqual([[client, 'shipping.status_changed']]);
    expect(processing[0]).toMatchObject({
      key: `shipping.status_changed:${shipping.id}:processing`,
      params: { shipping_id: shipping.id, supplier_name: 'Casa Boa', status: 'processing', trackings: [], reason: null },
    });
    expect(await kit.freshJobs()).toEqual([{ user_id: client, family: 'shipments' }]);

    await step();
    const [first, second] = shipping.orders;
    const shipped = {
      status: 'shipped',
      orders: [{ id: first!.id, carrier: 'Correios', tracking_code: 'BR123456789BR' }],
    };
    expect((await api.update(cast.supplier.token, shipping.id, shipped)).status).toBe(200);
    const told = await kit.fresh();
    expect(heard(told)).toEqual([[client, 'shipping.status_changed']]);
    expect(told[0]!.params).toMatchObject({
      status: 'shipped',
      trackings: [{ recipient: 'Fernanda Lima', carrier: 'Correios', code: 'BR123456789BR' }],
    });

    // The same trackings sent again: nothing new. A code for the second parcel: the client hears it.
    await step();
    const again = { orders: [{ id: first!.id, carrier: 'Correios', tracking_code: 'BR123456789BR' }] };
    expect((await api.update(cast.supplier.token, shipping.id, again)).status).toBe(200);
    expect(await kit.fresh()).toEqual([]);
    const more = { orders: [{ id: second!.id, carrier: 'Jadlog', tracking_code: 'JD000111' }] };
    expect((await api.update(cast.supplier.token, shipping.id, more)).status).toBe(200);
    const tracking = await kit.fresh();
    expect(heard(tracking)).toEqual([[client, 'shipping.status_changed']]);
    expect((tracking[0]!.params as { trackings: unknown[] }).trackings).toHaveLength(2);

    await step();
    expect((await api.update(cast.supplier.token, shipping.id, { status: 'delivered' })).status).toBe(200);
    expect(heard(await kit.fresh())).toEqual([[client, 'shipping.status_changed']]);

    // Nobody but the client heard anything about this shipment.
    const about = (await kit.rows()).filter((row) => (row.params as { shipping_id?: number }).shipping_id === shipping.id);
    expect(new Set(about.map((row) => row.user_id))).toEqual(new Set([cast.supplier.user.id, client]));
    expect(about.filter((row) => row.user_id === cast.supplier.user.id).map((row) => row.kind)).toEqual(['shipping.created']);
  });

  it('a refused change (403, 409, 422) tells nobody', async () => {
    const shipping = await pendingShipment();
    await step();
    expect((await api.update(cast.client.token, shipping.id, { status: 'processing' })).status).toBe(403);
    expect((await api.update(cast.supplier.token, shipping.id, { status: 'delivered' })).status).toBe(409);
    expect((await api.update(cast.supplier.token, shipping.id, { note: 'sem mudança' })).status).toBe(422);
    expect((await api.update(cast.otherSupplier.token, shipping.id, { status: 'processing' })).status).toBe(404);
    expect(await kit.fresh()).toEqual([]);
    expect(await kit.freshJobs()).toEqual([]);
  });

  it('payment changes: the client hears each one and who marked it; an admin marking it, the supplier too', async () => {
    const shipping = await pendingShipment();
    const client = cast.client.user.id;
    await step();
    expect((await api.update(cast.supplier.token, shipping.id, { payment_status: 'paid' })).status).toBe(200);
    expect((await api.update(cast.supplier.token, shipping.id, { payment_status: 'paid' })).status).toBe(200);
    const paid = await kit.fresh();
    expect(heard(paid)).toEqual([[client, 'shipping.payment_changed']]);
    expect(paid[0]).toMatchObject({
      key: `shipping.payment_changed:${shipping.id}:1`,
      params: { shipping_id: shipping.id, supplier_name: 'Casa Boa', payment_status: 'paid', changed_by: 'supplier' },
    });
    expect(await kit.freshJobs()).toEqual([{ user_id: client, family: 'shipments' }]);

    await step();
    expect((await api.update(cast.admin.token, shipping.id, { payment_status: 'unpaid' })).status).toBe(200);
    expect((await api.update(cast.supplier.token, shipping.id, { payment_status: 'paid' })).status).toBe(200);
    const supplier = cast.supplier.user.id;
    const changes = (await kit.fresh()).map((row) => [row.user_id, row.params.payment_status, row.params.changed_by]);
    expect(changes).toHaveLength(3);
    // The admin's change first (its two recipients in either order), then the supplier's.
    expect(changes.slice(0, 2)).toEqual(
      expect.arrayContaining([
        [client, 'unpaid', 'admin'],
        [supplier, 'unpaid', 'admin'],
      ]),
    );
    expect(changes[2]).toEqual([client, 'paid', 'supplier']);
    // Two notifications in one window: one e-mail (a digest) for the client; one for the supplier.
    const jobs = await kit.freshJobs();
    expect(jobs).toHaveLength(2);
    expect(jobs).toEqual(
      expect.arrayContaining([
        { user_id: client, family: 'shipments' },
        { user_id: supplier, family: 'shipments' },
      ]),
    );
  });
});

describe('cancelling', () => {
  it('by the client: the supplier hears it with the note as the reason; the client hears nothing', async () => {
    const shipping = await pendingShipment();
    await step();
    const res = await api.update(cast.client.token, shipping.id, { status: 'cancelled', note: 'Pedido duplicado' });
    expect(res.status).toBe(200);
    const rows = await kit.fresh();
    expect(heard(rows)).toEqual([[cast.supplier.user.id, 'shipping.cancelled']]);
    expect(rows[0]).toMatchObject({
      key: `shipping.cancelled:${shipping.id}`,
      params: { shipping_id: shipping.id, client_name: 'Joana Souza', reason: 'Pedido duplicado' },
    });
    // Cancelled is final: cancelling again changes nothing and tells nobody.
    expect((await api.update(cast.client.token, shipping.id, { status: 'cancelled' })).status).toBe(200);
    expect(await kit.fresh()).toHaveLength(1);
  });

  it('by an admin: the client and the supplier hear it with the reason; the admin does not', async () => {
    const shipping = await pendingShipment();
    expect((await api.update(cast.supplier.token, shipping.id, { status: 'processing' })).status).toBe(200);
    await step();
    const res = await api.update(cast.admin.token, shipping.id, { status: 'cancelled', note: 'Fraude confirmada' });
    expect(res.status).toBe(200);
    const rows = await kit.fresh();
    expect(heard(rows)).toEqual(
      pairs([cast.client.user.id, 'shipping.status_changed'], [cast.supplier.user.id, 'shipping.status_changed']),
    );
    for (const row of rows) expect(row.params).toMatchObject({ status: 'cancelled', reason: 'Fraude confirmada' });
    expect((await kit.freshJobs()).map((job) => job.user_id).sort()).toEqual(
      [cast.client.user.id, cast.supplier.user.id].sort(),
    );
  });

  it('by the system (an unpaid reservation ran out): the client and the supplier hear why, once', async () => {
    const shipping = await pendingShipment();
    await step();
    t.clock.now = new Date(t.clock.now.getTime() + 49 * 3_600_000);
    await t.runPeriodicJob('expire-reservations');
    await t.runPeriodicJob('expire-reservations');
    const rows = (await kit.fresh()).filter((row) => row.params.shipping_id === shipping.id);
    expect(heard(rows)).toEqual(
      pairs([cast.client.user.id, 'shipping.status_changed'], [cast.supplier.user.id, 'shipping.status_changed']),
    );
    for (const row of rows) {
      expect(row).toMatchObject({
        key: `shipping.status_changed:${shipping.id}:cancelled`,
        params: { status: 'cancelled', reason: expiryNote(48), supplier_name: 'Casa Boa' },
      });
    }
  });
});
