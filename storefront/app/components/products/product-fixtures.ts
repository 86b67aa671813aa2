import type { Product } from '@ponte/shared';

/** A product as the API answers it, for the catalogue's route tests. */
export function productAnswer(overrides: Partial<Product> = {}): Product {
  return {
    id: 5,
    supplier_id: 7,
    external_id: null,
    source: 'manual',
    sku: 'CAS-0005',
    name: 'Garrafa Térmica Inox 1 Litro',
    description: 'Mantém a bebida quente por 12 horas.',
    short_description: null,
    gtin: '7891000100103',
    price_cents: 6490,
    suggested_price_cents: 9990,
    stock: 10,
    reserved: 2,
    available: 8,
    weight_grams: 550,
    width_cm: 8,
    height_cm: 30,
    depth_cm: 8,
    images: [],
    category: 'Cozinha',
    status: 'active',
    synced_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** POST /api/v1/products/paginate's answer. */
export const listAnswer = (products: Product[], current_page = 1, last_page = 1) => ({
  products,
  paginate: { current_page, per_page: 24, total: products.length, last_page },
});
