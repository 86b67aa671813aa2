import {
  fieldErrors,
  ProductCreateSchema,
  ProductUpdateSchema,
  readDecimal,
  readInteger,
  readMoney,
  type ProductCreate,
} from '@ponte/shared';
import type { Locale } from '@ponte/shared/i18n';
import {
  PRODUCT_FORM_FIELDS,
  productField,
  type ProductFieldKind,
  type ProductFormValues,
} from '../components/products/product-form-fields.ts';
import { readFields } from '../utils/form.server.ts';

export const readProductForm = (form: FormData): ProductFormValues => readFields(form, PRODUCT_FORM_FIELDS);

type Parsed = { ok: true; data: ProductCreate } | { ok: false; errors: Record<string, string[]> };

/** A typed text as the schema's value (`null` for an empty number), or why it cannot be read. */
type Reading = { ok: true; value: string | string[] | number | null } | { ok: false; error: string };

const asTyped = (text: string): Reading => ({ ok: true, value: text });

/**
 * Each kind's reader. Numbers use the shared readers in the page's language (decisions 040, 050): in
 * pt-BR "1.5" or "49.90" is refused with how to write it, never scaled (in en, "1,5" or "49,90"). Texts
 * go as typed: the schema trims them and turns "" into null.
 */
const READERS: Record<ProductFieldKind, (text: string, locale: Locale) => Reading> = {
  text: asTyped,
  multiline: asTyped,
  status: asTyped,
  money: readMoney,
  integer: (text, locale) => readInteger(text, locale),
  decimal: readDecimal,
  lines: (text) => ({
    ok: true,
    value: text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  }),
};

/**
 * The typed form as the API's product fields, checked with the same schema the API uses: each field read
 * by its kind (product-form-fields.ts), then the schema; the first message per field is kept.
 */
export function productInput(
  values: ProductFormValues,
  mode: 'create' | 'update',
  locale: Locale = 'pt-BR',
): Parsed {
  const errors: Record<string, string[]> = {};
  const input: Record<string, unknown> = {};
  for (const name of PRODUCT_FORM_FIELDS) {
    const field = productField(name);
    const reading = READERS[field.kind](values[name], locale);
    if (!reading.ok) errors[name] = [reading.error];
    input[name] = reading.ok ? reading.value : null;
    if (field.required && input[name] === null && !errors[name]) errors[name] = ['Campo obrigatório.'];
  }
  const parsed = (mode === 'create' ? ProductCreateSchema : ProductUpdateSchema).safeParse(input);
  if (!parsed.success) {
    for (const [key, messages] of Object.entries(fieldErrors(parsed.error.issues)))
      errors[key] ??= messages.slice(0, 1);
  }
  if (Object.keys(errors).length || !parsed.success) return { ok: false, errors };
  return { ok: true, data: parsed.data as ProductCreate };
}
