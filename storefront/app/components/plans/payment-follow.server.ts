import type { PaymentSummary } from '@ponte/shared';
import { readCookie, siteCookie } from '../../utils/cookies.server.ts';
import type { CurrentSession } from '../../utils/session.server.ts';

/**
 * `{user id}` while this browser follows the first payment of a subscription on the plans page (real
 * payments). The layout then knows that a session turning active is that payment going through, and takes
 * the person to their screens with the confirmation instead of the spec's `/` (routes/app-layout.tsx).
 */
export const PAYING_COOKIE = 'ponte_paying';

const followedBy = (request: Request, userId: number) =>
  readCookie(request, PAYING_COOKIE) === String(userId);

/**
 * The payment this browser followed went through. Only an account that was not `active` is followed,
 * and only a confirmed payment makes it `active` with nothing left pending (a cancelled request goes
 * back to the trial or to no subscription).
 */
export function paymentConfirmed(request: Request, { session }: CurrentSession): boolean {
  const { status, pending } = session.subscription;
  return followedBy(request, session.user.id) && status === 'active' && pending === null;
}

/** The `Set-Cookie` that ends the following (the layout, once the payment is confirmed). */
export const stopFollowing = (request: Request) => siteCookie(request, PAYING_COOKIE, null);

/**
 * The plans loader's `Set-Cookie`, when the following starts (a first charge waits or is being
 * prepared) or ends (paid, cancelled, refused); `null` when nothing changes.
 */
export function followingCookie(
  request: Request,
  { session }: CurrentSession,
  summary: PaymentSummary | null,
): string | null {
  if (!summary) return null;
  const waiting = summary.current_charge !== null || summary.subscription?.preparing === true;
  const { status, pending } = session.subscription;
  const follow = summary.provider === 'asaas' && waiting && pending !== null && status !== 'active';
  if (follow === followedBy(request, session.user.id)) return null;
  return follow ? siteCookie(request, PAYING_COOKIE, String(session.user.id)) : stopFollowing(request);
}
