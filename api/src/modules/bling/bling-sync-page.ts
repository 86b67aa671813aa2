import type { BlingApi } from './bling-api.ts';
import { BlingUnavailableError } from './bling-http.ts';
import { isImportable, mapBlingProduct, stockUnits, type MappedProduct } from './bling-mapping.ts';
import { findByExternalIds } from './bling-products.ts';
import type { BlingRunOptions } from './bling.table.ts';
import type { BlingListItem, BlingProductDetail } from './bling-types.ts';
import type { Queryable } from '../../db/client.ts';
import { loggerFor } from '../../lib/logger.ts';

// Lines written during a run carry its run_id and supplier_id (executeRun's log scope).
const log = loggerFor('bling');

/** One product Bling would not give: the run goes on and counts it among its errors. */
export function logSkippedProduct(blingProductId: string, error: unknown) {
  log.warn({ bling_product_id: blingProductId, err: error }, 'bling product skipped: its details could not be read');
}

/** Bling allows a few requests at once per account; two keep the pace even when answers are slow. */
const DETAIL_CONCURRENCY = 2;

/** Runs `work` over `items`, at most `limit` at a time, keeping the order of the results. */
export async function mapConcurrent<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(lanes);
  return results;
}

/** What one page (or one batch of products) comes to, before it is written. */
export interface PreparedPage {
  /** Products to create or update. */
  mapped: MappedProduct[];
  /** Our products Bling now has inactive (when inactive ones are not imported) or no longer has. */
  deactivate: number[];
  /** Our products whose details could not be read: left as they are, and not deactivated either. */
  failedIds: number[];
  /** Products considered (not services nor parents of variations). */
  seen: number;
  failures: number;
}

/**
 * Fetches the details the list lacks, only for the products that will be written: active ones,
 * inactive ones when the supplier imports them, none for inactive products we never had.
 */
export async function preparePage(
  db: Queryable,
  api: BlingApi,
  supplierId: number,
  items: BlingListItem[],
  options: BlingRunOptions,
): Promise<PreparedPage> {
  const importable = items.filter(isImportable);
  const existing = await findByExternalIds(
    db,
    supplierId,
    importable.map((item) => String(item.id)),
  );
  const page: PreparedPage = {
    mapped: [],
    deactivate: [],
    failedIds: [],
    seen: importable.length,
    failures: 0,
  };
  const toFetch: string[] = [];
  for (const item of importable) {
    const id = String(item.id);
    if (item.situacao === 'A' || options.importInactive) toFetch.push(id);
    else if (existing.has(id)) page.deactivate.push(existing.get(id)!.id);
  }
  const details = await mapConcurrent(toFetch, DETAIL_CONCURRENCY, async (id) => {
    try {
      return { id, detail: await api.getProduct(id) };
    } catch (error) {
      if (!(error instanceof BlingUnavailableError)) throw error;
      logSkippedProduct(id, error);
      return { id, detail: undefined };
    }
  });
  await addDetails(api, page, details, existing, options);
  return page;
}

type Fetched = { id: string; detail: BlingProductDetail | null | undefined };

/** Maps fetched details (with the chosen deposit's stock), sorting out the vanished and the failed. */
export async function addDetails(
  api: BlingApi,
  page: PreparedPage,
  fetched: Fetched[],
  existing: Map<string, { id: number }>,
  options: BlingRunOptions,
) {
  const found: BlingProductDetail[] = [];
  for (const { id, detail } of fetched) {
    const ours = existing.get(id)?.id;
    if (detail === undefined) {
      page.failures += 1;
      if (ours) page.failedIds.push(ours);
    } else if (
      detail === null ||
      !isImportable(detail) ||
      (detail.situacao !== 'A' && !options.importInactive)
    ) {
      if (ours) page.deactivate.push(ours);
    } else {
      found.push(detail);
    }
  }
  let balances: Map<string, number> | null = null;
  if (options.depositId && found.length) {
    try {
      balances = await api.depositBalances(
        options.depositId,
        found.map((d) => String(d.id)),
      );
    } catch (error) {
      if (!(error instanceof BlingUnavailableError)) throw error;
      log.warn(
        { deposit_id: options.depositId, bling_product_ids: found.map((d) => String(d.id)), err: error },
        'bling products skipped: their stock in the deposit could not be read',
      );
      for (const detail of found) {
        page.failures += 1;
        const ours = existing.get(String(detail.id))?.id;
        if (ours) page.failedIds.push(ours);
      }
      return;
    }
  }
  for (const detail of found) {
    const balance = balances?.get(String(detail.id));
    page.mapped.push(mapBlingProduct(detail, balances ? stockUnits(balance ?? 0) : undefined));
  }
}
