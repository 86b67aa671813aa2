import { eq } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER, type Role } from '@ponte/shared';
import type { AppEnv, AuthState } from '../lib/context.ts';
import { ApiError, MESSAGES } from '../lib/errors.ts';
import { safeEqual } from '../lib/crypto.ts';
import { findSession } from './sessions.service.ts';
import { subscriptionActiveSql } from '../modules/subscriptions/subscription-state.ts';
import { users } from '../modules/users/users.table.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Resolves the caller from `Authorization: Bearer` or the session cookie; never refuses by itself. */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const bearer = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const token = bearer ?? getCookie(c, SESSION_COOKIE);
  let auth: AuthState | null = null;
  if (token && token.length <= 200) {
    const { db, env, now } = c.var.deps;
    const found = await findSession(db, token, env.SESSION_IDLE_DAYS, now());
    if (found) auth = { ...found, via: bearer ? 'bearer' : 'cookie' };
  }
  c.set('auth', auth);
  await next();
});

/**
 * A session is required. Cookie-authenticated writes must echo the XSRF cookie in X-XSRF-TOKEN
 * (double submit); Bearer clients are exempt since a browser never adds that header on its own.
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const auth = c.var.auth;
  if (!auth) throw new ApiError(401, MESSAGES.unauthenticated);
  if (auth.via === 'cookie' && !SAFE_METHODS.has(c.req.method)) {
    const cookie = getCookie(c, XSRF_COOKIE);
    const header = c.req.header(XSRF_HEADER);
    if (!cookie || !header || !safeEqual(cookie, header)) throw new ApiError(403, MESSAGES.xsrf);
  }
  await next();
});

export const requireRole = (...roles: Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!roles.includes(c.var.auth!.user.role)) throw new ApiError(403, MESSAGES.forbidden);
    await next();
  });

/** The signed-in user inside a handler guarded by requireUser. */
export const currentAuth = (c: { var: { auth: AuthState | null } }) => {
  if (!c.var.auth) throw new ApiError(401, MESSAGES.unauthenticated);
  return c.var.auth;
};

/**
 * Gated parts of the product (products, shipments, ERP, dashboard data) need an active subscription
 * or a supplier's trial (DESIGN §5); admins always pass. Runs after requireUser.
 */
export const requireActiveSubscription = createMiddleware<AppEnv>(async (c, next) => {
  const { user } = currentAuth(c);
  if (user.role !== 'admin') {
    const { db, now } = c.var.deps;
    const [row] = await db
      .select({ active: subscriptionActiveSql(now()) })
      .from(users)
      .where(eq(users.id, user.id));
    if (!row?.active) throw new ApiError(402, MESSAGES.inactiveSubscription);
  }
  await next();
});
