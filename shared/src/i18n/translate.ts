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

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const date = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' });

/** Money travels as integer centavos; this is the only place they become "R$ 1.234,56". */
export const formatBRL = (cents: number) => brl.format(cents / 100);
/** Dates as dd/mm/aaaa in Brasília time. */
export const formatDate = (iso: string | Date) => date.format(new Date(iso));
