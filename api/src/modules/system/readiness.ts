import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { MIGRATIONS_DIR } from '../../lib/paths.ts';

/** When each migration of api/drizzle was generated: drizzle records it as `created_at` once applied. */
function journalMigrations(): number[] {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return journal.entries.map((entry) => entry.when);
}

let expected: number[] | null = null;

export type Readiness = 'ready' | 'database_unavailable' | 'migrations_pending';

/**
 * Ready when the database answers and every migration this build ships is applied (decision 031): an
 * instance started against a database another release has not migrated yet must not get traffic.
 */
export async function checkReadiness(db: Db): Promise<Readiness> {
  expected ??= journalMigrations();
  let applied: Set<number>;
  try {
    const result = await db.execute<{ created_at: string | number }>(
      sql`SELECT created_at FROM drizzle.__drizzle_migrations`,
    );
    applied = new Set(result.rows.map((row) => Number(row.created_at)));
  } catch (error) {
    // The database answered, but has no migrations table: nothing was applied.
    const failure = error as { code?: string; cause?: { code?: string } };
    if ((failure.cause?.code ?? failure.code) === '42P01') return 'migrations_pending';
    return 'database_unavailable';
  }
  return expected.every((when) => applied.has(when)) ? 'ready' : 'migrations_pending';
}
