import { redirect } from 'react-router';
import { LANG_COOKIE } from '@ponte/shared/constants';
import { isLocale } from '@ponte/shared/i18n';
import { requireSameOrigin } from '../utils/origin.server.ts';
import type { Route } from './+types/set-language';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Changing the language is a POST (the switch's form); a GET here just goes home. */
export function loader() {
  return redirect('/');
}

/**
 * The language switch (docs/product.md#language-and-theme): remembers the choice for a year in `ponte_lang` and goes back to the
 * page it came from. The cookie is not secret and not httpOnly, so the admin app may read it too.
 */
export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  const form = await request.formData();
  const back = safeRedirect(request, form.get('redirectTo'));
  const locale = form.get('locale');
  if (!isLocale(locale)) return redirect(back);

  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  const cookie = `${LANG_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
  return redirect(back, { headers: { 'Set-Cookie': cookie } });
}

/**
 * A path on this site, or `/`: an off-site `redirectTo` (`https://…`, `//host`, `/\host`, or anything the
 * URL parser turns into another origin) would make the switch an open redirect.
 */
export function safeRedirect(request: Request, value: FormDataEntryValue | null): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/';
  const { origin } = new URL(request.url);
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  // `/.//host` resolves to the path `//host`, which a browser would read as another host.
  return `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`;
}
