import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../lib/context.ts';
import { subscriptionActiveSql } from '../subscriptions/subscription-state.ts';
import { users } from '../users/users.table.ts';
import { startRun } from './bling-runs.ts';
import { blingConnections, blingWebhookEvents } from './bling.table.ts';

/** Processed webhook events are kept this long, for support questions; then deleted. */
const EVENT_RETENTION_DAYS = 30;

/**
 * Queues a periodic run for each connected supplier who turned "Sincronizar o Bling
 * automaticamente" on, whose subscription is active and who had no run within the interval.
 * Answers how many were queued.
 */
export async function scheduleDueRuns(
  deps: Pick<AppDeps, 'db' | 'now'>,
  intervalMinutes: number,
): Promise<number> {
  const { db } = deps;
  const now = deps.now();
  const since = new Date(now.getTime() - intervalMinutes * 60_000).toISOString();
  const due = await db
    .select({ supplier_id: blingConnections.supplier_id })
    .from(blingConnections)
    .innerJoin(users, eq(users.id, blingConnections.supplier_id))
    .where(
      and(
        eq(blingConnections.state, 'connected'),
        eq(users.active, true),
        subscriptionActiveSql(now),
        sql`EXISTS (SELECT 1 FROM system_config_param_values v JOIN system_config_params p ON p.id = v.param_id
                    WHERE p.code = 'erp_auto_sync' AND v.user_id = ${blingConnections.supplier_id} AND v.value = 'true')`,
        sql`NOT EXISTS (SELECT 1 FROM bling_sync_runs r WHERE r.supplier_id = ${blingConnections.supplier_id}
                        AND r.created_at > ${since}::timestamptz)`,
      ),
    );
  let queued = 0;
  for (const { supplier_id } of due) {
    if ((await startRun(db, supplier_id, 'schedule', now)).created) queued += 1;
  }
  return queued;
}

/** Deletes processed webhook events past retention (the hourly `purge-expired` job); answers how many. */
export async function purgeOldEvents(deps: Pick<AppDeps, 'db' | 'now'>): Promise<number> {
  const deleted = await deps.db
    .delete(blingWebhookEvents)
    .where(
      sql`${blingWebhookEvents.processed_at} < ${deps.now().toISOString()}::timestamptz - make_interval(days => ${EVENT_RETENTION_DAYS})`,
    )
    .returning({ id: blingWebhookEvents.id });
  return deleted.length;
}
