import { and, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import { MESSAGES } from '../../lib/errors.ts';
import { loggerFor } from '../../lib/logger.ts';
import { withLogFields } from '../../lib/request-context.ts';
import { finishRunAndNotify } from '../notifications/events-bling.ts';
import { products } from '../products/products.table.ts';
import { blingApi, BlingRequestError, type BlingApi } from './bling-api.ts';
import { readSupplierSyncOptions } from './bling-config.ts';
import { BlingUnavailableError } from './bling-http.ts';
import { BLING_MESSAGES } from './bling-messages.ts';
import { deactivateProducts, upsertBlingProducts } from './bling-products.ts';
import { saveProgress, toRunView } from './bling-runs.ts';
import type { BlingRuntime } from './bling-runtime.ts';
import { addDetails, logSkippedProduct, mapConcurrent, preparePage, type PreparedPage } from './bling-sync-page.ts';
import { BlingConnectionError } from './bling-tokens.ts';
import {
  blingRunSeen,
  type BlingRunCursor,
  type BlingRunOptions,
  type BlingSyncRunRow,
} from './bling.table.ts';
import { formatBrazilTime } from '../../lib/brazil-time.ts';

const log = loggerFor('bling');

const PAGE_SIZE = 100;
/**
 * `filtroSaldoEstoque` defaults to 1 (positive stock only) when omitted, so every listing is made
 * once per value: positive, zero, negative (decision 017).
 */
export const STOCK_PASSES = [1, 0, 2] as const;

/** The run is no longer this worker's: another took it over, or the supplier disconnected. */
class RunLostError extends Error {}

export interface RunContext {
  runtime: BlingRuntime;
  run: BlingSyncRunRow;
  owner: string;
  signal: AbortSignal;
}

const nextPass = (cursor: BlingRunCursor, full: boolean): BlingRunCursor =>
  cursor.pass + 1 < STOCK_PASSES.length
    ? { phase: 'list', pass: cursor.pass + 1, page: 1 }
    : { phase: full ? 'deactivate' : 'done', pass: 0, page: 1 };

/** Writes a page and the run's progress in one transaction, so a restart never counts it twice. */
async function writePage(
  ctx: RunContext,
  page: PreparedPage,
  pagesDone: number,
  cursor: BlingRunCursor,
  alsoSeen: number[] = [],
) {
  const { db, now } = ctx.runtime.deps;
  const { run, owner } = ctx;
  const at = now();
  await db.transaction(async (tx) => {
    const written = await upsertBlingProducts(tx, run.supplier_id, page.mapped, at);
    const deactivated = await deactivateProducts(tx, run.supplier_id, page.deactivate, at);
    if (run.kind === 'full') {
      const seen = [...new Set([...written.productIds, ...page.deactivate, ...page.failedIds, ...alsoSeen])];
      if (seen.length) {
        await tx
          .insert(blingRunSeen)
          .values(seen.map((product_id) => ({ run_id: run.id, product_id })))
          .onConflictDoNothing();
      }
    }
    const progress = {
      pages_done: pagesDone,
      products_seen: page.seen,
      products_created: written.created,
      products_updated: written.updated,
      products_deactivated: deactivated,
      errors: page.failures,
      last_error: page.failures ? BLING_MESSAGES.someProductsFailed : null,
    };
    if (!(await saveProgress(tx, run.id, owner, progress, cursor, at))) throw new RunLostError();
  });
}

async function listPhase(ctx: RunContext, api: BlingApi, options: BlingRunOptions, start: BlingRunCursor) {
  const { run, runtime } = ctx;
  let cursor = start;
  const since = run.changed_since ? formatBrazilTime(run.changed_since) : undefined;
  while (cursor.phase === 'list') {
    ctx.signal.throwIfAborted();
    const items = await api.listProducts({
      pagina: cursor.page,
      limite: PAGE_SIZE,
      criterio: 5,
      filtroSaldoEstoque: STOCK_PASSES[cursor.pass],
      dataAlteracaoInicial: since,
    });
    const page = await preparePage(runtime.deps.db, api, run.supplier_id, items, options);
    const next =
      items.length < PAGE_SIZE ? nextPass(cursor, run.kind === 'full') : { ...cursor, page: cursor.page + 1 };
    // Written before this run's next request goes out: none of its requests is in flight while PGlite
    // holds the event loop, so none reaches Bling late and bunched up with the next one.
    await writePage(ctx, page, 1, next);
    cursor = next;
  }
  return cursor;
}

/**
 * Active Bling products of ours that the listing did not show: each is asked for by id, since a
 * product whose stock moved between passes may have been missed; what Bling no longer has (or has
 * inactive) becomes inactive, what it still has is updated.
 */
async function deactivatePhase(ctx: RunContext, api: BlingApi, options: BlingRunOptions) {
  const { db } = ctx.runtime.deps;
  const { run } = ctx;
  const cursor: BlingRunCursor = { phase: 'deactivate', pass: 0, page: 1 };
  for (;;) {
    ctx.signal.throwIfAborted();
    const seen = db
      .select({ one: sql`1` })
      .from(blingRunSeen)
      .where(and(eq(blingRunSeen.run_id, run.id), eq(blingRunSeen.product_id, products.id)));
    const candidates = await db
      .select({ id: products.id, external_id: products.external_id })
      .from(products)
      .where(
        and(
          eq(products.supplier_id, run.supplier_id),
          eq(products.source, 'bling'),
          eq(products.status, 'active'),
          isNotNull(products.external_id),
          notExists(seen),
        ),
      )
      .orderBy(products.id)
      .limit(PAGE_SIZE);
    if (candidates.length === 0) return;
    const fetched = await mapConcurrent(candidates, 2, async ({ external_id }) => {
      try {
        return { id: external_id!, detail: await api.getProduct(external_id!) };
      } catch (error) {
        if (!(error instanceof BlingUnavailableError)) throw error;
        logSkippedProduct(external_id!, error);
        return { id: external_id!, detail: undefined };
      }
    });
    const page: PreparedPage = { mapped: [], deactivate: [], failedIds: [], seen: 0, failures: 0 };
    await addDetails(
      api,
      page,
      fetched,
      new Map(candidates.map((c) => [c.external_id!, { id: c.id }])),
      options,
    );
    await writePage(
      ctx,
      page,
      0,
      cursor,
      candidates.map((c) => c.id),
    );
  }
}

/** What the supplier reads when a run fails; the cause goes to the log (an unexpected one with its stack). */
function failureMessage(error: unknown): string {
  if (error instanceof BlingConnectionError || error instanceof BlingRequestError) {
    log.warn({ err: error }, 'bling sync run failed: Bling refused it');
    return error.message;
  }
  if (error instanceof BlingUnavailableError) {
    log.warn({ err: error }, 'bling sync run failed: Bling unavailable');
    return BLING_MESSAGES.unavailable;
  }
  log.error({ err: error }, 'bling sync run failed');
  return MESSAGES.internal;
}

/** The run's end in the log, with its figures: a run that "completed" with 47 errors says so here. */
function logRunEnd(row: BlingSyncRunRow | null, now: Date) {
  if (!row) return;
  // The run as its API view shows it (bling-runs.ts), less the id the log scope already carries.
  const { id: _id, ...figures } = toRunView(row);
  const duration_ms = row.started_at ? now.getTime() - row.started_at.getTime() : null;
  const clean = row.status === 'completed' && row.errors === 0;
  log[clean ? 'info' : 'warn']({ ...figures, duration_ms }, clean ? 'bling sync run completed' : `bling sync run ${row.status} with errors`);
}

/** Runs (or resumes, from its cursor) one claimed run to its end. */
export function executeRun(ctx: RunContext): Promise<void> {
  const { run } = ctx;
  return withLogFields({ run_id: run.id, supplier_id: run.supplier_id }, () => executeInScope(ctx));
}

async function executeInScope(ctx: RunContext) {
  const { runtime, run, owner } = ctx;
  const { db, now } = runtime.deps;
  try {
    const options = run.options ?? (await readSupplierSyncOptions(db, run.supplier_id));
    const api = blingApi(runtime, run.supplier_id, ctx.signal);
    let cursor = run.cursor ?? { phase: 'list', pass: 0, page: 1 };
    if (cursor.phase === 'list') cursor = await listPhase(ctx, api, options, cursor);
    if (cursor.phase === 'deactivate') await deactivatePhase(ctx, api, options);
    logRunEnd(await finishRunAndNotify(runtime.deps, run.id, owner, 'completed', null, now()), now());
  } catch (error) {
    // Stopped or taken over: whoever resumes the run carries on from its cursor.
    if (error instanceof RunLostError || ctx.signal.aborted) return;
    logRunEnd(await finishRunAndNotify(runtime.deps, run.id, owner, 'failed', failureMessage(error), now()), now());
  }
  if (!ctx.signal.aborted) await db.delete(blingRunSeen).where(eq(blingRunSeen.run_id, run.id));
}
