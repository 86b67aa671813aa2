import { describe, expect, it } from 'vitest';
import { ProductSchema } from '../products/product-schema.ts';
import { productFixture } from './product-fixture.ts';

describe('productFixture', () => {
  it('is a product exactly as the wire schema describes it (every field, nothing else)', () => {
    const fixture = productFixture();
    expect(ProductSchema.strict().parse(fixture)).toEqual(fixture);
    const optional = ['marked', 'sale_price_cents'];
    expect(Object.keys(fixture).sort()).toEqual(Object.keys(ProductSchema.shape).filter((k) => !optional.includes(k)).sort());
  });
});
