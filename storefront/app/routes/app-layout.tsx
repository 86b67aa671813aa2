import { data, Outlet, redirect, useRouteLoaderData } from 'react-router';
import { loadBell } from '../components/notifications/notifications.server.ts';
import { sessionFacts, SignedInFrame, type AppSession } from '../components/signed-in-frame.tsx';
import { paymentConfirmed, stopFollowing } from '../components/plans/payment-follow.server.ts';
import { PAID_LANDING } from '../components/plans/payment-landing.ts';
import { readCookie, siteCookie } from '../utils/cookies.server.ts';
import { requireSession, type CurrentSession } from '../utils/session.server.ts';
import type { Route } from './+types/app-layout';

/**
 * The `subscription.active` this browser last saw, as `{user id}.{1|0}`. Spec (docs/product.md#behaviours): when the current-user
 * answer's flag differs from the stored one, the session is replaced and the app goes to `/`. A cookie
 * (not sessionStorage) so the layout loader decides on the server, before any page renders, with or
 * without JavaScript. It holds nothing secret (docs/product.md#security) and only the server reads it, hence httpOnly.
 */
export const ACTIVE_FLAG_COOKIE = 'ponte_active';

const activeFlag = ({ session }: CurrentSession) =>
  `${session.user.id}.${session.subscription.active ? 1 : 0}`;

/**
 * The signed-in frame around every page that shows user data (docs/product.md#site-screens): the session is required here
 * once, and pages read it with `useAppSession()` instead of asking the API again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // The bell's unread count travels with the page, asked in parallel with the session (decision 058).
  const [current, bell] = await Promise.all([requireSession(request, context), loadBell(request, context)]);
  const facts = { ...sessionFacts(current), bell };
  const flag = activeFlag(current);
  const seen = readCookie(request, ACTIVE_FLAG_COOKIE);
  const paid = paymentConfirmed(request, current);
  if (seen === flag && !paid) return facts;

  const headers = new Headers();
  if (seen !== flag) headers.append('Set-Cookie', siteCookie(request, ACTIVE_FLAG_COOKIE, flag));
  const { pathname } = new URL(request.url);
  if (paid) {
    headers.append('Set-Cookie', stopFollowing(request));
    // The plans page was following this payment (its revalidation lands here): the person's screens, saying so.
    if (pathname.startsWith('/plans')) throw redirect(PAID_LANDING, { headers });
  }
  // Another person's flag (a new login) is just replaced; the same person's changed flag sends them home.
  const sameUser = seen?.split('.')[0] === String(current.session.user.id);
  if (seen !== flag && sameUser && pathname !== '/') throw redirect('/', { headers });
  return data(facts, { headers });
}

export type { AppSession };

/** The session of the enclosing layout (pages under it always have one). */
export function useAppSession(): AppSession {
  return useRouteLoaderData<typeof loader>('routes/app-layout')!;
}

export default function AppLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SignedInFrame facts={loaderData} bell={loaderData.bell}>
      <Outlet />
    </SignedInFrame>
  );
}
