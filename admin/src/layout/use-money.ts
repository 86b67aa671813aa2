import { formatBRL, formatInteger, isLocale, type Locale } from '@ponte/shared/i18n';
import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';


/** The console's language as the shared formatters take it (pt-BR when react-admin names another). */
export function useConsoleLocale(): Locale {
  const [chosen] = useLocaleState();
  return isLocale(chosen) ? chosen : 'pt-BR';
}

/**
 * Centavos as the console's language writes reais (decision 050): pt-BR "R$ 1.234,56", en "R$1,234.56".
 * A hook, not a module-level language, so a change of language re-renders every amount with it.
 */
export function useMoney(): (cents: number) => string {
  const locale = useConsoleLocale();
  return useCallback((cents: number) => formatBRL(cents, locale), [locale]);
}

/** Whole numbers (counts) in the console's language: pt-BR "1.500", en "1,500". */
export function useCount(): (value: number) => string {
  const locale = useConsoleLocale();
  return useCallback((value: number) => formatInteger(value, locale), [locale]);
}
