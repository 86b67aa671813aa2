import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIE, XSRF_COOKIE } from '@ponte/shared';
import type { AppEnv } from '../lib/context.ts';
import { isXsrfTokenOf, xsrfTokenFor } from './xsrf.ts';

const cookieOptions = (c: Context<AppEnv>) => {
  const { env } = c.var.deps;
  // The server ends a session (idle or absolute, sessions.service.ts); the cookie only has to outlive it.
  const secure = env.APP_URL.startsWith('https://');
  return { sameSite: 'Lax', secure, path: '/', maxAge: env.SESSION_ABSOLUTE_DAYS * 86_400 } as const;
};

/**
 * The browser's copy of the session: the token in an httpOnly, SameSite=Lax cookie (scripts cannot
 * read it) and the session's XSRF token (xsrf.ts) in a readable cookie that scripts echo as X-XSRF-TOKEN.
 * The answer carries the token, so no cache may keep it.
 */
export function setSessionCookies(c: Context<AppEnv>, token: string) {
  setCookie(c, SESSION_COOKIE, token, { ...cookieOptions(c), httpOnly: true });
  setCookie(c, XSRF_COOKIE, xsrfTokenFor(c.var.deps.env, token), { ...cookieOptions(c), httpOnly: false });
  c.header('Cache-Control', 'no-store');
}

/**
 * Puts the session's XSRF token back when the browser's copy is missing or not this session's (a cookie
 * from before decision 033, or one planted by another site), so the admin console recovers on its next read.
 */
export function ensureXsrfCookie(c: Context<AppEnv>, token: string) {
  const { env } = c.var.deps;
  if (isXsrfTokenOf(env, token, getCookie(c, XSRF_COOKIE))) return;
  setCookie(c, XSRF_COOKIE, xsrfTokenFor(env, token), { ...cookieOptions(c), httpOnly: false });
}

export function clearSessionCookies(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  deleteCookie(c, XSRF_COOKIE, { path: '/' });
  c.header('Cache-Control', 'no-store');
}
