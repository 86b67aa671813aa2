import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client.ts';
import type { Env } from '../env.ts';
import { randomToken, sha256 } from '../lib/crypto.ts';
import { subscriptionActiveSql, subscriptionVerdictUntilSql } from '../modules/subscriptions/subscription-state.ts';
import { userPublicColumns, users } from '../modules/users/users.table.ts';
import { sessions } from './auth.table.ts';
import type { KnownSession, SessionCache } from './session-cache.ts';

const DAY = 86_400_000;
/** Touch a session at most this often, so reads do not turn every request into a write. */
const TOUCH_EVERY_MS = 60_000;

/** How long a session lives: `idleDays` after its last use, and never past `absoluteDays` after login. */
export interface SessionLifetime {
  idleDays: number;
  absoluteDays: number;
}

export const sessionLifetime = (
  env: Pick<Env, 'SESSION_IDLE_DAYS' | 'SESSION_ABSOLUTE_DAYS'>,
): SessionLifetime => ({
  idleDays: env.SESSION_IDLE_DAYS,
  absoluteDays: env.SESSION_ABSOLUTE_DAYS,
});

/** `expires_at` is always the true end (decision 029): sliding never carries it past the absolute limit. */
const expiryOf = (createdAt: Date, now: Date, { idleDays, absoluteDays }: SessionLifetime) =>
  new Date(Math.min(now.getTime() + idleDays * DAY, createdAt.getTime() + absoluteDays * DAY));

export async function createSession(
  db: Queryable,
  userId: number,
  lifetime: SessionLifetime | number,
  now: Date,
  userAgent?: string,
) {
  // A bare number (test and benchmark set-ups) is one limit for both.
  const limits = typeof lifetime === 'number' ? { idleDays: lifetime, absoluteDays: lifetime } : lifetime;
  const token = randomToken();
  const [row] = await db
    .insert(sessions)
    .values({
      user_id: userId,
      token_hash: sha256(token),
      user_agent: userAgent?.slice(0, 300) ?? null,
      created_at: now,
      last_used_at: now,
      expires_at: expiryOf(now, now, limits),
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id };
}

/**
 * The session lookup every signed-in request runs, built once per database (decision 051): drizzle then
 * neither rebuilds nor re-renders its SQL, and on PostgreSQL it is a named prepared statement, parsed and
 * planned once per connection (an equality on the token hash's unique index: one plan fits every token).
 * Every table it reads tells its changes (the triggers of migration 0008, decision 075), which is what lets
 * the session cache keep its answers: a table added here needs those triggers too.
 */
function buildSessionLookup(db: Db) {
  const now = sql.placeholder('now');
  return db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.created_at,
      lastUsed: sessions.last_used_at,
      expiresAt: sessions.expires_at,
      user: userPublicColumns,
      subscriptionActive: subscriptionActiveSql(sql.placeholder('at')),
      subscriptionUntil: subscriptionVerdictUntilSql(sql.placeholder('at')),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('tokenHash')),
        gt(sessions.expires_at, now),
        // Also holds for sessions stored before the absolute limit existed, or when it is lowered.
        gt(sessions.created_at, sql.placeholder('oldestLogin')),
        eq(users.active, true),
      ),
    )
    .prepare('ponte_session_lookup');
}
const sessionLookups = new WeakMap<Db, ReturnType<typeof buildSessionLookup>>();

/**
 * The live session and active user behind a token, or null; slides the idle expiry forward. The same
 * indexed read answers whether the user's subscription is active now (the rule of subscription-state.ts,
 * evaluated in SQL as of `now`), so the 402 gate costs no query of its own (decision 035). With a cache,
 * an answer is kept until the next slide is due or a period or trial ends, and forgotten on any change
 * the database tells (decision 075): most requests then read no session at all.
 */
export async function findSession(
  db: Db,
  token: string,
  lifetime: SessionLifetime,
  now: Date,
  cache?: SessionCache,
): Promise<Pick<KnownSession, 'user' | 'sessionId' | 'subscriptionActive'> | null> {
  const tokenHash = sha256(token);
  const kept = cache?.get(tokenHash, now);
  if (kept) return kept;
  const mark = cache?.mark() ?? 0;
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = buildSessionLookup(db)));
  // Dates where a timestamp column encodes them; `at` goes into the SQL as it is (an ISO string).
  const [row] = await lookup.execute({
    now,
    at: now.toISOString(),
    tokenHash,
    oldestLogin: new Date(now.getTime() - lifetime.absoluteDays * DAY),
  });
  if (!row) return null;
  const known: KnownSession = {
    user: Object.freeze(row.user),
    sessionId: row.sessionId,
    subscriptionActive: Boolean(row.subscriptionActive),
    readAt: now.getTime(),
    until: Math.min(
      row.lastUsed.getTime() + TOUCH_EVERY_MS,
      row.expiresAt.getTime(),
      row.createdAt.getTime() + lifetime.absoluteDays * DAY,
      row.subscriptionUntil ? new Date(row.subscriptionUntil).getTime() : Infinity,
    ),
  };
  if (now.getTime() - row.lastUsed.getTime() > TOUCH_EVERY_MS) {
    // The slide is a change too (the database tells it): the next request reads the slid session.
    await db
      .update(sessions)
      .set({ last_used_at: now, expires_at: expiryOf(row.createdAt, now, lifetime) })
      .where(eq(sessions.id, row.sessionId));
  } else {
    cache?.keep(tokenHash, known, mark);
  }
  return known;
}

export const revokeSession = (db: Queryable, sessionId: number) =>
  db.delete(sessions).where(eq(sessions.id, sessionId));

/** Ends every session of a user, except `keepSessionId` (the one changing its own password). */
export const revokeUserSessions = (db: Queryable, userId: number, keepSessionId?: number) =>
  db
    .delete(sessions)
    .where(
      keepSessionId === undefined
        ? eq(sessions.user_id, userId)
        : and(eq(sessions.user_id, userId), ne(sessions.id, keepSessionId)),
    );
