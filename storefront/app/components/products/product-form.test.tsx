import type { Locale } from '@ponte/shared/i18n';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductForm } from './product-form.tsx';
import { EMPTY_PRODUCT_FORM } from './product-form-fields.ts';

/** The form's server HTML in a page of `locale`. */
function render(form: ReactElement, locale: Locale = 'pt-BR') {
  const Stub = createRoutesStub([{ id: 'root', path: '/', Component: () => form }]);
  return renderToString(<Stub initialEntries={['/']} hydrationData={{ loaderData: { root: { locale } } }} />);
}

/** Each input in page order: its tag, id, name, wrapper class (without the kit's own) and label. */
function fields(html: string) {
  const wrappers = html.split(/(?=<div class="_field_)/).slice(1);
  return wrappers.map((part) => {
    const control = /<(input|select|textarea)\b([^>]*)>/.exec(part)!;
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(control[2]!)?.[1];
    return {
      tag: control[1],
      id: attr('id'),
      name: attr('name'),
      layout: /^<div class="_field_\w+ ?([^"]*)"/.exec(part)![1],
      label: /<label[^>]*>([^<]*)/.exec(part)![1],
      required: control[2]!.includes('required=""'),
      maxLength: attr('maxLength'),
      inputMode: attr('inputMode'),
    };
  });
}

describe('ProductForm', () => {
  it('draws the table’s fields in order, with their ids, labels, columns, limits and keyboards', () => {
    const html = render(<ProductForm intent="create" values={EMPTY_PRODUCT_FORM} />);
    const row = (
      tag: string,
      name: string,
      label: string,
      layout: string,
      extra: { required?: boolean; maxLength?: string; inputMode?: string } = {},
    ) => ({
      tag,
      id: `product-${name}`,
      name,
      label,
      layout,
      required: false,
      maxLength: undefined,
      inputMode: undefined,
      ...extra,
    });
    expect(fields(html)).toEqual([
      row('input', 'name', 'Nome do produto', '', { required: true, maxLength: '200' }),
      row('input', 'sku', 'SKU', 'sm-col-4', { maxLength: '60' }),
      row('input', 'gtin', 'GTIN', 'sm-col-4', { inputMode: 'numeric' }),
      row('input', 'category', 'Categoria', 'sm-col-4', { maxLength: '120' }),
      row('input', 'price_cents', 'Preço (R$)', 'sm-col-4', { required: true, inputMode: 'decimal' }),
      row('input', 'suggested_price_cents', 'Preço sugerido (R$)', 'sm-col-4', { inputMode: 'decimal' }),
      row('input', 'stock', 'Estoque', 'sm-col-4', { required: true, inputMode: 'numeric' }),
      row('input', 'weight_grams', 'Peso (g)', 'col-6 sm-col-3', { inputMode: 'numeric' }),
      row('input', 'width_cm', 'Largura (cm)', 'col-6 sm-col-3', { inputMode: 'decimal' }),
      row('input', 'height_cm', 'Altura (cm)', 'col-6 sm-col-3', { inputMode: 'decimal' }),
      row('input', 'depth_cm', 'Profundidade (cm)', 'col-6 sm-col-3', { inputMode: 'decimal' }),
      row('select', 'status', 'Situação', 'sm-col-4'),
      row('input', 'short_description', 'Descrição curta', 'sm-col-8', { maxLength: '500' }),
      row('textarea', 'description', 'Descrição', '', { maxLength: '20000' }),
      row('textarea', 'images', 'Imagens', ''),
    ]);
    expect(html).toContain('<input type="hidden" name="intent" value="create"/>');
    expect(html).toMatch(/<textarea id="product-description"[^>]*rows="4"/);
    expect(html).toMatch(
      /<textarea id="product-images"[^>]*aria-describedby="product-images-helper-text"[^>]*rows="2"[^>]*spellCheck="false"/,
    );
    expect(html).toContain('Um endereço https por linha; a primeira é a imagem principal.');
    expect(html).toMatch(
      /<option value="active" selected="">Ativo<\/option><option value="inactive">Inativo<\/option>/,
    );
    expect(html).toContain('Cadastrar produto');
  });

  it('shows the English labels and an edit’s values', () => {
    const values = { ...EMPTY_PRODUCT_FORM, name: 'Caneca', price_cents: '49.90', status: 'inactive' };
    const html = render(<ProductForm intent="update" values={values} />, 'en');
    expect(fields(html).map((field) => field.label)).toContain('Product name');
    expect(html).toMatch(/id="product-name"[^>]*value="Caneca"/);
    expect(html).toMatch(/id="product-price_cents"[^>]*value="49.90"/);
    expect(html).toContain('<option value="inactive" selected="">Inactive</option>');
    expect(html).toContain('Save changes');
  });

  it('puts each message under its input, every image line’s under the images', () => {
    const errors = {
      stock: ['Campo obrigatório.'],
      'images.0': ['Informe um endereço https válido.'],
      'images.2': ['Informe um endereço https válido.'],
    };
    const html = render(<ProductForm intent="create" values={EMPTY_PRODUCT_FORM} errors={errors} />);
    expect(html).toMatch(/id="product-stock"[^>]*aria-invalid="true"/);
    expect(html).toContain('<p id="product-stock-helper-text" class="_helper_');
    expect(html).toMatch(
      /id="product-images-helper-text"[^>]*>Informe um endereço https válido\. Informe um endereço https válido\.<\/p>/,
    );
    expect(html).not.toContain('a primeira é a imagem principal');
    expect(html).not.toMatch(/id="product-name"[^>]*aria-invalid/);
  });
});
