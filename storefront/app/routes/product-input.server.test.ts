import type { Locale } from '@ponte/shared/i18n';
import { productFixture } from '@ponte/shared/testing';
import { describe, expect, it } from 'vitest';
import { EMPTY_PRODUCT_FORM, productFormValues } from '../components/products/product-form-fields.ts';
import { productInput, readProductForm } from './product-input.server.ts';

const product = productFixture({
  price_cents: 123456,
  weight_grams: 1500,
  width_cm: 12.5,
  short_description: null,
  images: ['https://cdn.example.com/1.jpg', 'https://cdn.example.com/2.jpg'],
});
/** The fixture's editable fields as the API stores them. */
const stored = {
  name: product.name,
  sku: product.sku,
  gtin: product.gtin,
  category: product.category,
  status: product.status,
  price_cents: 123456,
  suggested_price_cents: product.suggested_price_cents,
  stock: product.stock,
  weight_grams: 1500,
  width_cm: 12.5,
  height_cm: product.height_cm,
  depth_cm: product.depth_cm,
  short_description: null,
  description: product.description,
  images: product.images,
};

describe('productInput', () => {
  it.each<Locale>(['pt-BR', 'en'])('reads back what the edit form shows (%s)', (locale) => {
    const values = productFormValues(product, locale);
    expect(productInput(values, 'update', locale)).toEqual({ ok: true, data: stored });
    expect(productInput(values, 'create', locale)).toEqual({ ok: true, data: stored });
  });

  it('refuses an empty form with each required field’s message', () => {
    expect(productInput(EMPTY_PRODUCT_FORM, 'create')).toEqual({
      ok: false,
      errors: {
        name: ['Campo obrigatório.'],
        price_cents: ['Campo obrigatório.'],
        stock: ['Campo obrigatório.'],
      },
    });
  });

  it('reads each kind: numbers in the page’s language, empty optional numbers as null, one image per line', () => {
    const values = {
      ...EMPTY_PRODUCT_FORM,
      name: 'Caneca',
      price_cents: '49,90',
      stock: '1.500',
      width_cm: '7,25',
      images: '  https://cdn.example.com/a.jpg \r\n\nhttps://cdn.example.com/b.jpg\n',
    };
    expect(productInput(values, 'create')).toEqual({
      ok: true,
      data: {
        name: 'Caneca',
        sku: null,
        gtin: null,
        category: null,
        status: 'active',
        price_cents: 4990,
        suggested_price_cents: null,
        stock: 1500,
        weight_grams: null,
        width_cm: 7.25,
        height_cm: null,
        depth_cm: null,
        short_description: null,
        description: null,
        images: ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.jpg'],
      },
    });
  });

  it('keeps the reader’s message before the schema’s, and the schema’s per image line', () => {
    const values = {
      ...productFormValues(product),
      price_cents: '49.90',
      stock: '1,5',
      depth_cm: 'fundo',
      gtin: '123',
      images: 'https://cdn.example.com/a.jpg\nhttp://cdn.example.com/b.jpg',
    };
    const result = productInput(values, 'update');
    expect(result.ok).toBe(false);
    expect(result.ok ? {} : result.errors).toEqual({
      price_cents: [expect.stringContaining('vírgula')],
      stock: [expect.any(String)],
      depth_cm: [expect.any(String)],
      gtin: ['GTIN inválido: informe 8, 12, 13 ou 14 dígitos válidos.'],
      'images.1': ['Informe um endereço https válido.'],
    });
  });
});

describe('readProductForm', () => {
  it('reads the table’s fields only, absent ones as empty', () => {
    const form = new FormData();
    form.set('intent', 'create');
    form.set('name', 'Caneca');
    form.set('brand', 'not a field');
    expect(readProductForm(form)).toEqual({ ...EMPTY_PRODUCT_FORM, name: 'Caneca', status: '' });
  });
});
