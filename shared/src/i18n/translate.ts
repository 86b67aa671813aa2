import { catalogs, type Locale } from './catalog.ts';

/**
 * Looks a phrase up: the locale's catalog, then `en` (the spec's fallback), then the phrase itself,
 * which is already the pt-BR text. `{name}` placeholders are filled from `vars`.
 */
export function translate(locale: Locale, phrase: string, vars?: Record<string, string | number>): string {
  const text = locale === 'pt-BR' ? phrase : (catalogs[locale][phrase] ?? catalogs.en[phrase] ?? phrase);
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
