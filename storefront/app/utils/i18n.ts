import { LANG_COOKIE } from '@ponte/shared/constants';
import { readCookie } from '@ponte/shared/cookies';
import { DEFAULT_LOCALE, isLocale, translate, type Locale } from '@ponte/shared/i18n';
import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';

// The interface language someone chose (docs/product.md#language-and-theme): set by /set-language, read by the root loader.
export { isLocale };

export type Translate = (phrase: string, vars?: Record<string, string | number>) => string;

/** Translates catalog phrases (the key is the pt-BR text itself) into one locale. */
export const translator =
  (locale: Locale): Translate =>
  (phrase, vars) =>
    translate(locale, phrase, vars);

/** pt-BR, for server code that has no request at hand (form failures); prefer `useT` in components. */
export const t = translator(DEFAULT_LOCALE);

/** The locale of a request: its `ponte_lang` cookie when it names a known locale, else pt-BR. */
export function requestLocale(request: Request): Locale {
  const value = readCookie(request.headers.get('Cookie'), LANG_COOKIE);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

const rootLocale = (data: unknown): Locale => {
  const locale = (data as { locale?: unknown } | undefined)?.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
};

/** For `meta` functions: `t` in the locale the root loader found (`matches` is meta's argument). */
export const metaT = (matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]) =>
  translator(rootLocale(matches.find((match) => match?.id === 'root')?.loaderData));

/** The current interface language, from the root loader (works in error boundaries too). */
export const useLocale = (): Locale => rootLocale(useRouteLoaderData('root'));

/** The component-side `t`, in the language the person chose. */
export function useT(): Translate {
  const locale = useLocale();
  return useMemo(() => translator(locale), [locale]);
}
