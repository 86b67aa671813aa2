import type { Product, ProductCreate } from '@ponte/shared';
import { formatDecimal, formatInteger, formatMoney } from '@ponte/shared';
import type { Locale } from '@ponte/shared/i18n';
import type { ProductStatus } from '@ponte/shared/vocabulary';

/**
 * How a field is typed, shown and read (issue #13, decision 061): `text` and `multiline` as typed, `status`
 * a select of the product's statuses, `money` in reais (centavos on the wire), `integer` and `decimal` in
 * the page's language (decisions 040, 050), `lines` one entry per line (a list on the wire).
 */
export type ProductFieldKind = 'text' | 'multiline' | 'status' | 'money' | 'integer' | 'decimal' | 'lines';

/** The kinds that fit a field's type in the API's schema: a price declared `text` does not compile. */
type KindFor<V> = [NonNullable<V>] extends [readonly string[]]
  ? 'lines'
  : [NonNullable<V>] extends [number]
    ? 'money' | 'integer' | 'decimal'
    : [NonNullable<V>] extends [ProductStatus]
      ? 'status'
      : 'text' | 'multiline';

/** One input of the product form: everything the form, its reader and its edit values need to know. */
export interface ProductFieldSpec<K extends ProductFieldKind = ProductFieldKind> {
  kind: K;
  /** A catalog phrase. */
  label: string;
  /** Its columns in the form's grid; without one the field takes the whole row. */
  layout?: string;
  /** An asterisk and `required` on the input; an empty number is refused with "Campo obrigatório.". */
  required?: boolean;
  inputMode?: 'numeric' | 'decimal';
  /** A textarea's height. */
  rows?: number;
  /** The hint under the input (a catalog phrase) while it has no message. */
  helperText?: string;
  spellCheck?: boolean;
}

/** One entry per field of `ProductCreateSchema`, no more, no less, each of a kind its type allows. */
type ProductFieldTable = { [F in keyof ProductCreate]-?: ProductFieldSpec<KindFor<ProductCreate[F]>> };

/** The form's grid has 12 columns; quarters become halves on a phone. */
const columns = { third: 'sm-col-4', quarter: 'col-6 sm-col-3' };

/**
 * The supplier's product form, in the order it shows: the form draws it, the action reads it, the edit
 * form fills it from it (product-form.tsx, product-input.server.ts). Names are the API's fields, so its
 * 422 messages land beside each input. A field added to the API's create schema fails to compile here
 * until it has its line.
 */
export const PRODUCT_FIELDS = {
  name: { kind: 'text', label: 'Nome do produto', required: true },
  sku: { kind: 'text', label: 'SKU', layout: columns.third },
  gtin: { kind: 'text', label: 'GTIN', layout: columns.third, inputMode: 'numeric' },
  category: { kind: 'text', label: 'Categoria', layout: columns.third },
  price_cents: { kind: 'money', label: 'Preço (R$)', layout: columns.third, required: true },
  suggested_price_cents: { kind: 'money', label: 'Preço sugerido (R$)', layout: columns.third },
  // Required although the API is not: an empty stock is a forgotten field, and saving 0 would take the
  // product off sale.
  stock: { kind: 'integer', label: 'Estoque', layout: columns.third, required: true },
  weight_grams: { kind: 'integer', label: 'Peso (g)', layout: columns.quarter },
  width_cm: { kind: 'decimal', label: 'Largura (cm)', layout: columns.quarter },
  height_cm: { kind: 'decimal', label: 'Altura (cm)', layout: columns.quarter },
  depth_cm: { kind: 'decimal', label: 'Profundidade (cm)', layout: columns.quarter },
  status: { kind: 'status', label: 'Situação', layout: columns.third },
  short_description: { kind: 'text', label: 'Descrição curta', layout: 'sm-col-8' },
  description: { kind: 'multiline', label: 'Descrição', rows: 4 },
  images: {
    kind: 'lines',
    label: 'Imagens',
    rows: 2,
    helperText: 'Um endereço https por linha; a primeira é a imagem principal.',
    spellCheck: false,
  },
} satisfies ProductFieldTable;

export type ProductFormField = keyof typeof PRODUCT_FIELDS;
export type ProductFormValues = Record<ProductFormField, string>;

/** The form's input names, in the table's order. */
export const PRODUCT_FORM_FIELDS = Object.keys(PRODUCT_FIELDS) as ProductFormField[];

/** A field's entry, widened so every optional setting can be read. */
export const productField = (name: ProductFormField): ProductFieldSpec => PRODUCT_FIELDS[name];

/** What a new product's form starts with, by kind: a new product is active, nothing else filled in. */
const EMPTY: Record<ProductFieldKind, string> = {
  text: '',
  multiline: '',
  status: 'active' satisfies ProductStatus,
  money: '',
  integer: '',
  decimal: '',
  lines: '',
};

export const EMPTY_PRODUCT_FORM = Object.fromEntries(
  PRODUCT_FORM_FIELDS.map((name) => [name, EMPTY[productField(name).kind]]),
) as ProductFormValues;

type FieldValue = Product[ProductFormField];
const number = (value: FieldValue) => (typeof value === 'number' ? value : null);
const asText = (value: FieldValue) => (typeof value === 'string' ? value : '');

/** A stored value as its input shows it, by kind, in the page's language. */
const SHOWN: Record<ProductFieldKind, (value: FieldValue, locale: Locale) => string> = {
  text: asText,
  multiline: asText,
  status: asText,
  money: (value, locale) => formatMoney(number(value), locale),
  integer: (value, locale) => formatInteger(number(value), locale),
  decimal: (value, locale) => formatDecimal(number(value), locale),
  lines: (value) => (Array.isArray(value) ? value.join('\n') : ''),
};

/** A product as the edit form shows it (money in reais in the page's language, one image address per line). */
export function productFormValues(product: Product, locale: Locale = 'pt-BR'): ProductFormValues {
  return Object.fromEntries(
    PRODUCT_FORM_FIELDS.map((name) => [name, SHOWN[productField(name).kind](product[name], locale)]),
  ) as ProductFormValues;
}
