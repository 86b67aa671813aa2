import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ApiError, ShippingCreateResponseSchema } from '@ponte/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { products } from '../products/products.table.ts';
import { users } from '../users/users.table.ts';
import {
  address,
  createProduct,
  order,
  recipient,
  shippingApi,
  shippingCast,
  shippingRowCounts,
  stockOf,
} from './shipping-fixtures.ts';

let t: TestApp;
let raw: ReturnType<typeof shippingApi>;
let cast: Awaited<ReturnType<typeof shippingCast>>;
type Product = Awaited<ReturnType<typeof createProduct>>;
let fromSupplier: Product;
let fromOther: Product;

beforeAll(async () => {
  t = await createTestApp();
  raw = shippingApi(t);
  cast = await shippingCast(t);
  fromSupplier = await createProduct(t, cast.supplier.user.id, { name: 'Caneca Esmaltada', price_cents: 2590, stock: 100 });
  fromOther = await createProduct(t, cast.otherSupplier.user.id, { name: 'Camiseta Linho', price_cents: 7990, stock: 100 });
});
afterAll(() => t.close());

const NOT_FOUND = { error: 'Registro não encontrado.' };

/** A pending shipment of `cast.client` addressed to `cast.supplier`. */
async function pendingShipping(quantity = 1) {
  const created = await t.api(cast.client.token).shippings.create({
    orders: [order([{ product_id: fromSupplier.id, quantity }])],
  });
  return created.result.shippings[0]!;
}

describe('POST /api/v1/shippings', () => {
  it('creates one shipment per supplier, splitting an order whose items span two suppliers', async () => {
    const before = await stockOf(t, fromSupplier.id);
    // Raw: the 201 is the contract's, and the client reads any 2xx as a success.
    const res = await raw.create(cast.client.token, {
      notes: 'Entregar em horário comercial',
      orders: [
        order([
          { product_id: fromSupplier.id, quantity: 2 },
          { product_id: fromOther.id, quantity: 1 },
        ]),
        order([{ product_id: fromSupplier.id, quantity: 3 }]),
      ],
    });
    expect(res.status).toBe(201);
    expect(ShippingCreateResponseSchema.safeParse(res.body).success).toBe(true);
    const [first, second] = res.body.result.shippings;
    expect(res.body.result.shippings).toHaveLength(2);
    expect(first).toMatchObject({
      client: { id: cast.client.user.id, name: 'Joana', last_name: 'Souza' },
      supplier: { id: cast.supplier.user.id, name: 'Casa', last_name: 'Boa' },
      status: 'pending',
      payment_status: 'unpaid',
      paid_at: null,
      notes: 'Entregar em horário comercial',
      orders_count: 2,
      items_count: 5,
      total_cents: 5 * 2590,
    });
    expect(first.id).toBeLessThan(second.id);
    expect(first.orders[0]).toMatchObject({
      recipient: { name: 'Fernanda Lima', document: recipient().document, phone: '11976543210', email: 'fernanda.lima@exemplo.com.br' },
      address: { ...address(), postcode: '04538133' },
      tracking_code: null,
      carrier: null,
      items: [
        {
          product: { id: fromSupplier.id, name: 'Caneca Esmaltada', sku: fromSupplier.sku, images: [] },
          quantity: 2,
          unit_price_cents: 2590,
          subtotal_cents: 5180,
        },
      ],
      items_count: 2,
      total_cents: 5180,
    });
    expect(second).toMatchObject({ supplier: { id: cast.otherSupplier.user.id }, orders_count: 1, items_count: 1, total_cents: 7990 });
    expect(first.history).toEqual([
      { at: t.clock.now.toISOString(), by: { id: cast.client.user.id, name: 'Joana' }, field: 'status', from: null, to: 'pending', note: null },
    ]);
    expect(await stockOf(t, fromSupplier.id)).toEqual({ stock: 100, reserved: before.reserved + 5 });
  });

  it('keeps the price of the moment: a later price change does not touch the shipment', async () => {
    const product = await createProduct(t, cast.supplier.user.id, { price_cents: 1500 });
    const client = t.api(cast.client.token);
    const created = await client.shippings.create({ orders: [order([{ product_id: product.id, quantity: 2 }])] });
    await t.db.update(products).set({ price_cents: 9900 }).where(eq(products.id, product.id));
    const { shipping } = (await client.shippings.get(created.result.shippings[0]!.id)).result;
    expect(shipping.orders[0]!.items[0]).toMatchObject({ unit_price_cents: 1500, subtotal_cents: 3000 });
    expect(shipping.total_cents).toBe(3000);
  });

  it('refuses products outside the client catalogue with 422 naming the item, writing nothing', async () => {
    const inactive = await createProduct(t, cast.supplier.user.id, { status: 'inactive' });
    const lapsed = await t.signUp('supplier', { created_at: new Date(Date.now() - 30 * 86_400_000) });
    const ofLapsed = await createProduct(t, lapsed.user.id);
    const before = await shippingRowCounts(t);
    for (const productId of [inactive.id, ofLapsed.id, 999_999]) {
      const create = t.api(cast.client.token).shippings.create({
        orders: [order([{ product_id: fromSupplier.id, quantity: 1 }, { product_id: productId, quantity: 1 }])],
      });
      await expect(create).rejects.toEqual(
        new ApiError(422, {
          error: `O produto #${productId} não está disponível no catálogo.`,
          errors: { 'orders.0.items.1.product_id': ['Produto não encontrado ou indisponível no catálogo.'] },
        }),
      );
    }
    expect(await shippingRowCounts(t)).toEqual(before);
  });

  it('answers 401 without a session, 403 to suppliers and admins, 402 to a client without a subscription', async () => {
    const body = { orders: [order([{ product_id: fromSupplier.id, quantity: 1 }])] };
    await expect(t.api().shippings.create(body)).rejects.toMatchObject({ status: 401 });
    await expect(t.api(cast.supplier.token).shippings.create(body)).rejects.toMatchObject({ status: 403 });
    await expect(t.api(cast.admin.token).shippings.create(body)).rejects.toMatchObject({ status: 403 });
    const unpaid = await t.signUp('client');
    await expect(t.api(unpaid.token).shippings.create(body)).rejects.toMatchObject({
      status: 402,
      body: { error: 'Sua conta não esta ativa, para ter acesso a todo o sistema faça ou renove a sua assinatura' },
    });
  });

  it('answers bad input with 422 on the field, 400 for malformed JSON, and writes nothing', async () => {
    const before = await shippingRowCounts(t);
    const stockBefore = await stockOf(t, fromSupplier.id);
    const item = { product_id: fromSupplier.id, quantity: 1 };
    // Raw: most of these bodies are ones the types refuse on purpose.
    const cases: [unknown, string][] = [
      [{ orders: [{ ...order([item]), recipient: { ...recipient(), document: '123.456.789-00' } }] }, 'orders.0.recipient.document'],
      [{ orders: [{ ...order([item]), address: { ...address(), postcode: '0453-133' } }] }, 'orders.0.address.postcode'],
      [{ orders: [{ ...order([item]), address: { ...address(), state: 'XX' } }] }, 'orders.0.address.state'],
      [{ orders: [order([{ product_id: fromSupplier.id, quantity: 0 }])] }, 'orders.0.items.0.quantity'],
      [{ orders: [order([{ product_id: fromSupplier.id, quantity: 1.5 }])] }, 'orders.0.items.0.quantity'],
      [{ orders: [{ ...order([]), items: [{ product_id: '1', quantity: 1 }] }] }, 'orders.0.items.0.product_id'],
      [{ orders: [order([])] }, 'orders.0.items'],
      [{ orders: [] }, 'orders'],
      [{ orders: Array.from({ length: 51 }, () => order([item])) }, 'orders'],
      [{ orders: [order(Array.from({ length: 101 }, () => item))] }, 'orders.0.items'],
      [{ orders: [order([item])], extra: true }, 'extra'],
      [{ orders: [{ ...order([item]), recipient: { ...recipient(), age: 3 } }] }, 'orders.0.recipient.age'],
      [{ orders: 'todos' }, 'orders'],
    ];
    for (const [body, field] of cases) {
      const res = await raw.create(cast.client.token, body);
      expect(res.status, field).toBe(422);
      expect(res.body.error).toBe('Os dados enviados são inválidos.');
      expect(Object.keys(res.body.errors), field).toContain(field);
    }
    const cpf = await raw.create(cast.client.token, cases[0]![0]);
    expect(cpf.body.errors['orders.0.recipient.document']).toEqual(['CPF ou CNPJ inválido.']);
    const cep = await raw.create(cast.client.token, cases[1]![0]);
    expect(cep.body.errors['orders.0.address.postcode']).toEqual(['CEP inválido: informe 8 dígitos.']);
    const malformed = await t.call('POST', '/api/v1/shippings', { token: cast.client.token, raw: '{"orders": [' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'O corpo da requisição não é um JSON válido.' });
    expect(await shippingRowCounts(t)).toEqual(before);
    expect(await stockOf(t, fromSupplier.id)).toEqual(stockBefore);
  });

  it('refuses more than is available with 409 and the product name', async () => {
    const product = await createProduct(t, cast.supplier.user.id, { name: 'Abajur', stock: 3, reserved: 1 });
    const create = t.api(cast.client.token).shippings.create({ orders: [order([{ product_id: product.id, quantity: 3 }])] });
    await expect(create).rejects.toEqual(new ApiError(409, { error: 'Estoque insuficiente para "Abajur": disponível 2.' }));
  });
});

describe('GET /api/v1/shippings/{id}', () => {
  it('shows the shipment to its client, its supplier and admins; to anyone else it does not exist', async () => {
    const { id } = await pendingShipping();
    for (const who of [cast.client, cast.supplier, cast.admin]) {
      expect((await t.api(who.token).shippings.get(id)).result.shipping.id).toBe(id);
    }
    for (const who of [cast.otherClient, cast.otherSupplier]) {
      await expect(t.api(who.token).shippings.get(id)).rejects.toEqual(new ApiError(404, NOT_FOUND));
    }
    await expect(t.api(cast.admin.token).shippings.get(999_999)).rejects.toEqual(new ApiError(404, NOT_FOUND));
    await expect(t.api().shippings.get(id)).rejects.toMatchObject({ status: 401 });
    expect((await t.call('GET', '/api/v1/shippings/abc', { token: cast.client.token })).status).toBe(422);
  });

  it('answers 402 to a supplier whose trial is over', async () => {
    const { id } = await pendingShipping();
    await t.db.update(users).set({ created_at: new Date(Date.now() - 30 * 86_400_000) }).where(eq(users.id, cast.supplier.user.id));
    try {
      await expect(t.api(cast.supplier.token).shippings.get(id)).rejects.toMatchObject({ status: 402 });
    } finally {
      await t.db.update(users).set({ created_at: new Date() }).where(eq(users.id, cast.supplier.user.id));
    }
  });
});

describe('POST /api/v1/shipping-orders', () => {
  it('adds an order to the client own pending shipment and reserves its units', async () => {
    const { id } = await pendingShipping();
    const before = await stockOf(t, fromSupplier.id);
    // Raw: the 201 is the contract's, and the client reads any 2xx as a success.
    const res = await raw.addOrder(cast.client.token, { shipping_id: id, ...order([{ product_id: fromSupplier.id, quantity: 4 }]) });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ result: { shipping_id: id } });
    const detail = (await t.api(cast.client.token).shippings.get(id)).result.shipping;
    expect(detail).toMatchObject({ orders_count: 2, items_count: 5 });
    expect(await stockOf(t, fromSupplier.id)).toEqual({ stock: 100, reserved: before.reserved + 4 });
  });

  it('refuses items of another supplier (422), a shipment no longer pending (409), and stock it lacks (409)', async () => {
    const { id } = await pendingShipping();
    const before = await shippingRowCounts(t);
    const addOrder = (items: { product_id: number; quantity: number }[]) =>
      t.api(cast.client.token).shippings.addOrder({ shipping_id: id, ...order(items) });
    const other = addOrder([{ product_id: fromOther.id, quantity: 1 }]);
    await expect(other).rejects.toMatchObject({ status: 422 });
    await expect(other).rejects.toHaveProperty('body.errors', {
      'items.0.product_id': ['Este produto é de outro fornecedor.'],
    });
    const scarce = await createProduct(t, cast.supplier.user.id, { name: 'Banqueta', stock: 1 });
    await expect(addOrder([{ product_id: scarce.id, quantity: 2 }])).rejects.toEqual(
      new ApiError(409, { error: 'Estoque insuficiente para "Banqueta": disponível 1.' }),
    );
    expect(await shippingRowCounts(t)).toEqual(before);

    await t.api(cast.supplier.token).shippings.update(id, { status: 'processing' });
    await expect(addOrder([{ product_id: fromSupplier.id, quantity: 1 }])).rejects.toEqual(
      new ApiError(409, { error: 'Só é possível adicionar pedidos a uma remessa pendente.' }),
    );
  });

  it('hides shipments of others (404) and refuses suppliers and admins (403)', async () => {
    const { id } = await pendingShipping();
    const body = { shipping_id: id, ...order([{ product_id: fromSupplier.id, quantity: 1 }]) };
    await expect(t.api(cast.otherClient.token).shippings.addOrder(body)).rejects.toEqual(new ApiError(404, NOT_FOUND));
    await expect(t.api(cast.client.token).shippings.addOrder({ ...body, shipping_id: 999_999 })).rejects.toMatchObject({
      status: 404,
    });
    await expect(t.api(cast.supplier.token).shippings.addOrder(body)).rejects.toMatchObject({ status: 403 });
    await expect(t.api(cast.admin.token).shippings.addOrder(body)).rejects.toMatchObject({ status: 403 });
    await expect(t.api().shippings.addOrder(body)).rejects.toMatchObject({ status: 401 });
    // Raw: a body the types refuse on purpose.
    const bad = await raw.addOrder(cast.client.token, { ...body, shipping_id: 'x', recipient: { ...recipient(), document: '1' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['recipient.document', 'shipping_id']);
  });
});
