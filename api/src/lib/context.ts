import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Mailer } from './mailer.ts';
import type { UserRow } from '../modules/users/users.table.ts';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/** What every request handler can reach: injected once by createApp, never imported globally. */
export interface AppDeps {
  db: Db;
  env: Env;
  mailer: Mailer;
  now: () => Date;
  rateLimits: Record<'login' | 'loginEmail' | 'register' | 'password', RateLimitRule>;
}

export type AuthUser = Omit<UserRow, 'password_hash'>;

export interface AuthState {
  user: AuthUser;
  sessionId: number;
  /** How the token came: Bearer header (API clients) or the session cookie (browsers, XSRF-checked). */
  via: 'bearer' | 'cookie';
}

/** Bindings a host may pass to `app.fetch(request, env)`; the node server puts `incoming` there. */
export interface Bindings {
  clientIp?: string;
  incoming?: { socket?: { remoteAddress?: string } };
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: { deps: AppDeps; auth: AuthState | null };
}
