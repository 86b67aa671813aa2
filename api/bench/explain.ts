import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { ProductListQuerySchema, type ProductListQuery } from '@ponte/shared';
import type { Database, Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { findSession } from '../src/auth/sessions.service.ts';
import { listProducts, type Viewer } from '../src/modules/products/products.queries.ts';

export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

export interface ExplainedQuery extends CapturedQuery {
  plan: string;
}

/** A second drizzle instance over the same connection, with a logger: it records what it sends. */
function loggingDb(database: Database, captured: CapturedQuery[]): Db {
  const logger = {
    logQuery: (query: string, params: unknown[]) => void captured.push({ sql: query, params }),
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  return database.kind === 'pglite'
    ? drizzlePglite(client as PGlite, { schema, casing: 'snake_case', logger })
    : (drizzlePg(client as pg.Pool, { schema, casing: 'snake_case', logger }) as unknown as Db);
}

/**
 * The SQL the service really sends: `listProducts` itself runs on a logging drizzle instance, so the
 * statements and their parameters are captured rather than rewritten here. The instance is new, so its
 * count cache is empty: a search or filter shows the count it pays once per catalogue version.
 */
export async function captureListQueries(database: Database, viewer: Viewer, body: ProductListQuery) {
  const captured: CapturedQuery[] = [];
  await listProducts(loggingDb(database, captured), viewer, ProductListQuerySchema.parse(body), new Date());
  return captured;
}

/** The session lookup (session, user and subscription state in one read) as the middleware sends it. */
export async function captureSessionQuery(database: Database, token: string) {
  const captured: CapturedQuery[] = [];
  await findSession(loggingDb(database, captured), token, { idleDays: 30, absoluteDays: 90 }, new Date());
  return captured.filter((q) => /^select/i.test(q.sql));
}

/** EXPLAIN (ANALYZE, BUFFERS) of a captured statement, with its own parameters (so the plan is the custom one). */
export async function explainAnalyze(database: Database, query: CapturedQuery): Promise<ExplainedQuery> {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const text = `EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`;
  const result = await (
    client as { query: (t: string, p: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }
  ).query(text, query.params);
  return { ...query, plan: result.rows.map((r) => String(r['QUERY PLAN'])).join('\n') };
}

/**
 * What a plan says about the name search: a sequential scan of products, the trigram index, and the most
 * rows a node read only to throw away (an id-index walk that filters every row is a full scan in disguise).
 */
export function trigramVerdict(plan: string) {
  const removed = [...plan.matchAll(/Rows Removed by Filter: (\d+)/g)].map((m) => Number(m[1]));
  return {
    seqScan: /Seq Scan on products\b/.test(plan),
    trigram: /Bitmap Index Scan on products_name_trgm/.test(plan),
    rowsRemovedByFilter: Math.max(0, ...removed),
  };
}

/** Parameters inlined for reading only (the database always got them bound). */
export function readableSql(query: CapturedQuery) {
  return query.sql.replace(/\s+/g, ' ').trim().replace(/\$(\d+)/g, (_, n: string) => {
    const value = query.params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}
