import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/client.ts';

type Result = { rows: Record<string, unknown>[] };

/**
 * pg-boss's connection over ours (its `db` option), so the queue shares the app's PGlite or pool.
 * Statements without values may be several in one text, some wrapped in BEGIN/COMMIT by pg-boss: a
 * failure there would leave the one PGlite connection (or a pooled one) inside an aborted transaction,
 * so they run in a transaction of their own that is rolled back on error. `settled()` waits for every
 * statement issued so far: pg-boss completes a job without awaiting it, and the database must not
 * close under it.
 */
export function jobQueueDb(database: Pick<Database, 'driver'>): PgBoss.Db & { settled(): Promise<void> } {
  const pending = new Set<Promise<unknown>>();
  const run = runner(database.driver);
  return {
    executeSql(text, values) {
      const done = run(text, values?.length ? values : undefined);
      pending.add(done);
      void done.catch(() => {}).finally(() => pending.delete(done));
      return done;
    },
    async settled() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}

function runner(driver: Database['driver']): (text: string, values?: unknown[]) => Promise<Result> {
  if ('pglite' in driver) {
    const { pglite } = driver;
    return async (text, values) => {
      if (values) return pglite.query(text, values.map((value) => value ?? null));
      const results = await pglite.transaction((tx) => tx.exec(text));
      return results.at(-1) ?? { rows: [] };
    };
  }
  const { pool } = driver;
  return async (text, values) => {
    if (values) return pool.query(text, values);
    const client = await pool.connect();
    try {
      const result = (await client.query(text)) as unknown as Result | Result[];
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
}

/**
 * pg-boss's connection over a Drizzle transaction (or connection), so a job is written in the
 * caller's transaction: it exists if and only if that transaction commits. Only used for statements
 * that name each `$n` once (`insert` and the queue functions): a repeated `$n` becomes two parameters.
 */
export function drizzleJobDb(db: Queryable): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const result = await db.execute(withParams(text, values));
      return { rows: (result as unknown as Result).rows };
    },
  };
}

function withParams(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${values[Number(match[1]) - 1] ?? null}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
