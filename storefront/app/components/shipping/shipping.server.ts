import {
  PER_PAGE_MAX,
  SHIPPING_MAX_ORDERS,
  type ApiClient,
  type ApiError,
  type ShippingOrderInput,
} from '@ponte/shared';
import type { Locale } from '@ponte/shared/i18n';
import { formFailure, type FormFailure } from '../../utils/form.server.ts';
import type { Translate } from '../../utils/i18n.ts';
import {
  ORDER_COUNT_FIELD,
  readQuantity,
  type FieldErrors,
  type FormValues,
  type SelectionProduct,
} from './order-form.ts';

/** More than this many selected products is a catalogue, not a selection: the form shows the first ones. */
const SELECTION_PAGES_MAX = 5;

/** The client's selection (marked products), optionally of one supplier, by name. */
export async function loadSelection(api: ApiClient, supplierId?: number): Promise<SelectionProduct[]> {
  const filter = supplierId === undefined ? { marked: true } : { marked: true, supplier_id: supplierId };
  const selection: SelectionProduct[] = [];
  for (let page = 1; page <= SELECTION_PAGES_MAX; page++) {
    const answer = await api.products.paginate({
      page,
      per_page: PER_PAGE_MAX,
      sort: 'name',
      order: 'asc',
      filter,
    });
    for (const { id, name, sku, price_cents, available, supplier_id, status } of answer.products) {
      if (status === 'active') selection.push({ id, name, sku, price_cents, available, supplier_id });
    }
    if (page >= answer.paginate.last_page) break;
  }
  return selection;
}

/** Every text field of a submitted form except the button that sent it. */
export function formValues(form: FormData): FormValues {
  const values: FormValues = {};
  for (const [name, value] of form) {
    if (name !== 'intent' && typeof value === 'string') values[name] = value;
  }
  return values;
}

export function orderCount(values: FormValues): number {
  const count = Number(values[ORDER_COUNT_FIELD]);
  return Number.isInteger(count) ? Math.min(Math.max(count, 1), SHIPPING_MAX_ORDERS) : 1;
}

/** The form without its `index`-th order, later orders moved up one place (the no-JavaScript "Remover"). */
export function withoutOrder(values: FormValues, index: number): FormValues {
  const result: FormValues = {};
  for (const [name, value] of Object.entries(values)) {
    const match = /^orders\.(\d+)\.(.+)$/.exec(name);
    const position = match ? Number(match[1]) : -1;
    if (position === index) continue;
    result[match && position > index ? `orders.${position - 1}.${match[2]}` : name] = value;
  }
  result[ORDER_COUNT_FIELD] = String(Math.max(orderCount(values) - 1, 1));
  return result;
}

type OrderDraft = ShippingOrderInput;

/**
 * One order as the API wants it, read from the fields under `prefix`. `itemFields[n]` is the quantity
 * field behind `items.n`, to put the API's item errors back on it.
 */
export function readOrder(values: FormValues, prefix: string, t: Translate, locale: Locale = 'pt-BR') {
  const get = (name: string) => (values[`${prefix}${name}`] ?? '').trim();
  const items: OrderDraft['items'] = [];
  const itemFields: string[] = [];
  const errors: FieldErrors = {};
  const qty = new RegExp(`^${escapeRegExp(prefix)}qty\\.(\\d+)$`);
  for (const [name, raw] of Object.entries(values)) {
    const match = qty.exec(name);
    if (!match) continue;
    const reading = readQuantity(raw, locale);
    if (!reading.ok) errors[name] = [t(reading.error)];
    else if (reading.value) {
      items.push({ product_id: Number(match[1]), quantity: reading.value });
      itemFields.push(name);
    }
  }
  const order: OrderDraft = {
    recipient: {
      name: get('recipient.name'),
      document: get('recipient.document'),
      phone: get('recipient.phone') || null,
      email: get('recipient.email') || null,
    },
    address: {
      postcode: get('address.postcode'),
      address: get('address.address'),
      number: get('address.number'),
      complement: get('address.complement') || null,
      // The schema refuses anything but a UF, with its own message.
      state: get('address.state') as OrderDraft['address']['state'],
      city: get('address.city'),
      district: get('address.district'),
    },
    items,
  };
  return { order, itemFields, errors };
}

/**
 * A required field left blank reads "Campo obrigatório." whatever the schema's own wording for an empty
 * text ("Pequeno demais…", "CEP inválido…"): the field was not wrongly filled, it was not filled.
 */
export function blankAsRequired(errors: FieldErrors, values: FormValues, t: Translate): FieldErrors {
  const worded: FieldErrors = {};
  for (const [name, messages] of Object.entries(errors)) {
    const blank = name in values && values[name]!.trim() === '';
    worded[name] = blank ? [t('Campo obrigatório.')] : messages;
  }
  return worded;
}

/** Moves `…items.N.quantity`-style errors onto the quantity field the N-th item came from. */
export function placeItemErrors(
  errors: FieldErrors,
  prefix: string,
  itemFields: readonly string[],
): FieldErrors {
  const item = new RegExp(`^${escapeRegExp(prefix)}items\\.(\\d+)(\\..+)?$`);
  const placed: FieldErrors = {};
  for (const [name, messages] of Object.entries(errors)) {
    const match = item.exec(name);
    const target = (match && itemFields[Number(match[1])]) || name;
    (placed[target] ??= []).push(...messages);
  }
  return placed;
}

/** A refused shipment action: the API's own text for 4xx (stock, transitions), field errors for 422. */
export function shippingFailure(error: ApiError): FormFailure {
  if (error.status >= 400 && error.status < 500 && error.status !== 422) {
    return { status: error.status, error: error.body.error };
  }
  return formFailure(error);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
