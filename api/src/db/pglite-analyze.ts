import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** How often a running process looks for tables whose statistics went stale. */
export const ANALYZE_CHECK_EVERY_MS = 10 * 60_000;

/**
 * Tables whose size moved by more than a tenth since their last ANALYZE, which recorded it in
 * `pg_class.relpages`, or never analyzed and not empty. PGlite keeps no change counters
 * (`pg_stat_user_tables` stays at zero), and has no VACUUM running, so every insert or update grows a table:
 * its size is the sign of change that is there. Smallest first.
 */
async function staleTables(db: Db) {
  const { rows } = await db.execute<{ name: string }>(sql`
    SELECT format('%I.%I', n.nspname, c.relname) AS name
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema')
      AND abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages) > c.relpages * 0.1
    ORDER BY c.relpages, 1`);
  return rows.map((row) => row.name);
}

/**
 * PGlite has no autovacuum, so nothing else gives its planner statistics, and without them the catalogue
 * plans go wrong (docs/benchmarks.md). This is the part of autovacuum Ponte needs (decision 032): once the
 * server listens, then every ten minutes, ANALYZE the tables that changed, one per statement. Statistics are
 * stored in the database and survive a restart, so a restart with no changes analyzes nothing (it used to
 * analyze every table before listening, and PGlite runs a statement on the event loop, so nothing else is
 * answered meanwhile), and a large import is analyzed within minutes instead of at the next restart.
 */
export function keepStatisticsFresh(db: Db, onError: (error: unknown) => void, everyMs = ANALYZE_CHECK_EVERY_MS) {
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> = Promise.resolve();

  async function analyzeStale() {
    for (const name of await staleTables(db)) {
      if (stopping) return;
      // A table may be gone by now (the job queue drops its partitions): report it and go on.
      await db.execute(sql.raw(`ANALYZE ${name}`)).catch((error: unknown) => stopping || onError(error));
    }
  }
  function run() {
    pass = analyzeStale()
      .catch((error: unknown) => {
        if (!stopping) onError(error);
      })
      .finally(() => {
        if (!stopping) timer = setTimeout(run, everyMs).unref();
      });
  }
  run();

  return {
    /** Stops after the table in progress, so the database can close under no statement. */
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await pass;
    },
  };
}
