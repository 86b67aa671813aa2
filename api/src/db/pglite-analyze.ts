import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** How often a running process looks for tables whose statistics went stale. */
const ANALYZE_CHECK_EVERY_MS = 10 * 60_000;
/** How often it reads the catalogue's change counter, a single-row sum (decision 035). */
const CATALOGUE_CHECK_EVERY_MS = 60_000;
/** Product rows written (as `product_counts.changes` counts them) that call for a VACUUM of products. */
export const CATALOGUE_CHANGES_FOR_VACUUM = 1000;

/**
 * Tables whose size moved by more than a tenth since their last VACUUM or ANALYZE, which recorded it in
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
 * Product rows written since the database was created, as the catalogue triggers count them: the change
 * counter PGlite does not keep. Null before the migration that adds it.
 */
async function catalogueChanges(db: Db): Promise<number | null> {
  const { rows } = await db.execute<{ changes: string | number | null }>(sql`
    SELECT CASE WHEN to_regclass('public.product_counts') IS NOT NULL
      THEN (SELECT coalesce(sum(changes), 0) FROM product_counts)::float8 END AS changes`);
  const value = rows[0]?.changes;
  return value === null || value === undefined ? null : Number(value);
}

/**
 * What autovacuum would do, once: VACUUM (ANALYZE) each stale table, one per statement. VACUUM rather than
 * ANALYZE alone: it also merges the trigram index's pending list (without it every search reads the
 * whole list, docs/benchmarks.md) and marks pages all-visible, which index-only scans need. Returns the
 * tables it maintained. `shouldStop` is asked between tables.
 */
export async function maintainStaleTables(
  db: Db,
  onError: (error: unknown) => void,
  shouldStop: () => boolean = () => false,
): Promise<string[]> {
  const done: string[] = [];
  for (const name of await staleTables(db)) {
    if (shouldStop()) break;
    // A table may be gone by now (the job queue drops its partitions): report it and go on.
    await db
      .execute(sql.raw(`VACUUM (ANALYZE) ${name}`))
      .then(() => done.push(name))
      .catch((error: unknown) => shouldStop() || onError(error));
  }
  return done;
}

/**
 * PGlite has no autovacuum, so nothing else gives its planner statistics or merges the trigram index's
 * pending list, and without them the catalogue plans go wrong (docs/benchmarks.md). This is the part of
 * autovacuum Ponte needs (decisions 032 and 035): once the server listens, then every ten minutes, VACUUM
 * (ANALYZE) the tables that changed in size; and every minute, when at least CATALOGUE_CHANGES_FOR_VACUUM
 * product rows were written since the last look (a Bling sync run, a bulk change, an import), the products
 * table at once, without waiting for the next ten minutes. Statistics are stored in the database and survive
 * a restart, so a restart with no changes maintains nothing and start-up never waits for it.
 */
export function keepStatisticsFresh(
  db: Db,
  onError: (error: unknown) => void,
  everyMs = ANALYZE_CHECK_EVERY_MS,
  catalogueEveryMs = CATALOGUE_CHECK_EVERY_MS,
) {
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let catalogueTimer: NodeJS.Timeout | undefined;
  let pass: Promise<unknown> = Promise.resolve();
  let lastChanges: number | null = null;

  const report = (error: unknown) => {
    if (!stopping) onError(error);
  };
  /** Passes never overlap: PGlite runs one statement at a time anyway, and a VACUUM must not run twice. */
  const serially = (work: () => Promise<unknown>) => {
    pass = pass.then(work).catch(report);
    return pass;
  };

  function run() {
    void serially(async () => {
      // Read first: rows written during the pass count towards the next look, never get lost.
      const changes = await catalogueChanges(db);
      await maintainStaleTables(db, report, () => stopping);
      lastChanges = changes;
    }).finally(() => {
      if (!stopping) timer = setTimeout(run, everyMs).unref();
    });
  }
  function watchCatalogue() {
    void serially(async () => {
      const changes = await catalogueChanges(db);
      if (changes === null || lastChanges === null) return;
      if (changes - lastChanges >= CATALOGUE_CHANGES_FOR_VACUUM && !stopping) {
        await db.execute(sql.raw('VACUUM (ANALYZE) public.products'));
        lastChanges = changes;
      }
    }).finally(() => {
      if (!stopping) catalogueTimer = setTimeout(watchCatalogue, catalogueEveryMs).unref();
    });
  }
  run();
  catalogueTimer = setTimeout(watchCatalogue, catalogueEveryMs).unref();

  return {
    /** Resolves once the pass under way (the first one, right after start) is over. */
    settled: () => pass.then(() => {}),
    /** Stops after the statement in progress, so the database can close under no statement. */
    async stop() {
      stopping = true;
      clearTimeout(timer);
      clearTimeout(catalogueTimer);
      await pass.catch(() => {});
    },
  };
}
