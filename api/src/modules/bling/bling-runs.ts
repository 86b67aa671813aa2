import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BlingSyncRun } from '@ponte/shared';
import { iso, isoOrNull } from '../../db/columns.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { readSupplierSyncOptions } from './bling-config.ts';
import {
  blingSyncRuns,
  type BlingRunCursor,
  type BlingRunOptions,
  type BlingSyncRunRow,
} from './bling.table.ts';

/** A full run is due once a day; in between, runs ask Bling only for what changed (decision 017). */
const FULL_RUN_EVERY_MS = 24 * 3600_000;
/** Incremental windows start this much before the previous run, for clocks that disagree a little. */
const CHANGED_SINCE_OVERLAP_MS = 2 * 60_000;

const ACTIVE = ['queued', 'running'] as const;

export function toRunView(row: BlingSyncRunRow): BlingSyncRun {
  return {
    id: row.id,
    status: row.status,
    kind: row.kind,
    trigger: row.trigger,
    pages_done: row.pages_done,
    products_seen: row.products_seen,
    products_created: row.products_created,
    products_updated: row.products_updated,
    products_deactivated: row.products_deactivated,
    errors: row.errors,
    last_error: row.last_error,
    started_at: isoOrNull(row.started_at),
    finished_at: isoOrNull(row.finished_at),
    created_at: iso(row.created_at),
  };
}

export async function activeRun(db: Queryable, supplierId: number) {
  const [row] = await db
    .select()
    .from(blingSyncRuns)
    .where(and(eq(blingSyncRuns.supplier_id, supplierId), inArray(blingSyncRuns.status, [...ACTIVE])));
  return row ?? null;
}

export async function lastFinishedRun(db: Queryable, supplierId: number) {
  const [row] = await db
    .select()
    .from(blingSyncRuns)
    .where(
      and(eq(blingSyncRuns.supplier_id, supplierId), inArray(blingSyncRuns.status, ['completed', 'failed'])),
    )
    .orderBy(desc(blingSyncRuns.id))
    .limit(1);
  return row ?? null;
}

const sameOptions = (a: BlingRunOptions | null, b: BlingRunOptions) =>
  a?.importInactive === b.importInactive && a?.depositId === b.depositId;

/**
 * Full, unless a full run with today's options completed in the last day: then incremental, from the
 * start of the latest run that completed without failures (so what failed is asked for again).
 */
async function planRun(db: Queryable, supplierId: number, options: BlingRunOptions, now: Date) {
  const completed = await db
    .select()
    .from(blingSyncRuns)
    .where(and(eq(blingSyncRuns.supplier_id, supplierId), eq(blingSyncRuns.status, 'completed')))
    .orderBy(desc(blingSyncRuns.id))
    .limit(50);
  const full = completed.find((run) => run.kind === 'full');
  const clean = completed.find((run) => run.errors === 0 && run.started_at);
  const fullIsRecent = full?.started_at && now.getTime() - full.started_at.getTime() < FULL_RUN_EVERY_MS;
  if (!full || !fullIsRecent || !sameOptions(full.options, options) || !clean || clean.id < full.id) {
    return { kind: 'full' as const, changed_since: null };
  }
  return {
    kind: 'incremental' as const,
    changed_since: new Date(clean.started_at!.getTime() - CHANGED_SINCE_OVERLAP_MS),
  };
}

/**
 * Queues a run, or answers the one already queued or running (the partial unique index makes this
 * hold across instances too): `created` tells which.
 */
export async function startRun(db: Db, supplierId: number, trigger: BlingSyncRunRow['trigger'], now: Date) {
  const { importInactive, depositId } = await readSupplierSyncOptions(db, supplierId);
  const options = { importInactive, depositId };
  const plan = await planRun(db, supplierId, options, now);
  const [created] = await db
    .insert(blingSyncRuns)
    .values({ supplier_id: supplierId, trigger, options, ...plan, created_at: now, updated_at: now })
    .onConflictDoNothing({
      target: blingSyncRuns.supplier_id,
      where: sql`${blingSyncRuns.status} IN ('queued', 'running')`,
    })
    .returning();
  if (created) return { run: created, created: true };
  return { run: (await activeRun(db, supplierId))!, created: false };
}

/** Takes the oldest queued run, or a running one whose worker stopped renewing its lease. */
export async function claimRun(db: Db, owner: string, now: Date, leaseMs: number) {
  const claimable = sql`(
    SELECT id FROM ${blingSyncRuns}
    WHERE status = 'queued' OR (status = 'running' AND (lease_expires_at IS NULL OR lease_expires_at < ${now.toISOString()}::timestamptz))
    ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)`;
  const [row] = await db
    .update(blingSyncRuns)
    .set({
      status: 'running',
      lease_owner: owner,
      lease_expires_at: new Date(now.getTime() + leaseMs),
      started_at: sql`coalesce(${blingSyncRuns.started_at}, ${now.toISOString()}::timestamptz)`,
      updated_at: now,
    })
    .where(sql`${blingSyncRuns.id} = ${claimable}`)
    .returning();
  return row ?? null;
}

const owned = (runId: number, owner: string) =>
  and(eq(blingSyncRuns.id, runId), eq(blingSyncRuns.status, 'running'), eq(blingSyncRuns.lease_owner, owner));

/** False when the run is no longer ours (another worker took it, or it was cancelled). */
export async function renewLease(db: Queryable, runId: number, owner: string, now: Date, leaseMs: number) {
  const rows = await db
    .update(blingSyncRuns)
    .set({ lease_expires_at: new Date(now.getTime() + leaseMs), updated_at: now })
    .where(owned(runId, owner))
    .returning({ id: blingSyncRuns.id });
  return rows.length > 0;
}

export interface RunProgress {
  pages_done?: number;
  products_seen?: number;
  products_created?: number;
  products_updated?: number;
  products_deactivated?: number;
  errors?: number;
  last_error?: string | null;
}

/** Adds to the counters and moves the cursor, only while the run is ours; false otherwise. */
export async function saveProgress(
  db: Queryable,
  runId: number,
  owner: string,
  progress: RunProgress,
  cursor: BlingRunCursor,
  now: Date,
) {
  const add = (column: keyof Omit<RunProgress, 'last_error'>) =>
    sql`${blingSyncRuns[column]} + ${progress[column] ?? 0}`;
  const rows = await db
    .update(blingSyncRuns)
    .set({
      pages_done: add('pages_done'),
      products_seen: add('products_seen'),
      products_created: add('products_created'),
      products_updated: add('products_updated'),
      products_deactivated: add('products_deactivated'),
      errors: add('errors'),
      ...(progress.last_error ? { last_error: progress.last_error } : {}),
      cursor,
      updated_at: now,
    })
    .where(owned(runId, owner))
    .returning({ id: blingSyncRuns.id });
  return rows.length > 0;
}

export async function finishRun(
  db: Queryable,
  runId: number,
  owner: string,
  status: 'completed' | 'failed',
  lastError: string | null,
  now: Date,
): Promise<BlingSyncRunRow | null> {
  const [row] = await db
    .update(blingSyncRuns)
    .set({
      status,
      ...(lastError ? { last_error: lastError } : {}),
      lease_owner: null,
      lease_expires_at: null,
      finished_at: now,
      updated_at: now,
    })
    .where(owned(runId, owner))
    .returning();
  return row ?? null;
}

/** A worker stopping cleanly hands its run back at once, so the next one resumes without waiting. */
export async function releaseLease(db: Queryable, runId: number, owner: string, now: Date) {
  await db
    .update(blingSyncRuns)
    .set({ lease_owner: null, lease_expires_at: null, updated_at: now })
    .where(owned(runId, owner));
}

/** Ends the supplier's queued or running run (disconnect): its worker notices at its next write. */
export async function failActiveRuns(db: Queryable, supplierId: number, message: string, now: Date) {
  await db
    .update(blingSyncRuns)
    .set({
      status: 'failed',
      last_error: message,
      lease_owner: null,
      lease_expires_at: null,
      finished_at: now,
      updated_at: now,
    })
    .where(and(eq(blingSyncRuns.supplier_id, supplierId), inArray(blingSyncRuns.status, [...ACTIVE])));
}
