/**
 * Numbers as people in Brazil type and read them (decision 040): a comma before the decimals, dots
 * grouping thousands ("1.234,56"). Both apps read every money and whole-number input with these, in the
 * browser and in the storefront's actions, so the console and the site agree on what a text means.
 *
 * Nothing is ever multiplied to make a text fit: what could mean two amounts ("49.90", "1.5") is refused
 * with a sentence saying how to write it. Errors are catalog phrases (pt-BR keys), translated where shown.
 */

/** The refusals, each a phrase of the shared catalog. */
export const NUMBER_ERRORS = {
  moneyComma: 'Use vírgula para os centavos, como em 49,90.',
  moneyCents: 'Use no máximo dois dígitos para os centavos, como em 49,90.',
  money: 'Informe um valor em reais, como 49,90.',
  integerFraction: 'Informe um número inteiro, sem vírgula.',
  integer: 'Informe um número inteiro, como 1.500.',
  decimalComma: 'Use vírgula para as casas decimais, como em 12,5.',
  decimal: 'Informe um número, como 12,5.',
  negative: 'O valor não pode ser negativo.',
  tooLarge: 'Número grande demais.',
} as const;

/** What a typed number means: `value` is null for an empty field (the form decides if it may be). */
export type NumberReading = { ok: true; value: number | null } | { ok: false; error: string };

const empty: NumberReading = { ok: true, value: null };
const refuse = (error: string): NumberReading => ({ ok: false, error });

/** "1234" or "1.234.567": the whole part of a number, dots only between groups of three. */
const WHOLE = String.raw`(?:\d{1,3}(?:\.\d{3})+|\d+)`;
const GROUPED_OR_PLAIN = new RegExp(`^${WHOLE}$`);
const WITH_COMMA = new RegExp(`^(${WHOLE})?,(\\d*)$`);
/** "49.90", "1.5", "12.3456": a dot that is not a thousands separator, so a decimal point. */
const DOT_DECIMAL = /^\d*\.\d+$|^\d+\.$/;
/** "1,234.56": the English way round. */
const ENGLISH = /^\d{1,3}(?:,\d{3})*\.\d*$/;

/** The text without the currency sign and spaces (typed, pasted, or NBSP from `Intl`). */
const compact = (text: string | null | undefined) => (text ?? '').replace(/R\$|\s/g, '');

const wholeNumber = (digits: string) => Number(digits.replace(/\./g, '') || '0');

/**
 * Decimal text as a whole count of `10^-places` units (cents for money). `messages` names the refusal
 * for each kind of text that cannot be read.
 */
function readScaled(
  text: string | null | undefined,
  places: number,
  messages: { comma: string; places: string; invalid: string },
): NumberReading {
  let value = compact(text);
  if (value === '') return empty;
  const negative = value.startsWith('-');
  if (negative) value = value.slice(1);
  let units: number;
  const comma = WITH_COMMA.exec(value);
  if (GROUPED_OR_PLAIN.test(value)) {
    units = wholeNumber(value) * 10 ** places;
  } else if (comma) {
    const [, whole = '', fraction = ''] = comma;
    if (whole === '' && fraction === '') return refuse(messages.invalid);
    if (fraction.length > places) return refuse(messages.places);
    units = wholeNumber(whole) * 10 ** places + Number(fraction.padEnd(places, '0') || '0');
  } else if (DOT_DECIMAL.test(value) || ENGLISH.test(value)) {
    return refuse(messages.comma);
  } else {
    return refuse(messages.invalid);
  }
  if (negative) return refuse(units === 0 ? messages.invalid : NUMBER_ERRORS.negative);
  if (!Number.isSafeInteger(units)) return refuse(NUMBER_ERRORS.tooLarge);
  return { ok: true, value: units };
}

/** Money text ("49,90", "1.234,56", "R$ 1.234,56", "1234", "1.500") as integer centavos. */
export const readMoney = (text: string | null | undefined): NumberReading =>
  readScaled(text, 2, {
    comma: NUMBER_ERRORS.moneyComma,
    places: NUMBER_ERRORS.moneyCents,
    invalid: NUMBER_ERRORS.money,
  });

/**
 * A whole number ("15", "1.500"); "1.5" and "1,5" are refused, never read as 15. Negatives only with
 * `negative` (orderings such as a plan's position); quantities, stock and days are never below zero.
 */
export function readInteger(
  text: string | null | undefined,
  options: { negative?: boolean } = {},
): NumberReading {
  const value = compact(text);
  if (value === '') return empty;
  const digits = value.replace(/^-/, '');
  if (GROUPED_OR_PLAIN.test(digits)) {
    const number = wholeNumber(digits);
    if (!Number.isSafeInteger(number)) return refuse(NUMBER_ERRORS.tooLarge);
    if (!value.startsWith('-')) return { ok: true, value: number };
    if (options.negative && number !== 0) return { ok: true, value: -number };
    return refuse(number === 0 ? NUMBER_ERRORS.integer : NUMBER_ERRORS.negative);
  }
  if (/^-?[\d.,]*\d[\d.,]*$/.test(value)) return refuse(NUMBER_ERRORS.integerFraction);
  return refuse(NUMBER_ERRORS.integer);
}

/** A measure with up to two decimals ("12,5", "1.200,25"), e.g. centimetres. */
export function readDecimal(text: string | null | undefined): NumberReading {
  const reading = readScaled(text, 2, {
    comma: NUMBER_ERRORS.decimalComma,
    places: NUMBER_ERRORS.decimal,
    invalid: NUMBER_ERRORS.decimal,
  });
  return reading.ok && reading.value !== null ? { ok: true, value: reading.value / 100 } : reading;
}

const grouped = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const measure = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** Centavos as an input's text, "1.234,56" (the field shows "R$" beside it); "" for none. */
export const formatMoney = (cents: number | null | undefined) =>
  typeof cents === 'number' && Number.isFinite(cents) ? grouped.format(cents / 100) : '';

/** A whole number as "1.500"; "" for none. */
export const formatInteger = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? whole.format(value) : '';

/** A measure as "12,5" or "1.200,25"; "" for none. */
export const formatDecimal = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? measure.format(value) : '';
