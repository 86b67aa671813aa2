import { and, asc, count, desc, eq, exists, getTableColumns, gt, gte, ilike, lte, ne, not, or, sql, type SQL } from 'drizzle-orm';
import {
  paginateMeta,
  type Product,
  type ProductFilter,
  type ProductListQuerySchema,
} from '@ponte/shared';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { iso, isoOrNull } from '../../db/columns.ts';
import { unprocessable, MESSAGES } from '../../lib/errors.ts';
import type { AuthUser } from '../../lib/context.ts';
import { likePattern, offsetOf } from '../../lib/search.ts';
import { subscriptionActiveSql } from '../subscriptions/subscription-state.ts';
import { users } from '../users/users.table.ts';
import { products, selections } from './products.table.ts';

/** Who is looking: visibility, the selection columns and the filters allowed all follow the role. */
export type Viewer = Pick<AuthUser, 'id' | 'role'>;

type ProductRow = typeof products.$inferSelect & { marked?: boolean; sale_price_cents?: number | null };

export function toProduct(row: ProductRow): Product {
  return {
    ...row,
    available: Math.max(0, row.stock - row.reserved),
    synced_at: isoOrNull(row.synced_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/**
 * Suppliers whose products clients may see: still a supplier, not deactivated, subscription active
 * (trial included). Asked first, as its own small query, so the product query gets a plain id list the
 * planner can estimate, and walks the id index in order instead of sorting the whole catalogue.
 */
async function activeSupplierIds(db: Queryable, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'supplier'), eq(users.active, true), subscriptionActiveSql(now)));
  return rows.map((r) => r.id);
}

/** What the viewer may see at all (DESIGN §5–6): admin everything, supplier own, client the catalogue. */
export async function visibleTo(db: Queryable, viewer: Viewer, now: Date): Promise<SQL | undefined> {
  if (viewer.role === 'admin') return undefined;
  if (viewer.role === 'supplier') return eq(products.supplier_id, viewer.id);
  const suppliers = await activeSupplierIds(db, now);
  // One array parameter (drizzle would spread a JS array into a list), however many suppliers there are.
  const idArray = `{${suppliers.join(',')}}`;
  // `<> 'inactive'` (the only other status) rather than `= 'active'`: without statistics (PGlite has no
  // autovacuum) the planner takes an equality for 0.5% of the table and sorts a bitmap of the whole
  // catalogue, where walking the id index stops after one page.
  return and(ne(products.status, 'inactive'), sql`${products.supplier_id} = ANY(${idArray}::int[])`);
}

export const isMarkedBy = (db: Queryable, clientId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(selections)
      .where(and(eq(selections.client_id, clientId), eq(selections.product_id, products.id))),
  );

/** The caller's search and filters as SQL; values are always parameters, never spliced in. */
export function filterConditions(
  db: Queryable,
  viewer: Viewer,
  search: string | undefined,
  filter: ProductFilter = {},
): SQL[] {
  const where: SQL[] = [];
  if (search) {
    // Name fragment through the trigram index, or an exact code through the btree ones: one BitmapOr.
    where.push(or(ilike(products.name, likePattern(search)), eq(products.sku, search), eq(products.gtin, search))!);
  }
  if (filter.marked !== undefined) {
    if (viewer.role !== 'client') {
      throw unprocessable(MESSAGES.invalid, { 'filter.marked': ['Filtro disponível apenas para clientes.'] });
    }
    const marked = isMarkedBy(db, viewer.id);
    where.push(filter.marked ? marked : not(marked));
  }
  if (filter.selected_by !== undefined) {
    if (viewer.role !== 'admin') {
      throw unprocessable(MESSAGES.invalid, { 'filter.selected_by': ['Filtro disponível apenas para administradores.'] });
    }
    where.push(isMarkedBy(db, filter.selected_by));
  }
  if (filter.supplier_id !== undefined) where.push(eq(products.supplier_id, filter.supplier_id));
  if (filter.in_stock !== undefined) {
    where.push(filter.in_stock ? sql`${products.stock} - ${products.reserved} > 0` : sql`${products.stock} - ${products.reserved} <= 0`);
  }
  if (filter.status) where.push(eq(products.status, filter.status));
  if (filter.min_price_cents !== undefined) where.push(gte(products.price_cents, filter.min_price_cents));
  if (filter.max_price_cents !== undefined) where.push(lte(products.price_cents, filter.max_price_cents));
  if (filter.category) where.push(eq(products.category, filter.category));
  return where;
}

/** Columns of a product answer: the table's, plus the client's own selection facts. */
export function productColumns(viewer: Viewer) {
  const columns = getTableColumns(products);
  if (viewer.role !== 'client') return columns;
  return {
    ...columns,
    marked: sql<boolean>`(${selections.client_id} IS NOT NULL)`.mapWith(Boolean),
    sale_price_cents: selections.sale_price_cents,
  };
}

/** The viewer's own selection row, joined beside each product (clients only). */
export const selectionJoin = (viewer: Viewer) =>
  and(eq(selections.product_id, products.id), eq(selections.client_id, viewer.id));

export async function findVisibleProduct(db: Queryable, viewer: Viewer, id: number, now: Date): Promise<Product | null> {
  const where = and(eq(products.id, id), await visibleTo(db, viewer, now));
  const base = db.select(productColumns(viewer)).from(products);
  const [row] = viewer.role === 'client'
    ? await base.leftJoin(selections, selectionJoin(viewer)).where(where)
    : await base.where(where);
  return row ? toProduct(row) : null;
}

const sortColumns = {
  id: products.id,
  name: products.name,
  price_cents: products.price_cents,
  stock: products.stock,
  created_at: products.created_at,
} as const;

type ListQuery = z.output<typeof ProductListQuerySchema>;

/**
 * One page of what the viewer may see. A deferred join: the OFFSET walks only narrow id rows in index
 * order, and the wide rows (and the client's selection) are fetched for the page's ids alone.
 */
export async function listProducts(db: Queryable, viewer: Viewer, query: ListQuery, now: Date) {
  const where = and(await visibleTo(db, viewer, now), ...filterConditions(db, viewer, query.search, query.filter));
  const direction = query.order === 'desc' ? desc : asc;
  const sort = query.sort ?? 'id';
  const orderBy = sort === 'id' ? [direction(products.id)] : [direction(sortColumns[sort]), direction(products.id)];
  const offset = offsetOf(query.page, query.per_page);
  // A search is one pass over its matches, found through the trigram index, counted (the total needs
  // every match anyway) and then sorted. `id + 0` keeps the planner from walking the id index and
  // filtering each row instead: cheap when matches are spread evenly, a full scan when they sit at the end.
  const idOrder = query.search ? sql`${products.id} + 0` : products.id;
  const pageOrder = sort === 'id' ? [direction(idOrder)] : [direction(sortColumns[sort]), direction(idOrder)];
  const windowTotal = query.search ? sql<string>`count(*) over ()` : sql<string | null>`null::bigint`;

  const pageIds = db
    .select({ page_id: products.id, page_total: windowTotal.as('page_total') })
    .from(products)
    .where(where)
    .orderBy(...pageOrder)
    .limit(query.per_page)
    .offset(offset)
    .as('page');
  const base = db
    .select({ ...productColumns(viewer), page_total: pageIds.page_total })
    .from(pageIds)
    .innerJoin(products, eq(products.id, pageIds.page_id));
  const rows = viewer.role === 'client'
    ? await base.leftJoin(selections, selectionJoin(viewer)).orderBy(...orderBy)
    : await base.orderBy(...orderBy);

  // A short page (or the first) already tells the total; only otherwise is the count asked.
  const derivable = rows.length < query.per_page && (rows.length > 0 || query.page === 1);
  const counted = rows[0]?.page_total;
  const total =
    counted !== undefined && counted !== null
      ? Number(counted)
      : derivable
        ? offset + rows.length
        : await countProducts(db, where);
  return {
    products: rows.map(({ page_total: _total, ...row }) => toProduct(row)),
    paginate: paginateMeta(query.page, query.per_page, total),
  };
}

async function countProducts(db: Queryable, where: SQL | undefined) {
  const [row] = await db.select({ total: count() }).from(products).where(where);
  return Number(row?.total ?? 0);
}

/** Keyset batches in id order, for exports: each is a short query, so nothing holds the database for long. */
export async function productBatch(
  db: Queryable,
  viewer: Viewer,
  where: SQL | undefined,
  afterId: number,
  size: number,
): Promise<Product[]> {
  const base = db.select(productColumns(viewer)).from(products);
  const condition = and(where, gt(products.id, afterId));
  const rows = viewer.role === 'client'
    ? await base.innerJoin(selections, selectionJoin(viewer)).where(condition).orderBy(asc(products.id)).limit(size)
    : await base.where(condition).orderBy(asc(products.id)).limit(size);
  return rows.map(toProduct);
}
