import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ApiError, type ProductCreate } from '@ponte/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { shippingOrderItems, shippingOrders, shippings } from '../shippings/shippings.table.ts';
import { insertProduct, signUpCast, type Cast } from './products-fixtures.ts';
import { products, selections } from './products.table.ts';

let t: TestApp;
let cast: Cast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await signUpCast(t);
});
afterAll(() => t.close());

const productCount = async () => Number((await t.db.select({ n: count() }).from(products))[0]!.n);
const manual: ProductCreate = {
  name: 'Jogo de Panelas Antiaderente 5 Peças',
  price_cents: 28990,
  suggested_price_cents: 39990,
  stock: 40,
  sku: 'JP-5',
  gtin: '7891000100103',
  weight_grams: 4200,
  width_cm: 30.5,
  images: ['https://cdn.exemplo.com/panelas.jpg'],
  category: 'Cozinha',
};

describe('POST /api/v1/products', () => {
  it('lets a supplier create a manual product', async () => {
    // Raw: the 201 is the contract's, and the client reads any 2xx as a success.
    const res = await t.call('POST', '/api/v1/products', { token: cast.supplier.token, body: manual });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ...manual,
      supplier_id: cast.supplier.user.id,
      source: 'manual',
      external_id: null,
      reserved: 0,
      available: 40,
      status: 'active',
    });
  });

  it('refuses clients and admins (403) and a supplier past the trial (402)', async () => {
    await expect(t.api(cast.client.token).products.create(manual)).rejects.toMatchObject({ status: 403 });
    await expect(t.api(cast.admin.token).products.create(manual)).rejects.toMatchObject({ status: 403 });
    await expect(t.api(cast.lapsedSupplier.token).products.create(manual)).rejects.toMatchObject({ status: 402 });
  });

  it('refuses bad input with 400/422 and writes nothing', async () => {
    const before = await productCount();
    const cases: [unknown, string][] = [
      [{ price_cents: 100 }, 'name'],
      [{ ...manual, price_cents: 10.5 }, 'price_cents'],
      [{ ...manual, price_cents: -1 }, 'price_cents'],
      [{ ...manual, gtin: '7891000100104' }, 'gtin'],
      [{ ...manual, description: 'Texto\u0000oculto' }, 'description'],
      [{ ...manual, images: ['http://inseguro.com/a.jpg'] }, 'images.0'],
      [{ ...manual, status: 'deleted' }, 'status'],
      [{ ...manual, source: 'bling' }, 'source'],
      [{ ...manual, supplier_id: cast.otherSupplier.user.id }, 'supplier_id'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('POST', '/api/v1/products', { token: cast.supplier.token, body });
      expect(res.status, field).toBe(422);
      expect(res.body.errors[field], field).toBeDefined();
    }
    const malformed = await t.call('POST', '/api/v1/products', { token: cast.supplier.token, raw: '{"name":"x",' });
    expect(malformed.status).toBe(400);
    expect(await productCount()).toBe(before);
  });
});

describe('PUT /api/v1/products/{id}', () => {
  it('lets the owner and an admin change fields; `data` wraps the body', async () => {
    const product = await insertProduct(t.db, cast.supplier.user.id, { name: 'Antigo' });
    const own = await t.api(cast.supplier.token).products.update(product.id, {
      name: 'Novo nome',
      price_cents: 1500,
      status: 'inactive',
      description: '',
    });
    expect(own).toMatchObject({ name: 'Novo nome', price_cents: 1500, status: 'inactive', description: null });
    const admin = await t.api(cast.admin.token).products.update(product.id, { stock: 3 });
    expect(admin).toMatchObject({ name: 'Novo nome', stock: 3 });
  });

  it("answers 404 to another supplier and 403 to a client, changing nothing", async () => {
    const product = await insertProduct(t.db, cast.supplier.user.id, { name: 'Intocado' });
    const steal = (token: string) => t.api(token).products.update(product.id, { name: 'Roubado' });
    await expect(steal(cast.otherSupplier.token)).rejects.toMatchObject({ status: 404 });
    await expect(steal(cast.client.token)).rejects.toMatchObject({ status: 403 });
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.name).toBe('Intocado');
  });

  it('refuses an unwrapped body, unknown fields and wrong types with 422, changing nothing', async () => {
    const product = await insertProduct(t.db, cast.supplier.user.id, { name: 'Fixo', stock: 5 });
    const put = (body: unknown) => t.call('PUT', `/api/v1/products/${product.id}`, { token: cast.supplier.token, body });
    expect((await put({ name: 'Sem data' })).status).toBe(422);
    const unknown = await put({ data: { reserved: 0 } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.reserved).toBeDefined();
    const types = await put({ data: { stock: '7', name: 12 } });
    expect(types.status).toBe(422);
    expect(Object.keys(types.body.errors).sort()).toEqual(['name', 'stock']);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ name: 'Fixo', stock: 5 });
  });
});

describe('DELETE /api/v1/products/{id}', () => {
  const remove = (token: string, id: number) => t.api(token).products.remove(id);

  it('removes a product nobody refers to', async () => {
    const product = await insertProduct(t.db, cast.supplier.user.id);
    expect(await remove(cast.supplier.token, product.id)).toEqual({ message: 'Produto removido' });
    await expect(remove(cast.supplier.token, product.id)).rejects.toMatchObject({ status: 404 });
    const byAdmin = await insertProduct(t.db, cast.supplier.user.id);
    expect(await remove(cast.admin.token, byAdmin.id)).toEqual({ message: 'Produto removido' });
  });

  it("answers 404 for another supplier's product and 403 to a client, deleting nothing", async () => {
    const product = await insertProduct(t.db, cast.supplier.user.id);
    await expect(remove(cast.otherSupplier.token, product.id)).rejects.toMatchObject({ status: 404 });
    await expect(remove(cast.client.token, product.id)).rejects.toMatchObject({ status: 403 });
    expect(await t.db.select().from(products).where(eq(products.id, product.id))).toHaveLength(1);
  });

  it('answers 409 with the spec message for a product in a selection or in a shipment', async () => {
    const message = 'O produto pode estar vinculado a um cliente ou pedido e não pode ser removido.';
    const selected = await insertProduct(t.db, cast.supplier.user.id);
    await t.db.insert(selections).values({ client_id: cast.client.user.id, product_id: selected.id });
    const shipped = await insertProduct(t.db, cast.supplier.user.id);
    const [shipping] = await t.db
      .insert(shippings)
      .values({ client_id: cast.client.user.id, supplier_id: cast.supplier.user.id })
      .returning();
    const [order] = await t.db
      .insert(shippingOrders)
      .values({
        shipping_id: shipping!.id, recipient_name: 'Ana', recipient_document: '52998224725', postcode: '01001000',
        address: 'Praça da Sé', number: '1', state: 'SP', city: 'São Paulo', district: 'Sé',
      })
      .returning();
    await t.db
      .insert(shippingOrderItems)
      .values({ shipping_order_id: order!.id, product_id: shipped.id, quantity: 1, unit_price_cents: 1000 });

    for (const product of [selected, shipped]) {
      await expect(remove(cast.admin.token, product.id)).rejects.toEqual(new ApiError(409, { error: message }));
      expect(await t.db.select().from(products).where(eq(products.id, product.id))).toHaveLength(1);
    }
  });
});
