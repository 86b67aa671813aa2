import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client.ts';
import { randomToken, sha256 } from '../lib/crypto.ts';
import type { AuthUser } from '../lib/context.ts';
import { userPublicColumns, users } from '../modules/users/users.table.ts';
import { sessions } from './auth.table.ts';

const DAY = 86_400_000;
/** Touch a session at most this often, so reads do not turn every request into a write. */
const TOUCH_EVERY_MS = 60_000;

export async function createSession(db: Queryable, userId: number, idleDays: number, now: Date, userAgent?: string) {
  const token = randomToken();
  const [row] = await db
    .insert(sessions)
    .values({
      user_id: userId,
      token_hash: sha256(token),
      user_agent: userAgent?.slice(0, 300) ?? null,
      created_at: now,
      last_used_at: now,
      expires_at: new Date(now.getTime() + idleDays * DAY),
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id };
}

/** The live session and active user behind a token, or null; slides the idle expiry forward. */
export async function findSession(
  db: Db,
  token: string,
  idleDays: number,
  now: Date,
): Promise<{ user: AuthUser; sessionId: number } | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, lastUsed: sessions.last_used_at, user: userPublicColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.token_hash, sha256(token)), gt(sessions.expires_at, now), eq(users.active, true)));
  if (!row) return null;
  if (now.getTime() - row.lastUsed.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ last_used_at: now, expires_at: new Date(now.getTime() + idleDays * DAY) })
      .where(eq(sessions.id, row.sessionId));
  }
  return { user: row.user, sessionId: row.sessionId };
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
