import { and, asc, desc, eq, exists, getTableColumns, gt, gte, lte, ne, not, or, sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
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
import { searchTerms } from '../../lib/search-terms.ts';
import { subscriptionActiveSql } from '../subscriptions/subscription-state.ts';
import { countedByCounters, counterTotalSql, exactTotal, readScope } from './catalogue-totals.ts';
import { users } from '../users/users.table.ts';
import { products, selections } from './products.table.ts';

/** Who is looking: visibility, the selection columns and the filters allowed all follow the role. */
export type Viewer = Pick<AuthUser, 'id' | 'role'>;
/** A viewer whose id is a placeholder in a statement built once and run for every viewer of that role. */
type StatementViewer = { id: number | Placeholder; role: Viewer['role'] };

type ProductRow = Omit<typeof products.$inferSelect, 'name_folded'> & { marked?: boolean; sale_price_cents?: number | null };

function toProduct(row: ProductRow): Product {
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

/** What the viewer may see at all (docs/domain-rules.md#products): admin everything, supplier own, client the catalogue. */
export async function visibleTo(db: Queryable, viewer: Viewer, now: Date): Promise<SQL | undefined> {
  return visibleWhere(viewer, viewer.role === 'client' ? await activeSupplierIds(db, now) : null);
}

/**
 * `visibleTo` once the client's suppliers are known (`readScope` reads them with the totals), or, in a
 * statement built once, given as a placeholder (`{1,2}` text) or as a sub-select (`visibleSupplierIds`).
 */
function visibleWhere(viewer: StatementViewer, supplierIds: number[] | Placeholder | SQL | null): SQL | undefined {
  if (viewer.role === 'admin') return undefined;
  if (viewer.role === 'supplier') return eq(products.supplier_id, viewer.id);
  // One array parameter (drizzle would spread a JS array into a list), however many suppliers there are.
  const idArray = Array.isArray(supplierIds) || supplierIds === null ? supplierIdArray(supplierIds) : supplierIds;
  // `<> 'inactive'` (the only other status) rather than `= 'active'`: without statistics (PGlite has no
  // autovacuum) the planner takes an equality for 0.5% of the table and sorts a bitmap of the whole
  // catalogue, where walking the id index stops after one page.
  return and(ne(products.status, 'inactive'), sql`${products.supplier_id} = ANY(${idArray}::int[])`);
}

const supplierIdArray = (ids: number[] | null) => `{${(ids ?? []).join(',')}}`;

const isMarkedBy = (db: Queryable, clientId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(selections)
      .where(and(eq(selections.client_id, clientId), eq(selections.product_id, products.id))),
  );

type Searchable = Record<'name_folded' | 'sku' | 'gtin', Column | SQL.Aliased>;

/** The search's words as the LIKE patterns every match must contain (folded, gender and number aside). */
const searchPatterns = (search: string) => searchTerms(search, { inflections: true }).map(likePattern);

/**
 * Every word of the search in the name, accents and case aside, through the trigram index on the stored
 * `name_folded` (decisions 046 and 066), or an exact code through the btree ones: one BitmapOr. The
 * patterns and the code may be placeholders of a statement built once.
 */
const searchCondition = (row: Searchable, patterns: (string | Placeholder)[], code: string | Placeholder) =>
  or(
    and(...patterns.map((pattern) => sql`${row.name_folded} LIKE ${pattern}`)),
    eq(row.sku as Column, code),
    eq(row.gtin as Column, code),
  )!;

/** The caller's search and filters as SQL; values are always parameters, never spliced in. */
export function filterConditions(
  db: Queryable,
  viewer: Viewer,
  search: string | undefined,
  filter: ProductFilter = {},
): SQL[] {
  const where: SQL[] = [];
  if (search) where.push(searchCondition(products, searchPatterns(search), search));
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

/** Columns of a product answer: the table's (but the search's folded name), plus the client's own selection facts. */
function productColumns(viewer: Pick<Viewer, 'role'>) {
  const { name_folded: _searchOnly, ...columns } = getTableColumns(products);
  if (viewer.role !== 'client') return columns;
  return {
    ...columns,
    marked: sql<boolean>`(${selections.client_id} IS NOT NULL)`.mapWith(Boolean),
    sale_price_cents: selections.sale_price_cents,
  };
}

/** The viewer's own selection row, joined beside each product (clients only). */
const selectionJoin = (viewer: Pick<StatementViewer, 'id'>) =>
  and(eq(selections.product_id, products.id), eq(selections.client_id, viewer.id));

/**
 * The suppliers a client may see, as an SQL array: the rule of `activeSupplierIds` inside a statement built
 * once, evaluated once per run instead of read beforehand (one round trip less).
 */
const visibleSupplierIds = (now: Placeholder) => sql`ARRAY(SELECT "users"."id" FROM "users"
  WHERE "users"."role" = 'supplier' AND "users"."active" = true AND ${subscriptionActiveSql(now)})`;

/** One product as the viewer may see it, built once per role and connection pool (decision 051's technique). */
function buildProductById(db: Queryable, role: Viewer['role']) {
  const viewer: StatementViewer = { id: sql.placeholder('viewerId'), role };
  const where = and(eq(products.id, sql.placeholder('id')), visibleWhere(viewer, visibleSupplierIds(sql.placeholder('at'))));
  const base = db.select(productColumns(viewer)).from(products);
  return (role === 'client' ? base.leftJoin(selections, selectionJoin(viewer)).where(where) : base.where(where)).prepare('');
}
const productById = new WeakMap<Queryable, Map<Viewer['role'], ReturnType<typeof buildProductById>>>();

export async function findVisibleProduct(db: Queryable, viewer: Viewer, id: number, now: Date): Promise<Product | null> {
  let statements = productById.get(db);
  if (!statements) productById.set(db, (statements = new Map()));
  let statement = statements.get(viewer.role);
  if (!statement) statements.set(viewer.role, (statement = buildProductById(db, viewer.role)));
  const [row] = await statement.execute({ id, viewerId: viewer.id, at: now.toISOString() });
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
 * A search page may walk the id index and test each row when matches are dense enough that one page is
 * found within this many rows (the total says how dense they are). Otherwise, or when the walk comes back
 * short, the trigram index finds every match and they are sorted.
 */
const WALK_EXPECTED_ROWS = 2000;
const WALK_MAX_ROWS = 8000;

/**
 * One page of what the viewer may see, with its exact total (decision 035): the total comes first and
 * cheaply (catalogue-totals.ts), so a page past the middle is read from the other end, and a deferred join
 * fetches the wide rows (and the client's selection) for the page's ids alone. A list the counters total
 * (no search, at most supplier and status filters) is usually one statement (`pageWithCounterTotal`).
 */
export async function listProducts(db: Queryable, viewer: Viewer, query: ListQuery, now: Date) {
  const filter = query.filter ?? {};
  // Validates the role-bound filters before anything is read.
  const filters = filterConditions(db, viewer, undefined, filter);
  const countersOnly = countedByCounters(query.search, filter);
  if (countersOnly) {
    const page = await pageWithCounterTotal(db, viewer, query, now);
    if (page) return page;
  }
  const scope = await readScope(db, viewer, filter, now);
  const visible = visibleWhere(viewer, scope.supplierIds);
  const where = and(visible, ...filters, ...(query.search ? [searchCondition(products, searchPatterns(query.search), query.search)] : []));
  const total = await exactTotal(db, viewer, scope, query.search, filter, () => where ?? sql`true`);
  if (countersOnly) rememberTotal(db, totalHintKey(viewer, filter), total);

  const offset = offsetOf(query.page, query.per_page);
  const limit = Math.min(query.per_page, total - offset);
  const paginate = paginateMeta(query.page, query.per_page, total);
  if (limit <= 0) return { products: [], paginate };
  const { walkOffset, walkDirection, orderBy, sort } = pagePlan(query, offset, limit, total);

  const fetchPage = async (pageIds: PageIds) =>
    (await pageRows(db, viewer, pageIds, orderBy)).map(({ page_total: _total, ...row }) => toProduct(row));

  if (query.search && sort === 'id') {
    const expected = ((walkOffset + limit) * scope.allProducts) / Math.max(total, 1);
    if (expected <= WALK_EXPECTED_ROWS && filters.length === 0) {
      // The common search (no other filter): a statement built once per shape (decision 068).
      const patterns = searchPatterns(query.search);
      const shape: SearchWalkShape = {
        role: viewer.role,
        words: patterns.length,
        walk: walkDirection === desc ? 'desc' : 'asc',
        order: query.order === 'desc' ? 'desc' : 'asc',
      };
      const rows = await searchWalkStatement(db, shape).execute({
        viewerId: viewer.id,
        suppliers: supplierIdArray(scope.supplierIds),
        code: query.search,
        limit,
        offset: walkOffset,
        ...Object.fromEntries(patterns.map((pattern, i) => [`word${i}`, pattern])),
      });
      if (rows.length === limit) {
        return { products: rows.map(({ page_total: _total, ...row }) => toProduct(row)), paginate };
      }
    } else if (expected <= WALK_EXPECTED_ROWS) {
      const pageIds = searchWalkIds(db, and(visible, ...filters), searchPatterns(query.search), query.search, {
        direction: walkDirection,
        limit,
        offset: walkOffset,
      });
      const found = await fetchPage(pageIds);
      if (found.length === limit) return { products: found, paginate };
    }
  }

  // A search finds its matches through the trigram index and sorts them: `id + 0` keeps the planner from
  // walking the id index and filtering each row instead, which costs a full scan when they sit at the end.
  const idOrder = query.search ? sql`${products.id} + 0` : products.id;
  const pageOrder =
    sort === 'id' ? [walkDirection(idOrder)] : [walkDirection(sortColumns[sort]), walkDirection(idOrder)];
  const pageIds = db
    .select({ page_id: products.id })
    .from(products)
    .where(where)
    .orderBy(...pageOrder)
    .limit(limit)
    .offset(walkOffset)
    .as('page');
  return { products: await fetchPage(pageIds), paginate };
}

/**
 * A search page's ids by walking the id index: rows in id order, at most WALK_MAX_ROWS of them, tested one
 * by one. The first `limit` matches after `offset` are the page as long as that many turned up (else the
 * trigram plan of `listProducts` answers). Values or placeholders alike.
 */
function searchWalkIds(
  db: Queryable,
  where: SQL | undefined,
  patterns: (string | Placeholder)[],
  code: string | Placeholder,
  page: { direction: typeof asc; limit: number | Placeholder; offset: number | Placeholder },
): PageIds {
  const walk = db
    .select({ id: products.id, name_folded: products.name_folded, sku: products.sku, gtin: products.gtin })
    .from(products)
    .where(where)
    .orderBy(page.direction(products.id))
    .limit(WALK_MAX_ROWS)
    .as('walk');
  return db
    .select({ page_id: walk.id })
    .from(walk)
    .where(searchCondition(walk, patterns, code))
    .orderBy(page.direction(walk.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
}

/** What a search walk statement depends on besides its parameters: who looks, how many words, which ways. */
interface SearchWalkShape {
  role: Viewer['role'];
  words: number;
  /** The walk's direction along the id index (from the nearer end). */
  walk: 'asc' | 'desc';
  /** The page's own order. */
  order: 'asc' | 'desc';
}

/**
 * The search page of `listProducts` when only the search filters (the walk of the id index), built once
 * per shape and connection pool: drizzle spent ~1.2 ms rebuilding it on every search. The viewer, the
 * visible suppliers (as the `{1,2}` text `visibleWhere` sends), the words' LIKE patterns, the code, limit
 * and offset are placeholders.
 */
function buildSearchWalk(db: Queryable, shape: SearchWalkShape) {
  const viewer: StatementViewer = { id: sql.placeholder('viewerId'), role: shape.role };
  const words = Array.from({ length: shape.words }, (_, i) => sql.placeholder(`word${i}`));
  const pageIds = searchWalkIds(db, visibleWhere(viewer, sql.placeholder('suppliers')), words, sql.placeholder('code'), {
    direction: shape.walk === 'desc' ? desc : asc,
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  });
  return pageRows(db, viewer, pageIds, [(shape.order === 'desc' ? desc : asc)(products.id)]).prepare('');
}

const searchWalks = new WeakMap<object, Map<string, ReturnType<typeof buildSearchWalk>>>();

function searchWalkStatement(db: Queryable, shape: SearchWalkShape) {
  let statements = searchWalks.get(db);
  if (!statements) searchWalks.set(db, (statements = new Map()));
  const key = `${shape.role}:${shape.words}:${shape.walk}:${shape.order}`;
  let statement = statements.get(key);
  if (!statement) statements.set(key, (statement = buildSearchWalk(db, shape)));
  return statement;
}

type PageIds = SubqueryWithSelection<{ page_id: typeof products.id }, 'page'>;
type OrderBy = SQL[];

/** Past the middle, the page is the same rows counted from the end: no OFFSET walks more than half. */
function pagePlan(query: ListQuery, offset: number, limit: number, total: number) {
  const fromEnd = offset > (total - limit) / 2;
  const wanted = query.order === 'desc' ? desc : asc;
  const sort = query.sort ?? 'id';
  return {
    fromEnd,
    sort,
    walkOffset: fromEnd ? total - offset - limit : offset,
    walkDirection: (query.order === 'desc') !== fromEnd ? desc : asc,
    orderBy: sort === 'id' ? [wanted(products.id)] : [wanted(sortColumns[sort]), wanted(products.id)],
  };
}

/** The deferred join: the page's wide rows (and the client's selection), and `total` read beside them. */
function pageRows(db: Queryable, viewer: StatementViewer, pageIds: PageIds, orderBy: OrderBy, total: SQL<string | null> = sql`null`) {
  const base = db
    .select({ ...productColumns(viewer), page_total: total })
    .from(pageIds)
    .innerJoin(products, eq(products.id, pageIds.page_id));
  return viewer.role === 'client'
    ? base.leftJoin(selections, selectionJoin(viewer)).orderBy(...orderBy)
    : base.orderBy(...orderBy);
}

/**
 * The last total of each counter-totalled list, per connection pool: only a guess of where a page lies (so
 * a deep page can be read from the end in the same statement that reads the total). Whenever it is used,
 * the statement's own total checks it, and a wrong guess is read again the long way.
 */
const totalHints = new WeakMap<object, Map<string, number>>();
const HINT_ENTRIES = 1000;

const totalHintKey = (viewer: Viewer, filter: ProductFilter) =>
  JSON.stringify([viewer.role, viewer.role === 'client' ? null : viewer.id, filter.supplier_id ?? null, filter.status ?? null]);

function rememberTotal(db: Queryable, key: string, total: number) {
  let hints = totalHints.get(db);
  if (!hints) totalHints.set(db, (hints = new Map()));
  hints.delete(key);
  hints.set(key, total);
  if (hints.size > HINT_ENTRIES) hints.delete(hints.keys().next().value!);
}

/** What a counter-totalled page statement depends on besides its parameters (ids, time, limit, offset). */
interface CounterPageShape {
  role: Viewer['role'];
  sort: NonNullable<ListQuery['sort']>;
  desc: boolean;
  fromEnd: boolean;
  status: ProductFilter['status'];
  bySupplier: boolean;
}

/**
 * The statement of `pageWithCounterTotal` for one shape, with the viewer, supplier filter, time, limit
 * and offset as placeholders. Built and rendered once per shape and connection pool (decision 051): drizzle
 * no longer rebuilds and re-renders the same SQL on every request. Sent unnamed (`prepare('')`), so
 * PostgreSQL still plans it with each request's values, as before.
 */
function buildCounterPage(db: Queryable, shape: CounterPageShape) {
  const viewer: StatementViewer = { id: sql.placeholder('viewerId'), role: shape.role };
  const supplierId = shape.bySupplier ? sql.placeholder('supplierId') : undefined;
  const now = sql.placeholder('at');
  const wanted = shape.desc ? desc : asc;
  const walkDirection = shape.desc !== shape.fromEnd ? desc : asc;
  const orderBy = shape.sort === 'id' ? [wanted(products.id)] : [wanted(sortColumns[shape.sort]), wanted(products.id)];
  const visible = visibleWhere(viewer, visibleSupplierIds(now));
  // The same conditions `filterConditions` writes for these two filters.
  const filters = [
    ...(supplierId ? [eq(products.supplier_id, supplierId)] : []),
    ...(shape.status ? [eq(products.status, shape.status)] : []),
  ];
  const pageOrder =
    shape.sort === 'id' ? [walkDirection(products.id)] : [walkDirection(sortColumns[shape.sort]), walkDirection(products.id)];
  const pageIds = db
    .select({ page_id: products.id })
    .from(products)
    .where(and(visible, ...filters))
    .orderBy(...pageOrder)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const counted = counterTotalSql(
    viewer,
    { status: shape.status, supplier_id: supplierId },
    shape.role === 'client' ? visibleSupplierIds(now) : null,
  );
  return pageRows(db, viewer, pageIds, orderBy, counted).prepare('');
}

type CounterPageStatement = ReturnType<typeof buildCounterPage>;
const counterPageStatements = new WeakMap<object, Map<string, CounterPageStatement>>();

function counterPageStatement(db: Queryable, shape: CounterPageShape) {
  let statements = counterPageStatements.get(db);
  if (!statements) counterPageStatements.set(db, (statements = new Map()));
  const key = JSON.stringify(shape);
  let statement = statements.get(key);
  if (!statement) statements.set(key, (statement = buildCounterPage(db, shape)));
  return statement;
}

/**
 * A list the counters total, in one statement: the page (from the nearer end, as the last total of the same
 * list suggests) and the exact total read beside it, in the same snapshot. Null when it cannot answer that
 * way (empty page, no guess yet for a page past the first, or a guess the total proves wrong).
 */
async function pageWithCounterTotal(db: Queryable, viewer: Viewer, query: ListQuery, now: Date) {
  const filter = query.filter ?? {};
  const key = totalHintKey(viewer, filter);
  const hinted = totalHints.get(db)?.get(key);
  const offset = offsetOf(query.page, query.per_page);
  if (hinted === undefined && offset > 0) return null;
  const guess = hinted ?? offset + query.per_page;
  const limit = Math.min(query.per_page, guess - offset);
  if (limit <= 0) return null;
  const { walkOffset, fromEnd } = pagePlan(query, offset, limit, guess);
  const shape: CounterPageShape = {
    role: viewer.role,
    sort: query.sort ?? 'id',
    desc: query.order === 'desc',
    fromEnd,
    status: filter.status,
    bySupplier: filter.supplier_id !== undefined,
  };
  const rows = await counterPageStatement(db, shape).execute({
    viewerId: viewer.id,
    supplierId: filter.supplier_id ?? null,
    at: now.toISOString(),
    limit,
    offset: walkOffset,
  });
  if (!rows.length) return null;
  const total = Number(rows[0]!.page_total);
  rememberTotal(db, key, total);
  // Without a guess this was page 1 read forwards, right whatever the total; with one, only if it held.
  if (hinted !== undefined && hinted !== total) return null;
  return {
    products: rows.map(({ page_total: _total, ...row }) => toProduct(row)),
    paginate: paginateMeta(query.page, query.per_page, total),
  };
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
