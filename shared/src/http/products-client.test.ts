import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './api-client.ts';
import { productFixture } from '../testing/product-fixture.ts';

const product = productFixture({
  supplier_id: 2,
  description: null,
  gtin: null,
  suggested_price_cents: null,
  weight_grams: null,
  width_cm: null,
  height_cm: null,
  depth_cm: null,
});

/** A fetch that records each request and answers with the next canned response. */
function recordingFetch(answers: Response[]) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method!, body: init.body ? JSON.parse(init.body as string) : undefined });
    return answers.shift()!;
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('products client', () => {
  it('sends each call to the contract path with the contract body', async () => {
    const { fetch, calls } = recordingFetch([
      Response.json({
        products: [product],
        paginate: { current_page: 1, per_page: 20, total: 1, last_page: 1 },
      }),
      Response.json(product),
      Response.json(product, { status: 201 }),
      Response.json(product),
      Response.json({ message: 'Produto removido' }),
      Response.json({ message: 'Produto marcado', marked: true }),
      Response.json({
        message: 'Preço de venda salvo',
        product: { ...product, marked: true, sale_price_cents: 9000 },
      }),
    ]);
    const { products } = createApiClient({ baseUrl: '', fetch });

    const page = await products.paginate({ page: 1, filter: { marked: true } });
    await products.get(5);
    await products.create({ name: 'Novo', price_cents: 100 });
    await products.update(5, { stock: 3 });
    await products.remove(5);
    const mark = await products.markUnmark({ product_id: 5 });
    const price = await products.setPrice({ product_id: 5, sale_price_cents: 9000 });

    expect(page.products[0]?.available).toBe(8);
    expect(mark).toEqual({ message: 'Produto marcado', marked: true });
    expect(price.product.sale_price_cents).toBe(9000);
    expect(calls).toEqual([
      { url: '/api/v1/products/paginate', method: 'POST', body: { page: 1, filter: { marked: true } } },
      { url: '/api/v1/products/5', method: 'GET', body: undefined },
      { url: '/api/v1/products', method: 'POST', body: { name: 'Novo', price_cents: 100 } },
      { url: '/api/v1/products/5', method: 'PUT', body: { data: { stock: 3 } } },
      { url: '/api/v1/products/5', method: 'DELETE', body: undefined },
      { url: '/api/v1/products/mark-unmark/', method: 'POST', body: { product_id: 5 } },
      { url: '/api/v1/products/set-price/', method: 'POST', body: { product_id: 5, sale_price_cents: 9000 } },
    ]);
  });

  it('hands the download over unparsed, and refusals as ApiError', async () => {
    const file = new Response('\uFEFFNome;SKU\r\n', {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="produtos.csv"',
      },
    });
    const { fetch, calls } = recordingFetch([
      file,
      Response.json({ error: 'Os dados enviados são inválidos.' }, { status: 422 }),
    ]);
    const { products } = createApiClient({ baseUrl: '', fetch });

    const response = await products.download({ format: 'csv', filter: { marked: true } });
    expect(response.headers.get('Content-Disposition')).toContain('produtos.csv');
    // The bytes pass through untouched, BOM included (text() would strip it).
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(calls[0]).toEqual({
      url: '/api/v1/products/download/',
      method: 'POST',
      body: { format: 'csv', filter: { marked: true } },
    });
    await expect(products.download({ format: 'xlsx' })).rejects.toBeInstanceOf(ApiError);
  });
});
