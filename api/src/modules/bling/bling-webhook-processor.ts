import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { products } from '../products/products.table.ts';
import { MESSAGES } from '../../lib/errors.ts';
import { loggerFor } from '../../lib/logger.ts';
import { blingApi, BlingRequestError } from './bling-api.ts';
import { readSupplierSyncOptions } from './bling-config.ts';
import { BlingUnavailableError } from './bling-http.ts';
import { BLING_MESSAGES } from './bling-messages.ts';
import { deactivateProducts, findByExternalIds, upsertBlingProducts } from './bling-products.ts';
import type { BlingRuntime } from './bling-runtime.ts';
import { addDetails, type PreparedPage } from './bling-sync-page.ts';
import { BlingConnectionError } from './bling-tokens.ts';
import { blingConnections, blingWebhookEvents, type BlingWebhookEventRow } from './bling.table.ts';

const log = loggerFor('bling');

const BATCH = 50;
/** A claimed event is retried after this long if its worker did not finish it (or Bling was down). */
const CLAIM_MS = 5 * 60_000;

/** The Bling product an event is about, or null for events the catalogue does not use (orders…). */
function productIdOf(event: BlingWebhookEventRow): string | null {
  const data = (event.payload as { data?: { id?: unknown; produto?: { id?: unknown } } }).data;
  const id = event.event.startsWith('product.')
    ? data?.id
    : /^(virtual_)?stock\./.test(event.event)
      ? data?.produto?.id
      : null;
  return typeof id === 'number' || (typeof id === 'string' && /^\d{1,20}$/.test(id)) ? String(id) : null;
}

/**
 * The suppliers connected to the event's Bling company. A connection whose company is still unknown
 * learns it from the first event about a product it synced: Bling product ids are unique across
 * accounts (decision 018).
 */
async function suppliersFor(runtime: BlingRuntime, companyId: string | null, productId: string) {
  const { db } = runtime.deps;
  if (!companyId) return [];
  const known = await db
    .select({ supplier_id: blingConnections.supplier_id })
    .from(blingConnections)
    .where(and(eq(blingConnections.company_id, companyId), eq(blingConnections.state, 'connected')));
  if (known.length) return known.map((row) => row.supplier_id);
  const owners = await db
    .selectDistinct({ supplier_id: products.supplier_id })
    .from(products)
    .innerJoin(blingConnections, eq(blingConnections.supplier_id, products.supplier_id))
    .where(
      and(
        eq(products.external_id, productId),
        eq(products.source, 'bling'),
        isNull(blingConnections.company_id),
        eq(blingConnections.state, 'connected'),
      ),
    );
  if (owners.length !== 1) return [];
  await db
    .update(blingConnections)
    .set({ company_id: companyId })
    .where(eq(blingConnections.supplier_id, owners[0]!.supplier_id));
  return [owners[0]!.supplier_id];
}

/** Re-reads one product from Bling (events are only a signal, and may come twice or out of order). */
async function applyToSupplier(
  runtime: BlingRuntime,
  supplierId: number,
  productId: string,
  deletedOnly: boolean,
  signal?: AbortSignal,
) {
  const { db, now } = runtime.deps;
  const existing = await findByExternalIds(db, supplierId, [productId]);
  const page: PreparedPage = { mapped: [], deactivate: [], failedIds: [], seen: 1, failures: 0 };
  if (deletedOnly) {
    const ours = existing.get(productId);
    if (ours) page.deactivate.push(ours.id);
  } else {
    const options = await readSupplierSyncOptions(db, supplierId);
    const api = blingApi(runtime, supplierId, signal);
    const detail = await api.getProduct(productId);
    await addDetails(api, page, [{ id: productId, detail }], existing, options);
  }
  const at = now();
  await db.transaction(async (tx) => {
    await upsertBlingProducts(tx, supplierId, page.mapped, at);
    await deactivateProducts(tx, supplierId, page.deactivate, at);
  });
}

async function claimBatch(runtime: BlingRuntime) {
  const { db, now } = runtime.deps;
  const at = now();
  const claimable = sql`(
    SELECT id FROM ${blingWebhookEvents}
    WHERE processed_at IS NULL AND (claimed_until IS NULL OR claimed_until < ${at.toISOString()}::timestamptz)
    ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)`;
  return db
    .update(blingWebhookEvents)
    .set({ claimed_until: new Date(at.getTime() + CLAIM_MS) })
    .where(sql`${blingWebhookEvents.id} IN ${claimable}`)
    .returning();
}

async function settle(runtime: BlingRuntime, ids: number[], error: string | null, done = true) {
  if (ids.length === 0) return;
  await runtime.deps.db
    .update(blingWebhookEvents)
    .set(done ? { processed_at: runtime.deps.now(), error } : { error })
    .where(inArray(blingWebhookEvents.id, ids));
}

/** Stopping: what is left of the batch goes back to the inbox at once, for the next process. */
async function release(
  runtime: BlingRuntime,
  groups: Map<string, BlingWebhookEventRow[]>,
  current: number[] = [],
) {
  const ids = [...current, ...[...groups.values()].flat().map((e) => e.id)];
  if (ids.length) {
    await runtime.deps.db
      .update(blingWebhookEvents)
      .set({ claimed_until: null })
      .where(inArray(blingWebhookEvents.id, ids));
  }
}

/** Works through the inbox in batches: one Bling request per product, however many events name it. */
export async function processWebhookEvents(runtime: BlingRuntime, signal?: AbortSignal) {
  while (!signal?.aborted) {
    const batch = await claimBatch(runtime);
    if (batch.length === 0) return;
    const groups = new Map<string, BlingWebhookEventRow[]>();
    const ignored: number[] = [];
    for (const event of batch) {
      const productId = productIdOf(event);
      if (!productId) ignored.push(event.id);
      else {
        const key = `${event.company_id}|${productId}`;
        groups.set(key, [...(groups.get(key) ?? []), event]);
      }
    }
    await settle(runtime, ignored, null);
    for (const [key, events] of [...groups]) {
      if (signal?.aborted) return release(runtime, groups);
      groups.delete(key);
      const ids = events.map((e) => e.id);
      const productId = productIdOf(events[0]!)!;
      const about = { event_ids: ids, company_id: events[0]!.company_id, bling_product_id: productId };
      const suppliers = await suppliersFor(runtime, events[0]!.company_id, productId);
      if (suppliers.length === 0) {
        log.info(about, 'bling webhook events ignored: no connected supplier has this company');
        await settle(runtime, ids, BLING_MESSAGES.unknownCompany);
        continue;
      }
      const deletedOnly = events.every((e) => e.event === 'product.deleted');
      try {
        for (const supplierId of suppliers)
          await applyToSupplier(runtime, supplierId, productId, deletedOnly, signal);
        await settle(runtime, ids, null);
      } catch (error) {
        if (signal?.aborted) return release(runtime, groups, ids);
        // Bling down: the claim expires and the events are tried again; anything else is final.
        const failure = { ...about, supplier_ids: suppliers, err: error };
        if (error instanceof BlingUnavailableError) {
          log.warn(failure, 'bling webhook events postponed: Bling unavailable, tried again later');
          await settle(runtime, ids, BLING_MESSAGES.unavailable, false);
        } else if (error instanceof BlingConnectionError || error instanceof BlingRequestError) {
          log.warn(failure, 'bling webhook events failed: Bling refused the request');
          await settle(runtime, ids, error.message);
        } else {
          log.error(failure, 'bling webhook events failed');
          await settle(runtime, ids, MESSAGES.internal);
        }
      }
    }
  }
}
