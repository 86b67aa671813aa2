import { ApiError } from '@ponte/shared';
import { redirect } from 'react-router';
import { getApi, hasSessionCookie } from '../utils/api.server.ts';
import { requireSameOrigin } from '../utils/origin.server.ts';
import type { Route } from './+types/logout';

/** Logging out changes state, so only POST does it; a GET (a link, a prefetch) just goes home. */
export function loader() {
  return redirect('/');
}

/** Only a post from this site logs out: another site's form could otherwise sign a person out. */
export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const headers = new Headers();
  if (hasSessionCookie(request)) {
    try {
      // The API revokes the token and answers with the Set-Cookie that clears it.
      await getApi(request, context, { responseHeaders: headers }).auth.logout();
    } catch (error) {
      // An already expired session is logged out all the same.
      if (!(error instanceof ApiError && error.status === 401)) throw error;
    }
  }
  return redirect('/login', { headers });
}
