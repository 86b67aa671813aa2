import { and, asc, eq, inArray, isNull, lt, min } from 'drizzle-orm';
import { NOTIFICATION_KINDS, NOTIFICATION_KIND_FAMILY, type NotificationFacts } from '@ponte/shared';
import { sendMail } from '../../jobs/send-email.ts';
import type { JobPayloads } from '../../jobs/job-definitions.ts';
import type { AppDeps } from '../../lib/context.ts';
import { users } from '../users/users.table.ts';
import { notificationMessage } from './email/notification-message.ts';
import { notifications } from './notifications.table.ts';
import { digestSeconds } from './notify.ts';
import { emailOn, readPreferences } from './preferences.ts';

/**
 * The `notification-email` job, at the end of a digest window (decision 056). In one transaction: takes
 * the recipient's notifications of the family not yet e-mailed (locked, then marked), and unless the
 * family's e-mail is off or the account was deactivated, renders one message for them all and writes it
 * to the delivery log with its `send-email` job. A crash before the commit leaves everything as it was
 * for the retry; after it, the retry finds nothing left to send. The delivery key is the first
 * notification's id, which only one e-mail can ever take.
 */
export async function sendNotificationEmail(
  deps: Pick<AppDeps, 'db' | 'env' | 'jobs' | 'now'>,
  data: JobPayloads['notification-email'],
): Promise<void> {
  const kinds = NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_KIND_FAMILY[kind] === data.family);
  await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: notifications.id, kind: notifications.kind, params: notifications.params })
      .from(notifications)
      .where(
        and(
          eq(notifications.user_id, data.user_id),
          isNull(notifications.emailed_at),
          inArray(notifications.kind, kinds),
        ),
      )
      .orderBy(asc(notifications.id))
      .for('update');
    if (!rows.length) return;
    await tx
      .update(notifications)
      .set({ emailed_at: deps.now() })
      .where(
        inArray(
          notifications.id,
          rows.map((row) => row.id),
        ),
      );

    const [user] = await tx
      .select({ id: users.id, email: users.email, name: users.name, role: users.role, active: users.active })
      .from(users)
      .where(eq(users.id, data.user_id));
    if (!user?.active) return;
    const preferences = await readPreferences(tx, user.id);
    // Off: the notifications stay in the bell, marked so turning e-mail on later does not send old news.
    if (!emailOn(preferences, data.family)) return;

    const message = await notificationMessage({
      to: user.email,
      name: user.name,
      userId: user.id,
      admin: user.role === 'admin',
      family: data.family,
      locale: preferences.locale,
      items: rows.map((row) => ({ kind: row.kind, params: row.params }) as NotificationFacts),
      appUrl: deps.env.APP_URL,
      appKey: deps.env.APP_KEY!,
    });
    const sameKind = rows.every((row) => row.kind === rows[0]!.kind);
    await sendMail(deps, message, {
      key: `notification-email:${user.id}:${data.family}:${rows[0]!.id}`,
      db: tx,
      kind: sameKind ? rows[0]!.kind : `digest:${data.family}`,
      userId: user.id,
      eventsCount: rows.length,
    });
  });
}

/** How long after its window ends a notification still waiting for its e-mail counts as missed. */
const SWEEP_GRACE_SECONDS = 120;

/**
 * The safety net of the digest windows (cron every 5 minutes): a notification committed just after its
 * window's job ran (its transaction was open across the window's end) found that job already done, and
 * the job key made its own enqueue a no-op. Any notification still not e-mailed well after its window
 * gets a job now, keyed by the sweep's 5-minute slot. Answers how many jobs it queued.
 */
export async function sweepMissedNotificationEmails(
  deps: Pick<AppDeps, 'db' | 'env' | 'jobs' | 'now'>,
): Promise<number> {
  const now = deps.now();
  const shortest = Math.min(deps.env.NOTIFICATION_DIGEST_SECONDS, deps.env.NOTIFICATION_ADMIN_DIGEST_SECONDS);
  const before = new Date(now.getTime() - (shortest + SWEEP_GRACE_SECONDS) * 1000);
  const rows = await deps.db
    .select({
      user_id: notifications.user_id,
      kind: notifications.kind,
      created_at: min(notifications.created_at),
    })
    .from(notifications)
    .where(and(isNull(notifications.emailed_at), lt(notifications.created_at, before)))
    .groupBy(notifications.user_id, notifications.kind);
  const slot = Math.floor(now.getTime() / 300_000);
  const queued = new Set<string>();
  for (const row of rows) {
    const family = NOTIFICATION_KIND_FAMILY[row.kind];
    const missedAfter = (digestSeconds(deps.env, family) + SWEEP_GRACE_SECONDS) * 1000;
    if (!row.created_at || now.getTime() - row.created_at.getTime() < missedAfter) continue;
    const key = `notification-email:${row.user_id}:${family}:sweep:${slot}`;
    if (queued.has(key)) continue;
    queued.add(key);
    await deps.jobs.enqueue('notification-email', { key, user_id: row.user_id, family }, { key });
  }
  return queued.size;
}
