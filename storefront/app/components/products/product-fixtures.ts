import type { Product } from '@ponte/shared';
import { productFixture } from '@ponte/shared/testing';

/** A product as the API answers it, for the catalogue's route tests (the shared fixture). */
export const productAnswer = productFixture;

/** POST /api/v1/products/paginate's answer. */
export const listAnswer = (products: Product[], current_page = 1, last_page = 1) => ({
  products,
  paginate: { current_page, per_page: 24, total: products.length, last_page },
});
