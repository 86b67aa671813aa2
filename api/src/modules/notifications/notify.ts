import { and, eq, inArray } from 'drizzle-orm';
import {
  NOTIFICATION_KIND_FAMILY,
  type NotificationFamily,
  type NotificationKind,
  type NotificationParams,
} from '@ponte/shared';
import type { Queryable } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { AppDeps } from '../../lib/context.ts';
import { users } from '../users/users.table.ts';
import { notifications } from './notifications.table.ts';

export type NotificationEvent = {
  [K in NotificationKind]: {
    kind: K;
    params: NotificationParams[K];
    /** user ids, or every active admin */
    to: number[] | 'admins';
    /** idempotency: one notification per (recipient, key), e.g. `shipping.created:42` */
    key: string;
  };
}[NotificationKind];

/**
 * The e-mail window of a family: a burst inside one window becomes one digest (decision 056).
 * Registrations (the admin family) are an hourly digest by default; the rest a minute.
 */
export function digestSeconds(
  env: Pick<Env, 'NOTIFICATION_DIGEST_SECONDS' | 'NOTIFICATION_ADMIN_DIGEST_SECONDS'>,
  family: NotificationFamily,
) {
  return family === 'admin' ? env.NOTIFICATION_ADMIN_DIGEST_SECONDS : env.NOTIFICATION_DIGEST_SECONDS;
}

/** The window `at` falls in: its number since the epoch and when it ends (when its e-mail job runs). */
function digestBucket(seconds: number, at: Date): { bucket: number; endsAt: Date } {
  const bucket = Math.floor(at.getTime() / (seconds * 1000));
  return { bucket, endsAt: new Date((bucket + 1) * seconds * 1000) };
}

/** The job key of one recipient's e-mail for one family and window: enqueued again, it is the same job. */
const notificationEmailKey = (userId: number, family: NotificationFamily, bucket: number) =>
  `notification-email:${userId}:${family}:${bucket}`;

/** Records the notification for each recipient and schedules its e-mail, in the caller's transaction `db`. */
export async function notify(
  deps: Pick<AppDeps, 'env' | 'jobs' | 'now'>,
  db: Queryable,
  event: NotificationEvent,
): Promise<void> {
  // Deactivated or removed accounts hear nothing: they cannot sign in to read it.
  const recipients =
    event.to === 'admins'
      ? await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'admin'), eq(users.active, true)))
      : event.to.length
        ? await db
            .select({ id: users.id })
            .from(users)
            .where(and(inArray(users.id, [...new Set(event.to)]), eq(users.active, true)))
        : [];
  if (!recipients.length) return;

  const now = deps.now();
  const inserted = await db
    .insert(notifications)
    .values(
      recipients.map((recipient) => ({
        user_id: recipient.id,
        kind: event.kind,
        params: event.params as Record<string, unknown>,
        key: event.key,
        created_at: now,
      })),
    )
    .onConflictDoNothing({ target: [notifications.user_id, notifications.key] })
    .returning({ user_id: notifications.user_id });

  // Only rows really inserted get an e-mail: the same event told twice is one notification, one e-mail.
  const family = NOTIFICATION_KIND_FAMILY[event.kind];
  const { bucket, endsAt } = digestBucket(digestSeconds(deps.env, family), now);
  for (const row of inserted) {
    const key = notificationEmailKey(row.user_id, family, bucket);
    await deps.jobs.enqueue(
      'notification-email',
      { key, user_id: row.user_id, family },
      { key, db, startAfter: endsAt },
    );
  }
}
