import { asc, sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import { notifications } from './notifications.table.ts';

/**
 * What the event tests read (decision 057): the notifications written and the e-mail jobs queued for them.
 * `since` marks a point so a test asserts only on what one request did.
 */
export function eventsKit(t: TestApp) {
  const rows = async () =>
    (
      await t.db
        .select({ id: notifications.id, user_id: notifications.user_id, kind: notifications.kind, params: notifications.params, key: notifications.key })
        .from(notifications)
        .orderBy(asc(notifications.id))
    ).map((row) => ({ ...row, params: row.params as Record<string, unknown> }));

  /** The `notification-email` jobs waiting, as (user_id, family) pairs, one per job. */
  const emailJobs = async () => {
    const result = await t.db.execute(
      sql`SELECT data->>'user_id' AS user_id, data->>'family' AS family FROM pgboss.job WHERE name = 'notification-email' ORDER BY created_on`,
    );
    return (result.rows as { user_id: string; family: string }[]).map((row) => ({ user_id: Number(row.user_id), family: row.family }));
  };

  let mark = 0;
  let jobMark = 0;
  return {
    rows,
    emailJobs,
    /** Forgets what came before: `fresh()` then answers only what happened after. */
    async since() {
      mark = (await rows()).at(-1)?.id ?? 0;
      jobMark = (await emailJobs()).length;
    },
    /** Notifications written since the last `since()`. */
    async fresh() {
      return (await rows()).filter((row) => row.id > mark);
    },
    /** E-mail jobs queued since the last `since()`. */
    async freshJobs() {
      return (await emailJobs()).slice(jobMark);
    },
  };
}

type Pair = [number, string];
const byUserThenKind = (a: Pair, b: Pair) => a[0] - b[0] || a[1].localeCompare(b[1]);

/** Who heard what, compactly: `[user_id, kind]` pairs, sorted (one event's recipients come in id order). */
export const heard = (rows: { user_id: number; kind: string }[]) =>
  rows.map((row): Pair => [row.user_id, row.kind]).sort(byUserThenKind);

/** The expected pairs, sorted the same way. */
export const pairs = (...expected: Pair[]) => [...expected].sort(byUserThenKind);
