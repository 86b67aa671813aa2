import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIE, XSRF_COOKIE } from '@ponte/shared';
import type { AppEnv } from '../lib/context.ts';
import { randomToken } from '../lib/crypto.ts';

/**
 * The browser's copy of the session: the token in an httpOnly, SameSite=Lax cookie (scripts cannot
 * read it) and a random XSRF token in a readable cookie that scripts echo as X-XSRF-TOKEN.
 */
export function setSessionCookies(c: Context<AppEnv>, token: string) {
  const { env } = c.var.deps;
  const secure = env.APP_URL.startsWith('https://');
  const maxAge = env.SESSION_IDLE_DAYS * 86_400;
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', secure, path: '/', maxAge });
  setCookie(c, XSRF_COOKIE, randomToken(), { httpOnly: false, sameSite: 'Lax', secure, path: '/', maxAge });
}

export function clearSessionCookies(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  deleteCookie(c, XSRF_COOKIE, { path: '/' });
}
