import { eq } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { SESSION_COOKIE, XSRF_HEADER, type Role } from '@ponte/shared';
import type { AppEnv, AuthState } from '../lib/context.ts';
import { HttpError, MESSAGES } from '../lib/errors.ts';
import { ensureXsrfCookie } from './session-cookies.ts';
import { findSession, sessionLifetime } from './sessions.service.ts';
import { isXsrfTokenOf } from './xsrf.ts';
import { subscriptionActiveSql } from '../modules/subscriptions/subscription-state.ts';
import { users } from '../modules/users/users.table.ts';
import { setAnswerHeader } from '../lib/answer-header.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether the caller's subscription was active, read with the session in the same statement (one indexed
 * read per request, decision 035). Keyed by this request's auth state, so it lives exactly as long as it.
 */
const subscriptionRead = new WeakMap<AuthState, boolean>();

/**
 * Resolves the caller from `Authorization: Bearer` or the session cookie; never refuses by itself. A
 * cookie session gets its XSRF cookie back if the browser lost it or holds someone else's.
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const bearer = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const token = bearer ?? getCookie(c, SESSION_COOKIE);
  let auth: AuthState | null = null;
  if (token && token.length <= 200) {
    const { db, env, now, sessions } = c.var.deps;
    const found = await findSession(db, token, sessionLifetime(env), now(), sessions);
    if (found) {
      auth = { user: found.user, sessionId: found.sessionId, via: bearer ? 'bearer' : 'cookie' };
      subscriptionRead.set(auth, found.subscriptionActive);
    }
    if (found && !bearer) ensureXsrfCookie(c, token);
  }
  c.set('auth', auth);
  await next();
});

/**
 * A session is required. Cookie-authenticated writes must send X-XSRF-TOKEN with this session's XSRF
 * token, which only a script of this origin can read from its cookie (decision 033); Bearer clients are
 * exempt since a browser never adds that header on its own.
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const auth = c.var.auth;
  if (!auth) throw new HttpError(401, MESSAGES.unauthenticated);
  if (auth.via === 'cookie' && !SAFE_METHODS.has(c.req.method)) {
    const session = getCookie(c, SESSION_COOKIE)!;
    const header = c.req.header(XSRF_HEADER);
    if (!isXsrfTokenOf(c.var.deps.env, session, header)) throw new HttpError(403, MESSAGES.xsrf);
  }
  await next();
});

export const requireRole = (...roles: Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!roles.includes(c.var.auth!.user.role)) throw new HttpError(403, MESSAGES.forbidden);
    await next();
  });

/** The signed-in user inside a handler guarded by requireUser. */
export const currentAuth = (c: { var: { auth: AuthState | null } }) => {
  if (!c.var.auth) throw new HttpError(401, MESSAGES.unauthenticated);
  return c.var.auth;
};

/**
 * Gated parts of the product (products, shipments, ERP, dashboard data) need an active subscription
 * or a supplier's trial (docs/domain-rules.md#subscriptions); admins always pass. Runs after requireUser.
 */
export const requireActiveSubscription = createMiddleware<AppEnv>(async (c, next) => {
  const auth = currentAuth(c);
  if (auth.user.role !== 'admin') {
    const active = subscriptionRead.get(auth) ?? (await isSubscriptionActive(c.var.deps, auth.user.id));
    if (!active) throw new HttpError(402, MESSAGES.inactiveSubscription);
  }
  await next();
});

/** The same rule on its own, for an auth state that did not come from `authenticate`. */
async function isSubscriptionActive({ db, now }: AppEnv['Variables']['deps'], userId: number) {
  const [row] = await db
    .select({ active: subscriptionActiveSql(now()) })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row?.active);
}

/**
 * Whatever a signed-in caller is answered is theirs: no browser or shared cache may keep it (decision 029).
 * Runs after authenticate and sets the header once the answer exists, error answers included. Answers
 * that declare themselves public (the API reference's assets) keep their caching.
 */
export const noStoreWhenSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const declaredPublic = c.res.headers.get('Cache-Control')?.includes('public');
  // `private, no-cache`: the bell's poll, kept only by the caller's browser to revalidate with its ETag (decision 056).
  const declaredRevalidate = c.res.headers.get('Cache-Control') === 'private, no-cache';
  if (c.var.auth && !declaredPublic && !declaredRevalidate) setAnswerHeader(c, 'Cache-Control', 'no-store');
});
