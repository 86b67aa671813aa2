import { XSRF_COOKIE } from '@ponte/shared/constants';
import { readCookie } from '@ponte/shared/cookies';

/** The markers around the static login form and its styles in admin/index.html (decision 054). */
const STATIC_LOGIN = /<!-- static-login -->[\s\S]*?<!-- \/static-login -->/g;

/**
 * A browser holding the XSRF cookie (set with every session, decision 033) is most likely signed in: it gets
 * the console's index.html without the static login form, which would otherwise show until the app had
 * checked the session. Without the cookie the form paints at once.
 */
export const looksSignedIn = (cookieHeader: string | undefined) => Boolean(readCookie(cookieHeader, XSRF_COOKIE));

/** The console's index.html for a browser that looks signed in, or not. */
export function adminIndexFor(html: string, signedIn: boolean): string {
  return signedIn ? html.replace(STATIC_LOGIN, '') : html;
}
