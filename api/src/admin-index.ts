import { XSRF_COOKIE } from '@ponte/shared/constants';
import { readCookie } from '@ponte/shared/cookies';

/** The markers around the static login form and its styles in admin/index.html (decision 054). */
const STATIC_LOGIN = /<!-- static-login -->[\s\S]*?<!-- \/static-login -->/g;

/**
 * The console's index.html for one request. A browser holding the XSRF cookie (set with every session,
 * decision 033) is most likely signed in: it gets the page without the static login form, which would
 * otherwise show until the app had checked the session. Without the cookie the form paints at once.
 */
export function adminIndexFor(html: string, cookieHeader: string | undefined): string {
  const signedIn = Boolean(readCookie(cookieHeader, XSRF_COOKIE));
  return signedIn ? html.replace(STATIC_LOGIN, '') : html;
}
