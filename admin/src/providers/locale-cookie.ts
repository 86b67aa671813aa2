import { LANG_COOKIE } from '@ponte/shared/constants';
import { readCookie } from '@ponte/shared/cookies';

// The language cookie both apps share (docs/product.md#language-and-theme): the site's /set-language and the
// console's language menu write it.
const ONE_YEAR_S = 31_536_000;

/** The locale the cookie names, when it is one of `known`. */
export function readLocaleCookie(cookies: string, known: readonly string[]): string | undefined {
  const value = readCookie(cookies, LANG_COOKIE);
  return value && known.includes(value) ? value : undefined;
}

/** The cookie as the storefront sets it: whole site, a year, readable by both apps. */
export const localeCookie = (locale: string) =>
  `${LANG_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
