import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import type { CatalogueCache } from '../modules/products/catalogue-cache.ts';
import type { CurrentUserCache } from '../modules/users/current-user-cache.ts';
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
  /** Delivers for the `send-email` job; code that sends mail calls sendMail (jobs/send-email.ts). */
  mailer: Mailer;
  /** The durable job queue (decision 030): enqueue inside the caller's transaction. */
  jobs: Pick<JobQueue, 'enqueue' | 'queueDepths'>;
  now: () => Date;
  /** The session lookup's answers, kept while the database tells their changes (decision 075). */
  sessions: SessionCache;
  /** Catalogue pages, kept while the database tells what changes them (decision 076). */
  catalogue: CatalogueCache;
  /** Current-user answers, kept as the session lookup's are (decision 077). */
  currentUsers: CurrentUserCache;
  /**
   * Per client IP: `login`, `register`, `password`. Password guesses against one account (logins and the
   * current password asked by a change of e-mail or password): `loginAccountIp` per (account, IP) and the
   * higher `loginAccount` per account (decision 029).
   */
  rateLimits: Record<'login' | 'loginAccountIp' | 'loginAccount' | 'register' | 'password', RateLimitRule>;
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
