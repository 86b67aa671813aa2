import {
  type NumberReading,
  ProductCreateSchema,
  ProductUpdateSchema,
  readDecimal,
  readInteger,
  readMoney,
  type ProductCreate,
} from '@ponte/shared';
import type { Locale } from '@ponte/shared/i18n';
import { readFields } from '../../utils/form.server.ts';
import { PRODUCT_FORM_FIELDS, type ProductFormValues } from './product-form-fields.ts';

export const readProductForm = (form: FormData): ProductFormValues => readFields(form, PRODUCT_FORM_FIELDS);

type Parsed = { ok: true; data: ProductCreate } | { ok: false; errors: Record<string, string[]> };

/**
 * The typed form as the API's product fields, checked with the same schema the API uses: money typed
 * in reais becomes centavos, empty optional numbers become null, images come one address per line.
 */
export function productInput(
  values: ProductFormValues,
  mode: 'create' | 'update',
  locale: Locale = 'pt-BR',
): Parsed {
  const errors: Record<string, string[]> = {};
  // The shared readers in the page's language (decisions 040, 050): in pt-BR "1.5" or "49.90" is
  // refused with how to write it, never scaled (in en, "1,5" or "49,90").
  const number = (name: keyof ProductFormValues, read: (text: string, locale: Locale) => NumberReading) => {
    const reading = read(values[name], locale);
    if (!reading.ok) errors[name] = [reading.error];
    return reading.ok ? reading.value : null;
  };
  const input = {
    name: values.name,
    sku: values.sku,
    gtin: values.gtin,
    category: values.category,
    status: values.status,
    price_cents: number('price_cents', readMoney),
    suggested_price_cents: number('suggested_price_cents', readMoney),
    stock: number('stock', (text) => readInteger(text, locale)),
    weight_grams: number('weight_grams', (text) => readInteger(text, locale)),
    width_cm: number('width_cm', readDecimal),
    height_cm: number('height_cm', readDecimal),
    depth_cm: number('depth_cm', readDecimal),
    short_description: values.short_description,
    description: values.description,
    images: values.images
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  };
  if (input.price_cents === null && !errors.price_cents) errors.price_cents = ['Campo obrigatório.'];
  // An empty stock is a forgotten field, not zero units: saving 0 would take the product off sale.
  if (input.stock === null && !errors.stock) errors.stock = ['Campo obrigatório.'];
  const parsed = (mode === 'create' ? ProductCreateSchema : ProductUpdateSchema).safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.') || '_';
      if (!errors[key]) errors[key] = [issue.message];
    }
  }
  if (Object.keys(errors).length || !parsed.success) return { ok: false, errors };
  return { ok: true, data: parsed.data as ProductCreate };
}
