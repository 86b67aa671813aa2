/*
 * Field names of the order forms (new shipment, one more order), shared by the components that render
 * them and the actions that read them. Names follow the API's error keys (`orders.0.recipient.document`),
 * so a 422 lands next to its field; items are one quantity per selected product (`orders.0.qty.12`).
 */

import { type Locale, type NumberReading, readInteger } from '@ponte/shared/i18n';

/** One product of the client's selection, as the order forms need it. */
export interface SelectionProduct {
  id: number;
  name: string;
  sku: string | null;
  price_cents: number;
  available: number;
  supplier_id: number;
}

export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string[]>;

/** Prefix of the i-th order of the new-shipment form; the single order of the add-order form has none. */
export const orderPrefix = (index: number) => `orders.${index}.`;
export const qtyName = (prefix: string, productId: number) => `${prefix}qty.${productId}`;

/** How many orders the new-shipment form holds (a hidden field, so it survives a round trip). */
export const ORDER_COUNT_FIELD = 'order_count';

/**
 * A quantity field read with the shared `readInteger` in the page's language (pt-BR "1.500" is 1500,
 * "1,5" is refused; en "1,500" is 1500; decisions 040, 050): '' means "not in this order" (0); the
 * refusal's phrase otherwise.
 */
export function readQuantity(raw: string | undefined, locale: Locale = 'pt-BR'): NumberReading {
  const reading = readInteger(raw, locale);
  return reading.ok && reading.value === null ? { ok: true, value: 0 } : reading;
}

/** The quantity, or null when it cannot be read. */
function parseQuantity(raw: string | undefined, locale: Locale = 'pt-BR'): number | null {
  const reading = readQuantity(raw, locale);
  return reading.ok ? reading.value : null;
}

export interface OrderTotal {
  units: number;
  cents: number;
}

/** The running total of one order at the supplier's prices (what the API snapshots). */
export function orderTotal(
  get: (name: string) => string | undefined,
  prefix: string,
  products: readonly SelectionProduct[],
  locale: Locale = 'pt-BR',
): OrderTotal {
  let units = 0;
  let cents = 0;
  for (const product of products) {
    const quantity = parseQuantity(get(qtyName(prefix, product.id)), locale) ?? 0;
    units += quantity;
    cents += quantity * product.price_cents;
  }
  return { units, cents };
}

/** Reads a form in the browser the way the action will: by field name. */
export const formGetter = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : undefined;
  };
};
