import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpCast, type Cast } from '../modules/products/products-fixtures.ts';

/** Validation answers speak the product's sentences, in the user's units, every bad field at once (decision 041). */
let t: TestApp;
let cast: Cast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await signUpCast(t);
});
afterAll(() => t.close());

// Money is formatted with a no-break space after "R$"; compared as a plain space.
const plain = (errors: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [field, list.map((m) => m.replace(/\u00a0/g, ' '))]),
  );

const create = (body: Record<string, unknown>) =>
  t.call('POST', '/api/v1/products', { token: cast.supplier.token, body });

describe('422 answers in plain Portuguese', () => {
  it('tells a too-long name in characters', async () => {
    const res = await create({ name: 'x'.repeat(201), price_cents: 1000 });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error: 'Os dados enviados são inválidos.',
      errors: { name: ['Use no máximo 200 caracteres.'] },
    });
  });

  it('tells a too-large price in reais, not centavos', async () => {
    const res = await create({ name: 'Panela', price_cents: 1_000_000_001 });
    expect(res.status).toBe(422);
    expect(plain(res.body.errors)).toEqual({ price_cents: ['Informe um valor de até R$ 10.000.000,00.'] });
  });

  it('answers several bad fields at once, each on its field, with no validator wording', async () => {
    const res = await create({
      name: '   ',
      price_cents: 12.5,
      suggested_price_cents: -1,
      stock: 20_000_000,
      category: 'c'.repeat(121),
      status: 'talvez',
      color: 'azul',
    });
    expect(res.status).toBe(422);
    expect(plain(res.body.errors)).toEqual({
      name: ['Campo obrigatório.'],
      price_cents: ['Informe um número inteiro.'],
      suggested_price_cents: ['Informe um valor de pelo menos R$ 0,00.'],
      stock: ['Informe um número de até 10.000.000.'],
      category: ['Use no máximo 120 caracteres.'],
      status: ['Escolha uma das opções.'],
      color: ['Campo não permitido.'],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/esperava|demais|expected|Invalid/i);
  });

  it("tells the price in reais on an update too, inside the PUT body's data wrapper", async () => {
    const created = await create({ name: 'Chaleira', price_cents: 4990 });
    const res = await t.call('PUT', `/api/v1/products/${created.body.id}`, {
      token: cast.supplier.token,
      body: { data: { price_cents: 2_000_000_000, gtin: '123' } },
    });
    expect(res.status).toBe(422);
    expect(plain(res.body.errors)).toEqual({
      price_cents: ['Informe um valor de até R$ 10.000.000,00.'],
      gtin: ['GTIN inválido: informe 8, 12, 13 ou 14 dígitos válidos.'],
    });
  });

  it('asks for a required field that is missing', async () => {
    const res = await create({ name: 'Panela' });
    expect(res.body.errors).toEqual({ price_cents: ['Campo obrigatório.'] });
  });
});
