/*
 * The catalogue's number inputs, typed as people in Brazil write them ("1.234,56", "12,9", "12.90").
 * Browser-safe: used by the forms' default values and by the actions that read them.
 */

/** Centavos from a BRL amount; undefined when empty, NaN when it is not an amount. */
export function parseReais(text: string): number | undefined {
  const value = text.replace(/R\$|\s/g, '');
  if (value === '') return undefined;
  let normalised: string;
  if (value.includes(',')) {
    // Comma as the decimal mark: dots can only group thousands.
    if (!/^\d{1,3}(\.\d{3})*,\d{0,2}$|^\d+,\d{0,2}$/.test(value)) return NaN;
    normalised = value.replace(/\./g, '').replace(',', '.');
  } else if (/^\d{1,3}(\.\d{3})+$/.test(value)) {
    normalised = value.replace(/\./g, '');
  } else {
    if (!/^\d+(\.\d{0,2})?$/.test(value)) return NaN;
    normalised = value;
  }
  return Math.round(Number(normalised) * 100);
}

/** "1234,56" for an input's value (no currency sign, no grouping: easy to edit). */
export const centsToInput = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : (cents / 100).toFixed(2).replace('.', ',');

/** A whole number (stock, grams); undefined when empty, NaN otherwise invalid. */
export function parseInteger(text: string): number | undefined {
  const value = text.trim().replace(/\./g, '');
  if (value === '') return undefined;
  return /^\d+$/.test(value) ? Number(value) : NaN;
}

/** A measure with an optional decimal comma (centimetres); undefined when empty. */
export function parseDecimal(text: string): number | undefined {
  const value = text.trim().replace(',', '.');
  if (value === '') return undefined;
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
}

/** "12,5" for a measure input. */
export const decimalToInput = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).replace('.', ',');
