import type { Locale } from './catalog.ts';

/**
 * Numbers as people read and type them in the interface's language (decisions 040 and 050). pt-BR: a
 * comma before the decimals, dots grouping thousands ("1.234,56"); en: the other way round
 * ("1,234.56"). Both apps read every money and whole-number input with these, in the browser and in the
 * storefront's actions, passing the language the person sees, so an input accepts what it displays.
 *
 * Nothing is ever multiplied to make a text fit: what could mean two amounts in that language ("49.90",
 * "1.5" in pt-BR; "49,90", "1,5" in en) is refused with a sentence saying how to write it. Errors are
 * catalog phrases (pt-BR keys), translated where shown.
 */

/** The refusals when reading the Brazilian way, each a phrase of the shared catalog. */
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

/**
 * The refusals when reading the English way: the same kinds, their examples written as the English
 * interface shows numbers. Keys stay pt-BR like every phrase; only the English UI ever shows them.
 */
export const NUMBER_ERRORS_EN: Record<keyof typeof NUMBER_ERRORS, string> = {
  moneyComma: 'Use ponto para os centavos, como em 49.90.',
  moneyCents: 'Use no máximo dois dígitos para os centavos, como em 49.90.',
  money: 'Informe um valor em reais, como 49.90.',
  integerFraction: 'Informe um número inteiro, sem ponto decimal.',
  integer: 'Informe um número inteiro, como 1,500.',
  decimalComma: 'Use ponto para as casas decimais, como em 12.5.',
  decimal: 'Informe um número, como 12.5.',
  negative: NUMBER_ERRORS.negative,
  tooLarge: NUMBER_ERRORS.tooLarge,
};

/** The refusal sentences of a language's reading. */
export const numberErrors = (locale: Locale = 'pt-BR') =>
  locale === 'pt-BR' ? NUMBER_ERRORS : NUMBER_ERRORS_EN;

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

/**
 * The text as the Brazilian rules below read it: English marks are swapped ("1,234.56" becomes
 * "1.234,56", "49,90" becomes "49.90" and is refused as a dot before the cents would be in pt-BR), so one
 * set of rules serves both languages and neither can drift from the other.
 */
const normalised = (text: string | null | undefined, locale: Locale) => {
  const value = compact(text);
  return locale === 'pt-BR' ? value : value.replace(/[.,]/g, (mark) => (mark === '.' ? ',' : '.'));
};

const wholeNumber = (digits: string) => Number(digits.replace(/\./g, '') || '0');

/**
 * Decimal text as a whole count of `10^-places` units (cents for money). `messages` names the refusal
 * for each kind of text that cannot be read.
 */
function readScaled(
  text: string | null | undefined,
  locale: Locale,
  places: number,
  messages: { comma: string; places: string; invalid: string },
): NumberReading {
  let value = normalised(text, locale);
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
  if (negative) return refuse(units === 0 ? messages.invalid : numberErrors(locale).negative);
  if (!Number.isSafeInteger(units)) return refuse(numberErrors(locale).tooLarge);
  return { ok: true, value: units };
}

/**
 * Money text as integer centavos: pt-BR "49,90", "1.234,56", "R$ 1.234,56", "1234", "1.500"; en "49.90",
 * "1,234.56", "R$1,234.56", "1,500".
 */
export function readMoney(text: string | null | undefined, locale: Locale = 'pt-BR'): NumberReading {
  const errors = numberErrors(locale);
  return readScaled(text, locale, 2, {
    comma: errors.moneyComma,
    places: errors.moneyCents,
    invalid: errors.money,
  });
}

/**
 * A whole number ("15", pt-BR "1.500", en "1,500"); a decimal part ("1.5", "1,5") is refused, never read
 * as 15. Negatives only with `negative` (orderings such as a plan's position); quantities, stock and days
 * are never below zero.
 */
export function readInteger(
  text: string | null | undefined,
  locale: Locale = 'pt-BR',
  options: { negative?: boolean } = {},
): NumberReading {
  const errors = numberErrors(locale);
  const value = normalised(text, locale);
  if (value === '') return empty;
  const digits = value.replace(/^-/, '');
  if (GROUPED_OR_PLAIN.test(digits)) {
    const number = wholeNumber(digits);
    if (!Number.isSafeInteger(number)) return refuse(errors.tooLarge);
    if (!value.startsWith('-')) return { ok: true, value: number };
    if (options.negative && number !== 0) return { ok: true, value: -number };
    return refuse(number === 0 ? errors.integer : errors.negative);
  }
  if (/^-?[\d.,]*\d[\d.,]*$/.test(value)) return refuse(errors.integerFraction);
  return refuse(errors.integer);
}

/** A measure with up to two decimals (pt-BR "12,5", "1.200,25"; en "12.5", "1,200.25"), e.g. centimetres. */
export function readDecimal(text: string | null | undefined, locale: Locale = 'pt-BR'): NumberReading {
  const errors = numberErrors(locale);
  const reading = readScaled(text, locale, 2, {
    comma: errors.decimalComma,
    places: errors.decimal,
    invalid: errors.decimal,
  });
  return reading.ok && reading.value !== null ? { ok: true, value: reading.value / 100 } : reading;
}

/** One `Intl.NumberFormat` per locale and shape, built on first use. */
const SHAPES = {
  money: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  whole: { maximumFractionDigits: 0 },
  measure: { maximumFractionDigits: 2 },
} satisfies Record<string, Intl.NumberFormatOptions>;
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, shape: keyof typeof SHAPES) {
  const key = `${locale}:${shape}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, SHAPES[shape]);
    formatters.set(key, found);
  }
  return found;
}

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Centavos as an input's text, pt-BR "1.234,56", en "1,234.56" (the field shows "R$" beside it); "" for none. */
export const formatMoney = (cents: number | null | undefined, locale: Locale = 'pt-BR') =>
  isNumber(cents) ? numberFormat(locale, 'money').format(cents / 100) : '';

/** A whole number as pt-BR "1.500", en "1,500"; "" for none. */
export const formatInteger = (value: number | null | undefined, locale: Locale = 'pt-BR') =>
  isNumber(value) ? numberFormat(locale, 'whole').format(value) : '';

/** A measure as pt-BR "12,5" or "1.200,25", en "12.5" or "1,200.25"; "" for none. */
export const formatDecimal = (value: number | null | undefined, locale: Locale = 'pt-BR') =>
  isNumber(value) ? numberFormat(locale, 'measure').format(value) : '';
