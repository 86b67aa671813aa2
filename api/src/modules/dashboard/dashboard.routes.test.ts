import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@ponte/shared';
import { createTestApp, refusal, type TestApp } from '../../../test/test-app.ts';
import { activateSubscription } from '../../../test/fixtures.ts';
import { products, selections } from '../products/products.table.ts';
import { shippingOrderItems, shippingOrders, shippings } from '../shippings/shippings.table.ts';

// 02:30 UTC is still 23:30 of the 14th in São Paulo: "today" is 2027-03-14 there.
const NOW = new Date('2027-03-15T02:30:00Z');
const FIRST_DAY = '2027-02-13';
const TODAY = '2027-03-14';
const BIG_PRICE = 3_000_000; // 1,000 units of it overflow a 32-bit sum

let t: TestApp;
type Login = Awaited<ReturnType<TestApp['signUp']>>;
let admin: Login, supplierA: Login, supplierB: Login, clientA: Login, clientB: Login;
const p: Record<string, number> = {};

const day = (n: number) => new Date(Date.UTC(2027, 0, n));

async function seedProducts() {
  const rows = [
    {
      key: 'A1',
      supplier: supplierA,
      price: 1000,
      stock: 10,
      reserved: 2,
      images: ['https://img/a1.jpg', 'https://img/a1b.jpg'],
    },
    { key: 'A2', supplier: supplierA, price: 2500, stock: 5, reserved: 0, images: [] },
    { key: 'A3', supplier: supplierA, price: 300, stock: 20, reserved: 7, images: [] },
    { key: 'A4', supplier: supplierA, price: 800, stock: 0, reserved: 0, images: [] },
    { key: 'B1', supplier: supplierB, price: 4000, stock: 3, reserved: 0, images: [] },
    { key: 'B2', supplier: supplierB, price: 100, stock: 50, reserved: 0, images: [] },
  ];
  for (const [i, r] of rows.entries()) {
    const [row] = await t.db
      .insert(products)
      .values({
        supplier_id: r.supplier.user.id,
        name: `Produto ${r.key}`,
        sku: `SKU-${r.key}`,
        price_cents: r.price,
        stock: r.stock,
        reserved: r.reserved,
        images: r.images,
        updated_at: day(i + 1),
      })
      .returning({ id: products.id });
    p[r.key] = row!.id;
  }
  const picks: [string, number | null][] = [
    ['A1', 1500],
    ['A2', null],
    ['A3', 400],
    ['A4', null],
    ['B1', 5000],
    ['B2', 200],
  ];
  await t.db.insert(selections).values([
    ...picks.map(([key, price], i) => ({
      client_id: clientA.user.id,
      product_id: p[key]!,
      sale_price_cents: price,
      updated_at: day(10 + i),
    })),
    { client_id: clientB.user.id, product_id: p.A1!, sale_price_cents: 1200 },
  ]);
}

type Line = [product: string, quantity: number, unitPrice: number];
async function shipment(
  client: Login,
  supplier: Login,
  status: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled',
  paidAt: string | null,
  orders: Line[][],
) {
  const [s] = await t.db
    .insert(shippings)
    .values({
      client_id: client.user.id,
      supplier_id: supplier.user.id,
      status,
      payment_status: paidAt ? 'paid' : 'unpaid',
      paid_at: paidAt ? new Date(paidAt) : null,
    })
    .returning({ id: shippings.id });
  for (const lines of orders) {
    const [o] = await t.db
      .insert(shippingOrders)
      .values({
        shipping_id: s!.id,
        recipient_name: 'Destinatário',
        recipient_document: '52998224725',
        postcode: '01001000',
        address: 'Praça da Sé',
        number: '1',
        state: 'SP',
        city: 'São Paulo',
        district: 'Sé',
      })
      .returning({ id: shippingOrders.id });
    await t.db.insert(shippingOrderItems).values(
      lines.map(([key, quantity, unit_price_cents]) => ({
        shipping_order_id: o!.id,
        product_id: p[key]!,
        quantity,
        unit_price_cents,
      })),
    );
  }
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = NOW;
  [admin, supplierA, supplierB, clientA, clientB] = await Promise.all([
    t.signUp('admin'),
    t.signUp('supplier'),
    t.signUp('supplier'),
    t.signUp('client'),
    t.signUp('client'),
  ]);
  // Accounts were created months before NOW: suppliers' trials are over, so everyone pays.
  for (const who of [supplierA, supplierB, clientA, clientB]) await activateSubscription(t.db, who.user, NOW);
  await seedProducts();
  // Today in São Paulo (01:00 UTC on the 15th), 4500 / 3 units.
  await shipment(clientA, supplierA, 'delivered', '2027-03-15T01:00:00Z', [
    [
      ['A1', 2, 1000],
      ['A2', 1, 2500],
    ],
  ]);
  // First minute of the window in São Paulo, two orders: 4300 / 4 units.
  await shipment(clientA, supplierB, 'shipped', '2027-02-13T03:00:00Z', [
    [['B1', 1, 4000]],
    [['B2', 3, 100]],
  ]);
  // One minute before the window: counts in the totals only. 5000 / 5 units.
  await shipment(clientB, supplierA, 'processing', '2027-02-13T02:59:00Z', [[['A1', 5, 1000]]]);
  // Unpaid: counted by status, never as a sale.
  await shipment(clientA, supplierA, 'pending', null, [[['A3', 7, 300]]]);
  await shipment(clientB, supplierB, 'cancelled', null, [[['B1', 1, 4000]]]);
  await shipment(clientA, supplierA, 'processing', '2027-03-01T15:00:00Z', [[['A2', 1000, BIG_PRICE]]]);
});
afterAll(() => t.close());

const dashboard = (who?: Login) => t.api(who?.token).dashboard();
const names = (body: Dashboard) => body.products.map((x) => x.name);
const zeroDays = (body: Dashboard, except: string[]) =>
  body.salesByDay.filter((d) => !except.includes(d.date)).every((d) => d.total_cents === 0 && d.items === 0);

describe('GET /api/v1/dashboard', () => {
  it('gives an admin the platform totals', async () => {
    const res = await dashboard(admin);
    expect(res).toMatchObject({
      totalProducts: 6,
      totalValuePaid: 4500 + 4300 + 5000 + 1000 * BIG_PRICE,
      totalItemSales: 3 + 4 + 5 + 1000,
      shippingsByStatus: { pending: 1, processing: 2, shipped: 1, delivered: 1, cancelled: 1 },
    });
    expect(names(res)).toEqual(['Produto B2', 'Produto B1', 'Produto A4', 'Produto A3', 'Produto A2']);
    // The schema declares sale_price_cents, so the client's parse keeps it when the API sends it.
    expect(res.products[0]).not.toHaveProperty('sale_price_cents');
  });

  it('lists exactly the last 30 days in São Paulo time, oldest first, zero-filled', async () => {
    const body = await dashboard(admin);
    expect(body.salesByDay).toHaveLength(30);
    expect(body.salesByDay[0]).toEqual({ date: FIRST_DAY, total_cents: 4300, items: 4 });
    expect(body.salesByDay[29]).toEqual({ date: TODAY, total_cents: 4500, items: 3 });
    expect(body.salesByDay.find((d) => d.date === '2027-03-01')).toEqual({
      date: '2027-03-01',
      total_cents: 1000 * BIG_PRICE,
      items: 1000,
    });
    expect(zeroDays(body, [FIRST_DAY, '2027-03-01', TODAY])).toBe(true);
    const dates = body.salesByDay.map((d) => d.date);
    for (let i = 1; i < 30; i++) {
      expect(Date.parse(dates[i]!) - Date.parse(dates[i - 1]!)).toBe(86_400_000);
    }
  });

  it('gives a supplier their own products and the shipments addressed to them', async () => {
    const res = await dashboard(supplierA);
    expect(res).toMatchObject({
      totalProducts: 4,
      totalValuePaid: 4500 + 5000 + 1000 * BIG_PRICE,
      totalItemSales: 3 + 5 + 1000,
      shippingsByStatus: { pending: 1, processing: 2, shipped: 0, delivered: 1, cancelled: 0 },
    });
    expect(names(res)).toEqual(['Produto A4', 'Produto A3', 'Produto A2', 'Produto A1']);
    expect(res.products[3]).toEqual({
      id: p.A1,
      supplier_id: supplierA.user.id,
      name: 'Produto A1',
      sku: 'SKU-A1',
      image: 'https://img/a1.jpg',
      price_cents: 1000,
      stock: 10,
      available: 8,
      status: 'active',
      updated_at: '2027-01-01T00:00:00.000Z',
    });
    expect(res.salesByDay[29]).toEqual({ date: TODAY, total_cents: 4500, items: 3 });
    expect(zeroDays(res, ['2027-03-01', TODAY])).toBe(true);

    const other = await dashboard(supplierB);
    expect(other).toMatchObject({
      totalProducts: 2,
      totalValuePaid: 4300,
      totalItemSales: 4,
      shippingsByStatus: { pending: 0, processing: 0, shipped: 1, delivered: 0, cancelled: 1 },
    });
    expect(names(other)).toEqual(['Produto B2', 'Produto B1']);
    expect(other.salesByDay[0]).toEqual({ date: FIRST_DAY, total_cents: 4300, items: 4 });
  });

  it('gives a client up to 5 products of their selection with their price, and their purchases', async () => {
    const res = await dashboard(clientA);
    expect(res).toMatchObject({
      totalProducts: 6,
      totalValuePaid: 4500 + 4300 + 1000 * BIG_PRICE,
      totalItemSales: 3 + 4 + 1000,
      shippingsByStatus: { pending: 1, processing: 1, shipped: 1, delivered: 1, cancelled: 0 },
    });
    expect(res.products.map((x) => [x.name, x.sale_price_cents])).toEqual([
      ['Produto B2', 200],
      ['Produto B1', 5000],
      ['Produto A4', null],
      ['Produto A3', 400],
      ['Produto A2', null],
    ]);
    expect(zeroDays(res, [FIRST_DAY, '2027-03-01', TODAY])).toBe(true);

    const other = await dashboard(clientB);
    expect(other).toMatchObject({
      totalProducts: 1,
      totalValuePaid: 5000,
      totalItemSales: 5,
      shippingsByStatus: { pending: 0, processing: 1, shipped: 0, delivered: 0, cancelled: 1 },
    });
    expect(other.products.map((x) => [x.name, x.sale_price_cents])).toEqual([['Produto A1', 1200]]);
    expect(zeroDays(other, [])).toBe(true);
  });

  it('shows zeros and 30 empty days to a new supplier in trial', async () => {
    const fresh = await t.signUp('supplier', { created_at: NOW });
    const res = await dashboard(fresh);
    expect(res).toMatchObject({
      products: [],
      totalProducts: 0,
      totalValuePaid: 0,
      totalItemSales: 0,
      shippingsByStatus: { pending: 0, processing: 0, shipped: 0, delivered: 0, cancelled: 0 },
    });
    expect(res.salesByDay).toHaveLength(30);
    expect(zeroDays(res, [])).toBe(true);
  });

  it('answers 402 to a client without an active subscription and 401 without a session', async () => {
    const inactive = await t.signUp('client');
    expect(await refusal(dashboard(inactive))).toEqual({
      status: 402,
      body: {
        error: 'Sua conta não esta ativa, para ter acesso a todo o sistema faça ou renove a sua assinatura',
      },
    });
    expect(await refusal(dashboard())).toEqual({
      status: 401,
      body: { error: 'Sessão inválida ou expirada. Entre novamente.' },
    });
  });
});
