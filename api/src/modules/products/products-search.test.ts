import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertProduct, signUpCast, type Cast } from './products-fixtures.ts';
import { products } from './products.table.ts';

/** The catalogue search by words, accents and case aside (decision 046), as the admin and a client use it. */
let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  t = await createTestApp();
  cast = await signUpCast(t);
  const supplier = cast.otherSupplier.user.id;
  for (const name of [
    'Camiseta Orgânica Branca',
    'Camiseta Básica Algodão Orgânico Preta',
    'Camisetas Estampadas',
    'Calça Orgânica',
    'Caneca de Cerâmica',
  ]) {
    await insertProduct(t.db, supplier, { name, sku: name === 'Calça Orgânica' ? 'CAL-1' : null });
  }
});
afterAll(() => t.close());

async function names(search: string, token = cast.client.token) {
  const list = await t.api(token).products.paginate({ search, sort: 'name' });
  expect(list.paginate.total, search).toBe(list.products.length);
  return list.products.map((p) => p.name);
}

describe('catalogue search', () => {
  it('finds every word in any order, without accents, in any case, whatever the gender or number', async () => {
    const organicShirts = ['Camiseta Básica Algodão Orgânico Preta', 'Camiseta Orgânica Branca'];
    expect(await names('camiseta organico')).toEqual(organicShirts);
    expect(await names('ORGÂNICA camiseta')).toEqual(organicShirts);
    expect(await names('organicas camisetas', cast.admin.token)).toEqual(organicShirts);
    expect(await names('camiseta preto')).toEqual(['Camiseta Básica Algodão Orgânico Preta']);
    expect(await names('ceramica')).toEqual(['Caneca de Cerâmica']);
  });

  it('finds word beginnings and fragments, and nothing when one word is missing', async () => {
    expect(await names('cam')).toEqual([
      'Camiseta Básica Algodão Orgânico Preta',
      'Camiseta Orgânica Branca',
      'Camisetas Estampadas',
    ]);
    expect(await names('camiseta seda')).toEqual([]);
  });

  it('still finds an exact SKU', async () => {
    expect(await names('CAL-1')).toEqual(['Calça Orgânica']);
  });

  it('follows a rename at once, and never sends the stored folded name (decision 066)', async () => {
    const kettle = await insertProduct(t.db, cast.otherSupplier.user.id, { name: 'Chaleira Elétrica' });
    expect(await names('chaleira eletrica')).toEqual(['Chaleira Elétrica']);
    await t.db.update(products).set({ name: 'Bule Esmaltado' }).where(eq(products.id, kettle.id));
    expect(await names('chaleira')).toEqual([]);
    expect(await names('BULE esmaltádo')).toEqual(['Bule Esmaltado']);

    for (const token of [cast.client.token, cast.admin.token, cast.otherSupplier.token]) {
      const page = await t.call('POST', '/api/v1/products/paginate', { token, body: { search: 'bule' } });
      expect(page.status).toBe(200);
      expect(page.body.products[0]).toMatchObject({ name: 'Bule Esmaltado' });
      expect(page.body.products[0]).not.toHaveProperty('name_folded');
      const one = await t.call('GET', `/api/v1/products/${kettle.id}`, { token });
      expect(one.status).toBe(200);
      expect(one.body).not.toHaveProperty('name_folded');
    }
  });

  it('pages a search in id order both ways, from either end, for every role (decision 068)', async () => {
    const found = async (token: string, body: object) =>
      (await t.api(token).products.paginate({ search: 'camiseta', ...body })).products.map((p) => p.name);
    const inOrder = ['Camiseta Orgânica Branca', 'Camiseta Básica Algodão Orgânico Preta', 'Camisetas Estampadas'];
    for (const token of [cast.client.token, cast.admin.token, cast.otherSupplier.token]) {
      expect(await found(token, {})).toEqual(inOrder);
      expect(await found(token, { order: 'desc' })).toEqual([...inOrder].reverse());
      // Past the middle, the page is read from the other end.
      expect(await found(token, { per_page: 2, page: 2 })).toEqual([inOrder[2]]);
      expect(await found(token, { per_page: 2, page: 2, order: 'desc' })).toEqual([inOrder[0]]);
      expect(await found(token, { search: 'organica camiseta', per_page: 1, page: 2 })).toEqual([inOrder[1]]);
      expect(await found(token, { search: 'CAL-1' })).toEqual(['Calça Orgânica']);
    }
    // A supplier sees only their own products, whatever was searched before on the same statement.
    expect(await found(cast.supplier.token, {})).toEqual([]);
  });

  it('is answered by the trigram index on the folded name', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const { rows } = await tx.execute<Record<string, string>>(
        sql`EXPLAIN SELECT id FROM products WHERE name_folded LIKE '%camiset%' AND name_folded LIKE '%organic%'`,
      );
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('products_name_trgm');
  });
});
