import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bigint, date, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database, type PgliteThread } from '../client.ts';
import { isDatabaseUnavailable } from '../database-errors.ts';
import { jobQueueDb } from '../../jobs/job-db.ts';
import { PgliteWorkerClient } from './worker-client.ts';

/**
 * The database contract the app relies on, run on PGlite in its worker thread and, for what must be
 * identical, on PGlite in-process (decision 036): values, errors, transactions and their ordering.
 */
const items = pgTable('items', {
  id: integer().primaryKey(),
  name: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
  seenAt: timestamp({ withTimezone: true }),
  day: date(),
  big: bigint({ mode: 'bigint' }),
  price: numeric({ precision: 12, scale: 2 }),
  data: jsonb(),
  tags: text().array(),
});
const schema = { items };

const CREATE = sql`CREATE TABLE items (
  id integer PRIMARY KEY, name text NOT NULL UNIQUE, created_at timestamptz NOT NULL, seen_at timestamptz,
  day date, big bigint, price numeric(12, 2), data jsonb, tags text[])`;

const row = {
  id: 1,
  name: 'Camiseta',
  createdAt: '2026-03-01 12:34:56.789+00',
  seenAt: new Date('2026-03-02T01:02:03.456Z'),
  day: '2026-03-03',
  big: 9007199254740993n,
  price: '1234.50',
  data: { nested: { list: [1, 'dois', null, true] }, texto: 'ação' },
  tags: ['a', 'b c', 'd"e'],
};

interface Opened {
  database: Database;
  db: ReturnType<typeof drizzle<typeof schema>>;
}

async function open(thread: PgliteThread, url = 'memory://'): Promise<Opened> {
  const database = await openDatabase(url, { pgliteThread: thread });
  const client = (database.driver as { pglite: PGlite }).pglite;
  const db = drizzle(client, { schema, casing: 'snake_case' });
  await db.execute(CREATE);
  return { database, db };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** The driver's error under drizzle's wrapper: what database-errors.ts and the services look at. */
async function failure(run: Promise<unknown>): Promise<Record<string, unknown>> {
  const error = await run.then(
    () => expect.fail('expected the statement to fail'),
    (e: unknown) => e as Error & { cause?: unknown },
  );
  return (error.cause ?? error) as Record<string, unknown>;
}

describe('PGlite in a worker thread', () => {
  let worker: Opened;
  let inProcess: Opened;

  beforeAll(async () => {
    [worker, inProcess] = await Promise.all([open('worker'), open('main')]);
  });
  afterEach(async () => {
    await worker.db.delete(items);
  });
  afterAll(async () => {
    await Promise.all([worker?.database.close(), inProcess?.database.close()]);
  });

  it('round-trips timestamps, dates, bigint, numeric, json and arrays as in-process PGlite does', async () => {
    const read = async ({ db }: Opened) => {
      await db.insert(items).values(row);
      const [back] = await db.select().from(items).where(eq(items.id, 1));
      const raw = await db.execute(sql`SELECT created_at, day, big, data, tags, now() - created_at AS age FROM items`);
      await db.delete(items);
      return { back, raw: raw.rows.map((r) => ({ ...r, age: typeof r.age })) };
    };
    const fromWorker = await read(worker);
    expect(fromWorker.back).toEqual({ ...row, price: '1234.50' });
    expect(fromWorker).toEqual(await read(inProcess));
    expect(fromWorker.raw[0]).toMatchObject({ created_at: '2026-03-01 12:34:56.789+00', day: '2026-03-03', age: 'string' });
  });

  it('gives PostgreSQL errors with their code, constraint, detail, table and column', async () => {
    await worker.db.insert(items).values({ id: 2, name: 'Boné', createdAt: row.createdAt });
    const duplicate = await failure(worker.db.insert(items).values({ id: 3, name: 'Boné', createdAt: row.createdAt }));
    expect(duplicate).toMatchObject({
      code: '23505',
      constraint: 'items_name_key',
      detail: 'Key (name)=(Boné) already exists.',
      table: 'items',
      message: 'duplicate key value violates unique constraint "items_name_key"',
    });
    expect(duplicate).toBeInstanceOf(Error);
    const missing = await failure(worker.db.execute(sql`INSERT INTO items (id, created_at) VALUES (4, now())`));
    expect(missing).toMatchObject({ code: '23502', column: 'name', table: 'items' });
    const syntax = await failure(worker.db.execute(sql`SELEC 1`));
    expect(syntax).toMatchObject({ code: '42601', position: '1' });
    // The connection is usable after each error.
    expect((await worker.db.execute(sql`SELECT count(*)::int AS n FROM items`)).rows).toEqual([{ n: 1 }]);
  });

  it('commits a transaction, rolls one back on a throw, and a nested one to its savepoint', async () => {
    await worker.db.transaction(async (tx) => {
      await tx.insert(items).values({ id: 10, name: 'kept', createdAt: row.createdAt });
    });
    await expect(
      worker.db.transaction(async (tx) => {
        await tx.insert(items).values({ id: 11, name: 'dropped', createdAt: row.createdAt });
        throw new Error('cancelled');
      }),
    ).rejects.toThrow('cancelled');
    await worker.db.transaction(async (tx) => {
      await tx.insert(items).values({ id: 12, name: 'outer', createdAt: row.createdAt });
      await tx
        .transaction(async (inner) => {
          await inner.insert(items).values({ id: 13, name: 'inner', createdAt: row.createdAt });
          // A failed statement in the savepoint: only the savepoint is rolled back.
          await inner.insert(items).values({ id: 13, name: 'inner again', createdAt: row.createdAt });
        })
        .catch(() => {});
      await tx.insert(items).values({ id: 14, name: 'after', createdAt: row.createdAt });
    });
    const names = await worker.db.select({ name: items.name }).from(items).orderBy(items.id);
    expect(names.map((r) => r.name)).toEqual(['kept', 'outer', 'after']);
  });

  it('runs statements from elsewhere only after an open transaction ends, and in the order they came', async () => {
    const inside = deferred();
    const release = deferred();
    let counted: number | undefined;
    let countedInside: number | undefined = -1;
    const transaction = worker.db.transaction(async (tx) => {
      await tx.insert(items).values({ id: 20, name: 'pending', createdAt: row.createdAt });
      inside.resolve();
      await release.promise;
      // Round trips through the worker after the outside statements were asked for: they still wait.
      for (let i = 0; i < 10; i++) await tx.execute(sql`SELECT 1`);
      countedInside = counted;
      await tx.insert(items).values({ id: 21, name: 'pending too', createdAt: row.createdAt });
    });
    await inside.promise;
    const outside = worker.db
      .execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM items`)
      .then((r) => (counted = r.rows[0]!.n));
    const later = worker.db.insert(items).values({ id: 22, name: 'later', createdAt: row.createdAt });
    release.resolve();
    await Promise.all([transaction, outside, later]);
    expect(countedInside).toBeUndefined();
    // It saw the committed transaction, and not the insert asked for after it.
    expect(counted).toBe(2);
    expect((await worker.db.execute(sql`SELECT count(*)::int AS n FROM items`)).rows).toEqual([{ n: 3 }]);
  });

  it('runs the job queue statements (several in one text, in a transaction of their own)', async () => {
    const jobs = jobQueueDb(worker.database);
    const result = await jobs.executeSql('CREATE TABLE q (n int); INSERT INTO q VALUES (1), (2); SELECT sum(n)::int AS s FROM q', []);
    expect(result.rows).toEqual([{ s: 3 }]);
    await expect(jobs.executeSql('INSERT INTO q VALUES (3); SELECT 1/0', [])).rejects.toMatchObject({ code: '22012' });
    // The failed text was rolled back as a whole, and the connection is not left inside a transaction.
    expect((await jobs.executeSql('SELECT count(*)::int AS n FROM q', [])).rows).toEqual([{ n: 2 }]);
    expect((await jobs.executeSql('SELECT $1::int + 1 AS n', [41])).rows).toEqual([{ n: 42 }]);
  });
});

// Each test here boots PGlite of its own (the WASM PostgreSQL, twice for the reopen): seconds when idle,
// past the suite's 30 s on a 2-core machine busy with other test runs (seen in CI). The limit is for that boot.
const BOOTS = { timeout: 150_000 };

describe('PGlite worker on disk', BOOTS, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponte-pglite-worker-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('runs PostgreSQL durably (fsync on, WAL synced with fsync) and keeps what it committed across a reopen', async () => {
    const first = await open('worker', dir);
    const settings = await first.db.execute(sql`SELECT current_setting('fsync') AS fsync, current_setting('wal_sync_method') AS wal`);
    expect(settings.rows).toEqual([{ fsync: 'on', wal: 'fsync' }]);
    await first.db.insert(items).values({ id: 1, name: 'persisted', createdAt: row.createdAt });
    await first.database.close();
    await expect(first.db.execute(sql`SELECT 1`)).rejects.toThrow();

    const database = await openDatabase(dir);
    const rows = await database.db.execute(sql`SELECT name FROM items`);
    expect(rows.rows).toEqual([{ name: 'persisted' }]);
    await database.close();
  });
});

describe('a PGlite worker that dies', BOOTS, () => {
  it('fails the statements in flight and every later one with an "unavailable" error, and says so once', async () => {
    const crashes: Error[] = [];
    // A result too large for the worker's heap kills it (what running out of memory does).
    const client = await PgliteWorkerClient.start(
      { dataDir: null },
      { onCrash: (error) => crashes.push(error), resourceLimits: { maxOldGenerationSizeMb: 48 } },
    );
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    const [huge, queued] = await Promise.allSettled([
      client.query('SELECT repeat(md5(i::text), 1000) FROM generate_series(1, 100000) i'),
      client.query('SELECT 2'),
    ]);
    for (const outcome of [huge, queued]) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason as Error;
      expect(reason.message).toMatch(/PGlite database thread stopped/);
      expect(isDatabaseUnavailable(reason)).toBe(true);
    }
    await expect(client.query('SELECT 3')).rejects.toThrow(/PGlite database thread stopped/);
    expect(crashes).toHaveLength(1);
    await client.close();
  });

  it('reports a database that cannot be opened with PGlite’s own error', async () => {
    const file = path.join(os.tmpdir(), `ponte-not-a-dir-${process.pid}`);
    fs.writeFileSync(file, 'x');
    try {
      await expect(PgliteWorkerClient.start({ dataDir: file })).rejects.toThrow();
    } finally {
      fs.rmSync(file, { force: true });
    }
  });
});
