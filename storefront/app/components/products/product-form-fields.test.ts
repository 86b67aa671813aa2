import { ProductCreateSchema, type ProductCreate } from '@ponte/shared';
import { en } from '@ponte/shared/i18n';
import { productFixture } from '@ponte/shared/testing';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  EMPTY_PRODUCT_FORM,
  PRODUCT_FIELDS,
  PRODUCT_FORM_FIELDS,
  productFormValues,
  type ProductFormField,
} from './product-form-fields.ts';

describe('the product form’s field table', () => {
  it('has exactly the fields of the API’s create schema', () => {
    // The type checker refuses a table that misses or adds a field; this holds the running schema to it too.
    expectTypeOf<ProductFormField>().toEqualTypeOf<keyof ProductCreate>();
    expect([...PRODUCT_FORM_FIELDS].sort()).toEqual(Object.keys(ProductCreateSchema.shape).sort());
  });

  it('names each field with phrases that have their English', () => {
    const phrases = Object.values(PRODUCT_FIELDS).flatMap((field) =>
      'helperText' in field ? [field.label, field.helperText] : [field.label],
    );
    expect(phrases.filter((phrase) => !(phrase in en))).toEqual([]);
  });

  it('starts a new product active with nothing else filled in', () => {
    expect(EMPTY_PRODUCT_FORM).toEqual({
      name: '',
      sku: '',
      gtin: '',
      category: '',
      status: 'active',
      price_cents: '',
      suggested_price_cents: '',
      stock: '',
      weight_grams: '',
      width_cm: '',
      height_cm: '',
      depth_cm: '',
      short_description: '',
      description: '',
      images: '',
    });
  });

  it('shows a stored product by kind in the page’s language', () => {
    const product = productFixture({
      price_cents: 123456,
      weight_grams: 1500,
      width_cm: 12.5,
      height_cm: null,
      short_description: null,
      images: ['https://cdn.example.com/1.jpg', 'https://cdn.example.com/2.jpg'],
    });
    const shown = {
      name: 'Garrafa Térmica Inox 1 Litro',
      sku: 'CAS-0005',
      gtin: '7891000100103',
      category: 'Cozinha',
      status: 'active',
      suggested_price_cents: '99,90',
      stock: '10',
      height_cm: '',
      depth_cm: '8',
      short_description: '',
      description: 'Mantém a bebida quente por 12 horas.',
      images: 'https://cdn.example.com/1.jpg\nhttps://cdn.example.com/2.jpg',
    };
    expect(productFormValues(product)).toEqual({
      ...shown,
      price_cents: '1.234,56',
      weight_grams: '1.500',
      width_cm: '12,5',
    });
    expect(productFormValues(product, 'en')).toEqual({
      ...shown,
      suggested_price_cents: '99.90',
      price_cents: '1,234.56',
      weight_grams: '1,500',
      width_cm: '12.5',
    });
  });
});
