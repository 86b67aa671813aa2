import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { BlingConnection, BlingConnectionRow, BlingStatus } from '@ponte/shared';
import { isoOrNull } from '../../db/columns.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { readBlingAppConfig } from './bling-config.ts';
import { activeRun, lastFinishedRun, toRunView } from './bling-runs.ts';
import { blingConnections, blingSyncRuns, type BlingConnectionRow as Row } from './bling.table.ts';

/** A connection as the API shows it: state and dates only, never a token. */
function toConnectionView(row: Row | undefined): BlingConnection {
  if (!row) return { state: 'disconnected', connected_at: null, access_expires_at: null, error: null };
  return {
    state: row.state,
    connected_at: isoOrNull(row.connected_at),
    access_expires_at: row.state === 'connected' ? isoOrNull(row.access_expires_at) : null,
    error: row.state === 'needs_reconnect' ? row.error : null,
  };
}

/** GET /v1/bling/status: the supplier's own connection and runs. */
export async function blingStatus(db: Db, supplierId: number): Promise<BlingStatus> {
  const [config, [row], current, last] = await Promise.all([
    readBlingAppConfig(db),
    db.select().from(blingConnections).where(eq(blingConnections.supplier_id, supplierId)),
    activeRun(db, supplierId),
    lastFinishedRun(db, supplierId),
  ]);
  return {
    configured: config !== null,
    connection: toConnectionView(row),
    current_run: current ? toRunView(current) : null,
    last_run: last ? toRunView(last) : null,
  };
}

/** GET /v1/bling/connections (admin): every supplier that ever connected, with their last finished run. */
export async function listBlingConnections(db: Db): Promise<BlingConnectionRow[]> {
  const rows = await db
    .select({
      connection: blingConnections,
      name: users.name,
      last_name: users.last_name,
      email: users.email,
    })
    .from(blingConnections)
    .innerJoin(users, eq(users.id, blingConnections.supplier_id))
    .orderBy(asc(users.name), asc(blingConnections.id));
  const lastIds = db
    .select({ id: sql<number>`max(${blingSyncRuns.id})` })
    .from(blingSyncRuns)
    .where(inArray(blingSyncRuns.status, ['completed', 'failed']))
    .groupBy(blingSyncRuns.supplier_id);
  const runs = rows.length
    ? await db.select().from(blingSyncRuns).where(inArray(blingSyncRuns.id, lastIds))
    : [];
  const lastRun = new Map(runs.map((run) => [run.supplier_id, run]));
  return rows.map(({ connection, name, last_name, email }) => {
    const run = lastRun.get(connection.supplier_id);
    return {
      ...toConnectionView(connection),
      id: connection.id,
      supplier_id: connection.supplier_id,
      supplier_name: `${name} ${last_name}`.trim(),
      supplier_email: email,
      last_run: run ? toRunView(run) : null,
    };
  });
}
