import { catalogs, type Locale } from './catalog.ts';

/**
 * Looks a phrase up: the locale's catalog, then `en` (the spec's fallback), then the phrase itself,
 * which is already the pt-BR text. `{name}` placeholders are filled from `vars`.
 */
export function translate(locale: Locale, phrase: string, vars?: Record<string, string | number>): string {
  const found = locale === 'pt-BR' ? phrase : (catalogs[locale][phrase] ?? catalogs.en[phrase]);
  // Not a phrase: maybe a sentence the server filled in pt-BR ("Informe um número de até 1.000.").
  if (found === undefined) return (vars ? undefined : translateFilled(locale, phrase)) ?? phrase;
  const text = found;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (match, key: string) => (key in vars ? String(vars[key]) : match));
}

const currencies = new Map<Locale, Intl.NumberFormat>();

/**
 * Money travels as integer centavos; this is the only place they become "R$ 1.234,56" (pt-BR) or
 * "R$1,234.56" (en): always reais, written the way the interface's language writes numbers (decision 050).
 */
export function formatBRL(cents: number, locale: Locale = 'pt-BR') {
  let brl = currencies.get(locale);
  if (!brl) {
    brl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' });
    currencies.set(locale, brl);
  }
  return brl.format(cents / 100);
}

/**
 * THE date and time rule of both apps: an instant is shown in Brasília time (the product's business
 * hours, whatever the browser's or the server's zone), in the locale's own format — pt-BR dd/mm/aaaa and
 * 24-hour time, en its usual month/day/year. One formatter per locale and shape, built once.
 */
export const TIME_ZONE = 'America/Sao_Paulo';
const DATE: Intl.DateTimeFormatOptions = {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
};
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: '2-digit', minute: '2-digit' };
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, shape: 'date' | 'dateTime') {
  const key = `${locale}:${shape}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, shape === 'date' ? DATE : DATE_TIME);
    formatters.set(key, found);
  }
  return found;
}

/** A date: "05/03/2026" in pt-BR, "03/05/2026" in en. */
export const formatDate = (iso: string | Date, locale: Locale = 'pt-BR') =>
  formatter(locale, 'date').format(new Date(iso));
/** A date and time: "05/03/2026 14:30" in pt-BR, "03/05/2026, 02:30 PM" in en. */
export const formatDateTime = (iso: string | Date, locale: Locale = 'pt-BR') =>
  formatter(locale, 'dateTime')
    .format(new Date(iso))
    .replace(/^(\S+), (\d)/, (whole, day: string, hour: string) =>
      locale === 'pt-BR' ? `${day} ${hour}` : whole,
    );

/*
 * Sentences the API and the zod error map send already filled in, in pt-BR, with pt-BR numbers
 * ("Informe um valor de até R$ 10.000.000,00."): the catalog has their template ("Informe um valor de até
 * {max}."), not the filled text. For another language the template is found by its shape, each number
 * is read the pt-BR way and written the language's way ("Enter an amount of at most R$10,000,000.00."),
 * decision 060. Only numbers fill a placeholder, so a template never swallows free text.
 */
const PT_NUMBER = String.raw`(?:R\$\s?)?-?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?`;
let filledTemplates: { pattern: RegExp; phrase: string; names: string[] }[] | undefined;

function templates() {
  filledTemplates ??= Object.keys(catalogs.en)
    .filter((phrase) => /\{\w+\}/.test(phrase))
    .map((phrase) => {
      const names: string[] = [];
      const source = phrase
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(name);
          return `(${PT_NUMBER})`;
        })
        .join('');
      return { pattern: new RegExp(`^${source}$`), phrase, names };
    });
  return filledTemplates;
}

const decimals = new Map<string, Intl.NumberFormat>();

/** One pt-BR number of a filled sentence, in `locale`: money stays reais, decimals keep their digits. */
function rewriteNumber(text: string, locale: Locale): string {
  const money = text.startsWith('R$');
  const plain = text.replace(/^R\$\s?/, '');
  const fraction = plain.split(',')[1]?.length ?? 0;
  const value = Number(plain.replace(/\./g, '').replace(',', '.'));
  if (!Number.isFinite(value)) return text;
  if (money) return formatBRL(Math.round(value * 100), locale);
  const key = `${locale}:${fraction}`;
  let format = decimals.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fraction,
      maximumFractionDigits: fraction,
    });
    decimals.set(key, format);
  }
  return format.format(value);
}

/**
 * `text` in `locale` when it is a catalog template filled in pt-BR with numbers, else `undefined`.
 * The console calls it on what its translator could not find (server messages are not its keys).
 */
export function translateFilled(locale: Locale, text: string): string | undefined {
  if (locale === 'pt-BR' || !/\d/.test(text)) return undefined;
  for (const { pattern, phrase, names } of templates()) {
    const match = pattern.exec(text);
    if (!match) continue;
    const vars = Object.fromEntries(
      names.map((name, index) => [name, rewriteNumber(match[index + 1]!, locale)]),
    );
    return translate(locale, phrase, vars);
  }
  return undefined;
}
