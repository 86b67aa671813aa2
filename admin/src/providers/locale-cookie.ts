import { readCookie } from './cookies.ts';

/**
 * The interface language both apps share (docs/product.md#language-and-theme): the storefront's /set-language writes it
 * (storefront/app/utils/i18n.ts), and so does the admin's language menu.
 */
export const LANG_COOKIE = 'ponte_lang';
const ONE_YEAR_S = 31_536_000;

/** The locale the cookie names, when it is one of `known`. */
export function readLocaleCookie(cookies: string, known: readonly string[]): string | undefined {
  const value = readCookie(cookies, LANG_COOKIE);
  return value && known.includes(value) ? value : undefined;
}

/** The cookie as the storefront sets it: whole site, a year, readable by both apps. */
export const localeCookie = (locale: string) =>
  `${LANG_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
