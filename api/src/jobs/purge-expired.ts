import { and, lt, ne, or } from 'drizzle-orm';
import { passwordResets, rateLimits, sessions } from '../auth/auth.table.ts';
import type { AppDeps } from '../lib/context.ts';
import { purgeOldEvents } from '../modules/bling/bling-schedule.ts';
import { emailDeliveries } from '../modules/notifications/notifications.table.ts';

const DAY_MS = 86_400_000;
/** Spent and expired reset links are kept a week, to answer "did I ask for a link?". */
export const RESET_GRACE_DAYS = 7;
/**
 * The console's e-mail log (decision 059) keeps a delivery this long: enough to answer "did it reach me?"
 * and to resend a failure, without keeping every sealed message (reset links among them) forever. A
 * delivery still queued is never purged.
 */
export const EMAIL_LOG_DAYS = 90;

/**
 * The hourly `purge-expired` job: rows that no longer decide anything. Each delete is idempotent, so a
 * retry or an overlap with another instance is harmless.
 */
export async function purgeExpired(deps: Pick<AppDeps, 'db' | 'now' | 'rateLimits'>) {
  const { db } = deps;
  const now = deps.now();
  const graceStart = new Date(now.getTime() - RESET_GRACE_DAYS * DAY_MS);
  // The rows do not say which rule counted them: a window is over once the longest rule's would be.
  const longestWindowMs = Math.max(...Object.values(deps.rateLimits).map((rule) => rule.windowSeconds)) * 1000;

  const expiredSessions = await db.delete(sessions).where(lt(sessions.expires_at, now)).returning({ id: sessions.id });
  const endedWindows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.window_start, new Date(now.getTime() - longestWindowMs)))
    .returning({ key: rateLimits.key });
  const oldResets = await db
    .delete(passwordResets)
    .where(or(lt(passwordResets.used_at, graceStart), lt(passwordResets.expires_at, graceStart)))
    .returning({ id: passwordResets.id });
  const oldEmails = await db
    .delete(emailDeliveries)
    .where(
      and(
        ne(emailDeliveries.status, 'queued'),
        lt(emailDeliveries.created_at, new Date(now.getTime() - EMAIL_LOG_DAYS * DAY_MS)),
      ),
    )
    .returning({ id: emailDeliveries.id });
  const events = await purgeOldEvents(deps);
  return {
    sessions: expiredSessions.length,
    rateLimits: endedWindows.length,
    passwordResets: oldResets.length,
    blingEvents: events,
    emailDeliveries: oldEmails.length,
  };
}
