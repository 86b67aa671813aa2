import type { Product } from '@ponte/shared';
import { formatDecimal, formatInteger, formatMoney } from '@ponte/shared';
import type { Locale } from '@ponte/shared/i18n';

/** The product form's inputs, named like the API's fields so its 422 messages land beside them. */
export const PRODUCT_FORM_FIELDS = [
  'name',
  'sku',
  'gtin',
  'category',
  'status',
  'price_cents',
  'suggested_price_cents',
  'stock',
  'weight_grams',
  'width_cm',
  'height_cm',
  'depth_cm',
  'short_description',
  'description',
  'images',
] as const;
export type ProductFormField = (typeof PRODUCT_FORM_FIELDS)[number];
export type ProductFormValues = Record<ProductFormField, string>;

/** A new product's form: active, nothing else filled in. */
export const EMPTY_PRODUCT_FORM = Object.fromEntries(
  PRODUCT_FORM_FIELDS.map((name) => [name, name === 'status' ? 'active' : '']),
) as ProductFormValues;

/** A product as the edit form shows it (money in reais in the page's language, one image address per line). */
export function productFormValues(product: Product, locale: Locale = 'pt-BR'): ProductFormValues {
  return {
    name: product.name,
    sku: product.sku ?? '',
    gtin: product.gtin ?? '',
    category: product.category ?? '',
    status: product.status,
    price_cents: formatMoney(product.price_cents, locale),
    suggested_price_cents: formatMoney(product.suggested_price_cents, locale),
    stock: formatInteger(product.stock, locale),
    weight_grams: formatInteger(product.weight_grams, locale),
    width_cm: formatDecimal(product.width_cm, locale),
    height_cm: formatDecimal(product.height_cm, locale),
    depth_cm: formatDecimal(product.depth_cm, locale),
    short_description: product.short_description ?? '',
    description: product.description ?? '',
    images: product.images.join('\n'),
  };
}
