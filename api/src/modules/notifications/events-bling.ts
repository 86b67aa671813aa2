import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../lib/context.ts';
import { BLING_MESSAGES } from '../bling/bling-messages.ts';
import { finishRun } from '../bling/bling-runs.ts';
import { blingSyncRuns, type BlingSyncRunRow } from '../bling/bling.table.ts';
import { notifyEach } from './events.ts';
import type { NotificationEvent } from './notify.ts';

/**
 * The Bling events (decision 057): the connection stopped working, a run failed, a long run finished.
 * The supplier hears them; nobody made these changes, so nobody is left out.
 */

/**
 * A run shorter than this is one the supplier most likely watched finish on the ERP page (it shows the
 * progress live); longer, they have gone on to something else and want to know the catalogue is ready.
 */
export const LONG_RUN_MINUTES = 10;

/**
 * The connection went from working to "reconnect": one notice per connection, keyed by when it was
 * made, so a second refusal of the same dead connection is not told again and a new connection that
 * dies later is.
 */
export function blingReconnect(connection: { supplier_id: number; connected_at: Date | null }): NotificationEvent {
  return {
    kind: 'bling.reconnect',
    to: [connection.supplier_id],
    key: `bling.reconnect:${connection.supplier_id}:${connection.connected_at?.toISOString() ?? 'never'}`,
    params: {},
  };
}

/** Failures that are the connection's (the reconnect notice) or the supplier's own disconnect are not told. */
const toldFailure = (reason: string | null) =>
  reason !== BLING_MESSAGES.needsReconnect && reason !== BLING_MESSAGES.runDisconnected;

/**
 * What a finished run tells its supplier:
 * - failed: its reason, unless the reason is the connection (the reconnect notice says it) or the
 *   previous run failed too (Bling down for a day must not be one notice per periodic run: the first
 *   failure of a streak is told, and the page shows the rest);
 * - completed after more than LONG_RUN_MINUTES: its figures.
 */
async function runEndEvents(db: Queryable, run: BlingSyncRunRow): Promise<NotificationEvent[]> {
  const to = [run.supplier_id];
  if (run.status === 'failed') {
    if (!toldFailure(run.last_error)) return [];
    const [previous] = await db
      .select({ status: blingSyncRuns.status, last_error: blingSyncRuns.last_error })
      .from(blingSyncRuns)
      .where(
        and(
          eq(blingSyncRuns.supplier_id, run.supplier_id),
          lt(blingSyncRuns.id, run.id),
          inArray(blingSyncRuns.status, ['completed', 'failed']),
        ),
      )
      .orderBy(desc(blingSyncRuns.id))
      .limit(1);
    if (previous?.status === 'failed' && toldFailure(previous.last_error)) return [];
    return [{ kind: 'bling.sync_failed', to, key: `bling.sync_failed:${run.id}`, params: { reason: run.last_error } }];
  }
  if (run.status !== 'completed' || !run.started_at || !run.finished_at) return [];
  const minutes = (run.finished_at.getTime() - run.started_at.getTime()) / 60_000;
  if (minutes <= LONG_RUN_MINUTES) return [];
  return [
    {
      kind: 'bling.sync_finished',
      to,
      key: `bling.sync_finished:${run.id}`,
      params: { created: run.products_created, updated: run.products_updated, minutes: Math.round(minutes) },
    },
  ];
}

/** finishRun (bling-runs.ts) and its notice in one transaction: a run lost to another worker tells nothing. */
export async function finishRunAndNotify(
  deps: Pick<AppDeps, 'db' | 'env' | 'jobs' | 'now'>,
  runId: number,
  owner: string,
  status: 'completed' | 'failed',
  lastError: string | null,
  now: Date,
): Promise<BlingSyncRunRow | null> {
  return deps.db.transaction(async (tx) => {
    const row = await finishRun(tx, runId, owner, status, lastError, now);
    if (row) await notifyEach(deps, tx, await runEndEvents(tx, row));
    return row;
  });
}
