import { ProductCreateSchema, ProductUpdateSchema, type ProductCreate } from '@ponte/shared';
import { readFields } from '../../utils/form.server.ts';
import { parseDecimal, parseInteger, parseReais } from './money.ts';
import { PRODUCT_FORM_FIELDS, type ProductFormValues } from './product-form-fields.ts';

export const readProductForm = (form: FormData): ProductFormValues => readFields(form, PRODUCT_FORM_FIELDS);

type Parsed = { ok: true; data: ProductCreate } | { ok: false; errors: Record<string, string[]> };

/**
 * The typed form as the API's product fields, checked with the same schema the API uses: money typed
 * in reais becomes centavos, empty optional numbers become null, images come one address per line.
 */
export function productInput(values: ProductFormValues, mode: 'create' | 'update'): Parsed {
  const errors: Record<string, string[]> = {};
  const number = (name: keyof ProductFormValues, parse: (text: string) => number | undefined, message: string) => {
    const value = parse(values[name]);
    if (Number.isNaN(value)) errors[name] = [message];
    return value === undefined || Number.isNaN(value) ? null : value;
  };
  const money = 'Informe um valor em reais, como 12,90.';
  const input = {
    name: values.name,
    sku: values.sku,
    gtin: values.gtin,
    category: values.category,
    status: values.status,
    price_cents: number('price_cents', parseReais, money),
    suggested_price_cents: number('suggested_price_cents', parseReais, money),
    stock: number('stock', parseInteger, 'Informe um número inteiro.') ?? 0,
    weight_grams: number('weight_grams', parseInteger, 'Informe um número inteiro.'),
    width_cm: number('width_cm', parseDecimal, 'Informe um número.'),
    height_cm: number('height_cm', parseDecimal, 'Informe um número.'),
    depth_cm: number('depth_cm', parseDecimal, 'Informe um número.'),
    short_description: values.short_description,
    description: values.description,
    images: values.images.split(/\r?\n/).map((line) => line.trim()).filter(Boolean),
  };
  if (input.price_cents === null && !errors.price_cents) errors.price_cents = ['Campo obrigatório.'];
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
