import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';

/**
 * Tables whose rows change on any request, bad or not: rate-limit counters count refused requests too
 * (that is their job), so they are left out entirely.
 */
export const UNWATCHED_TABLES = new Set(['rate_limits']);
/** Every authenticated request slides its session forward; that bookkeeping is not the write looked for. */
const UNWATCHED_COLUMNS: Record<string, string[]> = { sessions: ['last_used_at', 'expires_at'] };

export const watchedTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .filter((table) => !UNWATCHED_TABLES.has(getTableName(table)));

/**
 * Every row of every table (but the unwatched parts above), each table's rows sorted: equal fingerprints
 * mean nothing was written. Whole rows rather than counts and max(updated_at): services stamp
 * `updated_at` with the app's clock, which in tests is fixed before the fixtures' own rows were created,
 * so an update could leave max(updated_at) as it was.
 */
export async function fingerprint(db: Db): Promise<Record<string, string[]>> {
  const entries = await Promise.all(
    watchedTables.map(async (table) => {
      const name = getTableName(table);
      const rows = (await db.select().from(table)) as Record<string, unknown>[];
      const kept = rows.map((row) => {
        const copy = { ...row };
        for (const column of UNWATCHED_COLUMNS[name] ?? []) delete copy[column];
        return JSON.stringify(copy);
      });
      return [name, kept.sort()] as const;
    }),
  );
  return Object.fromEntries(entries);
}
