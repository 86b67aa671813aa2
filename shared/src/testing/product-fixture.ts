import type { Product } from '../products/product-schema.ts';

/**
 * A product as the API answers it, the one fixture every suite builds on (the site's and the console's
 * tests override the values they assert on). A field added to ProductSchema fails to compile here first,
 * and product-fixture.test.ts checks the fixture against the schema itself.
 */
export function productFixture(overrides: Partial<Product> = {}): Product {
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
