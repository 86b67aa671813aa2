import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ProductFilter } from '@ponte/shared';
import type { Queryable } from '../../db/client.ts';
import { subscriptionActiveSql } from '../subscriptions/subscription-state.ts';

/**
 * Exact catalogue totals without counting the catalogue (decision 035). `product_counts` holds each
 * supplier's active and inactive products, kept by triggers in the transaction of every product write, so
 * a total without search or other filters is a sum over a few rows. Anything else (a search, a price or a
 * category, the client's marks) is counted once and kept in a small cache per connection pool, valid only
 * while the version it was counted at is still the database's: the sum of `product_counts.changes` over
 * the suppliers in view (and the marks' own version when marks filter), read in the same statement as
 * the count. Any committed write that could change such a total moves that sum, on every instance.
 */

type Viewer = { id: number; role: 'admin' | 'supplier' | 'client' };
/** A viewer or a supplier filter whose id may be a placeholder: a statement built once (decision 051). */
type CounterViewer = { id: number | Placeholder; role: Viewer['role'] };
type CounterFilter = Pick<ProductFilter, 'status'> & { supplier_id?: number | Placeholder };

export interface CatalogueScope {
  /** Suppliers whose products the viewer may see; null: every supplier (admins). */
  supplierIds: number[] | null;
  /** The exact total when only visibility, supplier and status filter; null otherwise. */
  counted: number | null;
  /** Every product in the table: how many rows a walk of the id index passes. */
  allProducts: number;
  /** The database's version of what the scope's totals depend on. */
  version: string;
}

interface ScopeRow extends Record<string, unknown> {
  supplier_ids: number[] | string | null;
  active: number | string;
  inactive: number | string;
  all_products: number | string | null;
  changes: string | null;
  marks: string | null;
}

/** Filters the counters answer by themselves; every other filter (or a search) needs a count. */
const COUNTER_FILTERS = new Set(['supplier_id', 'status']);

export const countedByCounters = (search: string | undefined, filter: ProductFilter) =>
  !search && Object.entries(filter).every(([key, value]) => value === undefined || COUNTER_FILTERS.has(key));

/** Whose selection a filter reads: the client's own marks, or the client an admin filters by. */
const marksOf = (viewer: Viewer, filter: ProductFilter) =>
  filter.selected_by ?? (filter.marked !== undefined ? viewer.id : null);

/** PGlite answers an int array as a JS array, node-postgres too; a text form is accepted just in case. */
function idList(value: ScopeRow['supplier_ids']): number[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

const idArray = (ids: number[]) => `{${ids.join(',')}}`;

/** The `product_counts` rows a viewer's totals sum: all, the supplier's own, or the visible suppliers'. */
function counterRows(viewer: CounterViewer, filter: CounterFilter, supplierIds: number[] | null): SQL {
  const conditions: SQL[] = [];
  if (viewer.role === 'supplier') conditions.push(sql`c.supplier_id = ${viewer.id}`);
  if (supplierIds) conditions.push(sql`c.supplier_id = ANY(${idArray(supplierIds)}::int[])`);
  if (filter.supplier_id !== undefined) conditions.push(sql`c.supplier_id = ${filter.supplier_id}`);
  return conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;
}

const marksVersion = (clientId: number | null) =>
  clientId === null
    ? sql`null::text`
    : sql`(SELECT v.changes::text FROM selection_versions v WHERE v.client_id = ${clientId})`;

/**
 * The counters' total as a scalar sub-select, for a statement that reads a page beside it. `visibleIds`:
 * the client's visible suppliers as an SQL array (required for clients).
 */
export function counterTotalSql(viewer: CounterViewer, filter: CounterFilter, visibleIds: SQL | null): SQL<string> {
  const client = viewer.role === 'client';
  const column = client
    ? filter.status === 'inactive' ? sql`0` : sql`c.active`
    : filter.status === 'active' ? sql`c.active` : filter.status === 'inactive' ? sql`c.inactive` : sql`c.active + c.inactive`;
  const rows = client
    ? sql`c.supplier_id = ANY(${visibleIds})${filter.supplier_id !== undefined ? sql` AND c.supplier_id = ${filter.supplier_id}` : sql``}`
    : counterRows(viewer, filter, null);
  return sql<string>`(SELECT coalesce(sum(${column}), 0)::float8 FROM product_counts c WHERE ${rows})`;
}

/**
 * One statement: the suppliers a client may see (same rule as before: still a supplier, not deactivated,
 * subscription active or in trial), their counters, and the version of everything the totals depend on.
 */
export async function readScope(db: Queryable, viewer: Viewer, filter: ProductFilter, now: Date): Promise<CatalogueScope> {
  const client = viewer.role === 'client';
  const visible = sql`SELECT "users"."id" FROM "users"
    WHERE "users"."role" = 'supplier' AND "users"."active" = true AND ${subscriptionActiveSql(now)}`;
  const rows = client
    ? sql`c.supplier_id IN (SELECT id FROM visible)${filter.supplier_id !== undefined ? sql` AND c.supplier_id = ${filter.supplier_id}` : sql``}`
    : counterRows(viewer, filter, null);
  const { rows: result } = await db.execute<ScopeRow>(sql`
    ${client ? sql`WITH visible AS (${visible})` : sql``}
    SELECT ${client ? sql`(SELECT coalesce(array_agg(id ORDER BY id), '{}') FROM visible)` : sql`null::int[]`} AS supplier_ids,
      coalesce(sum(c.active), 0)::float8 AS active,
      coalesce(sum(c.inactive), 0)::float8 AS inactive,
      coalesce(sum(c.changes), 0)::text AS changes,
      (SELECT sum(a.active + a.inactive) FROM product_counts a)::float8 AS all_products,
      ${marksVersion(marksOf(viewer, filter))} AS marks
    FROM product_counts c WHERE ${rows}`);
  const row = result[0]!;
  const active = Number(row.active);
  const inactive = Number(row.inactive);
  // Clients see active products only; a status filter narrows the rest.
  const byStatus = client
    ? filter.status === 'inactive' ? 0 : active
    : filter.status === 'active' ? active : filter.status === 'inactive' ? inactive : active + inactive;
  return {
    supplierIds: client ? idList(row.supplier_ids) : null,
    counted: byStatus,
    allProducts: Number(row.all_products ?? 0),
    version: `${row.changes ?? 0}|${row.marks ?? '-'}`,
  };
}

interface CachedTotal {
  version: string;
  total: number;
}

/** Totals per connection pool (one per database): tests open many databases in one process. */
const caches = new WeakMap<object, Map<string, CachedTotal>>();
const CACHE_ENTRIES = 2000;

function cacheOf(db: Queryable) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** What a total depends on besides the version: who looks (their suppliers), the search and the filters. */
function cacheKey(viewer: Viewer, scope: CatalogueScope, search: string | undefined, filter: ProductFilter) {
  const filters = Object.entries(filter)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  const owner = viewer.role === 'supplier' || filter.marked !== undefined ? viewer.id : null;
  return JSON.stringify([viewer.role, owner, scope.supplierIds?.join(',') ?? null, search ?? null, filters]);
}

/**
 * The exact number of rows `where` selects. From the counters when they answer; else from the cache when
 * its version is the database's; else counted, with the version read in the same statement (one
 * snapshot: a write committed after it moves the version, so the entry is never used again).
 * `filter.in_stock` is always counted: stock moves with every shipment, and versioning it would make
 * shipments wait on each other (migration 0003).
 */
export async function exactTotal(
  db: Queryable,
  viewer: Viewer,
  scope: CatalogueScope,
  search: string | undefined,
  filter: ProductFilter,
  countWhere: (db: Queryable) => SQL,
): Promise<number> {
  if (countedByCounters(search, filter) && scope.counted !== null) return scope.counted;
  const cacheable = filter.in_stock === undefined;
  const cache = cacheOf(db);
  const key = cacheKey(viewer, scope, search, filter);
  const hit = cacheable ? cache.get(key) : undefined;
  if (hit && hit.version === scope.version) {
    // Most recently used last: the oldest entries are the first dropped.
    cache.delete(key);
    cache.set(key, hit);
    return hit.total;
  }
  const { rows } = await db.execute<{ total: number | string; changes: string | null; marks: string | null }>(sql`
    SELECT (SELECT count(*) FROM products WHERE ${countWhere(db)})::float8 AS total,
      (SELECT coalesce(sum(c.changes), 0)::text FROM product_counts c
        WHERE ${counterRows(viewer, filter, scope.supplierIds)}) AS changes,
      ${marksVersion(marksOf(viewer, filter))} AS marks`);
  const row = rows[0]!;
  const total = Number(row.total);
  if (cacheable) {
    cache.delete(key);
    cache.set(key, { version: `${row.changes ?? 0}|${row.marks ?? '-'}`, total });
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  }
  return total;
}
