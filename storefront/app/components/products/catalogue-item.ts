import type { Product, ProductList } from '@ponte/shared';

/**
 * What a catalogue card shows and its controls use: the catalogue's loader sends only this (issue #11,
 * lean cards). A full product carries ~25 fields, a description among them; each travels in the page's
 * HTML twice (rendered, and in the data React Router hydrates from), 24 times a page.
 */
export type CatalogueItem = Pick<
  Product,
  'id' | 'name' | 'sku' | 'price_cents' | 'sale_price_cents' | 'available' | 'category' | 'status' | 'marked' | 'images'
>;

export type CatalogueList = { products: CatalogueItem[]; paginate: ProductList['paginate'] };

/** The card's fields of a product; of its pictures only the first, which the card shows. */
export const catalogueItem = (product: Product): CatalogueItem => ({
  id: product.id,
  name: product.name,
  sku: product.sku,
  price_cents: product.price_cents,
  sale_price_cents: product.sale_price_cents,
  available: product.available,
  category: product.category,
  status: product.status,
  marked: product.marked,
  images: product.images.slice(0, 1),
});

export const catalogueList = (list: ProductList): CatalogueList => ({
  products: list.products.map(catalogueItem),
  paginate: list.paginate,
});
