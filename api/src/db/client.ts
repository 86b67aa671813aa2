import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import * as schema from './schema.ts';
import { lockDataDir } from './pglite-lock.ts';
import { durablePgliteOptions } from './pglite-durable.ts';
import { templateOption } from './pglite-template.ts';
import { createPgPool, type PoolOptions } from './pg-pool.ts';
import { PgliteWorkerClient, type PgliteConnection } from './pglite/worker-client.ts';
import { AUTH_CHANNEL, pgChangeFeed, pgliteChangeFeed, type ChangeFeed } from './change-feed.ts';
import { MIGRATIONS_DIR } from '../lib/paths.ts';


/** Both drivers give the same query builder; code only ever sees this type. */
export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A connection or an open transaction: services that may run inside a caller's transaction take this. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The driver underneath, for a library that speaks SQL itself (the job queue, decision 030). */
  driver: { pglite: PgliteConnection } | { pool: pg.Pool };
  /** What the database tells of writes that change who a session is (decision 075). */
  changes: ChangeFeed;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Where PGlite runs (decision 036): in a worker thread, so a statement never holds up the API's thread
 * (static files, /api/health), or on the API's thread itself, as before (kept to measure against).
 */
export type PgliteThread = 'worker' | 'main';

export interface OpenOptions extends PoolOptions {
  pgliteThread?: PgliteThread;
  /** The PGlite worker died: statements now fail (503); the process should stop so that it is restarted. */
  onPgliteCrash?: (error: Error) => void;
  /** 'memory://' only: start as a copy of this dumped data directory (db/pglite-template.ts, tests). */
  template?: string;
}

/**
 * `url` is a PostgreSQL URL, a directory for an embedded PGlite (locked against a second process),
 * or 'memory://' for an in-memory PGlite (tests).
 */
export async function openDatabase(url: string, options: OpenOptions = {}): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    // Its probes go through the pool, which listens through it: each needs the other.
    const changes = pgChangeFeed(url, (payload) => pool.query('SELECT pg_notify($1, $2)', [AUTH_CHANNEL, payload]));
    const pool = createPgPool(url, { ...options, onConnect: changes.listenOn });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      driver: { pool },
      changes,
      migrate: () => migratePostgres(url, options),
      close: async () => {
        await changes.close();
        await pool.end();
      },
    };
  }
  const inMemory = url === 'memory://';
  const unlock = inMemory ? () => {} : lockDataDir(url);
  try {
    const dataDir = inMemory ? null : url;
    const template = inMemory ? options.template : undefined;
    const connect = (): Promise<PgliteConnection & Listening> =>
      (options.pgliteThread ?? 'worker') === 'worker'
        ? PgliteWorkerClient.start({ dataDir, template }, { onCrash: options.onPgliteCrash })
        : openInProcess(dataDir, template);
    // A new directory is created by a connection of its own (decision 070): initdb's WebAssembly instance
    // holds ~500 MB until the garbage collector frees it, which an idle server does late (~740 MB 15 s after
    // a first start); a closed connection, a worker that ends, gives it back at once.
    if (dataDir && !isCluster(dataDir)) await (await connect()).close();
    const client = await connect();
    // drizzle's pglite session only calls query() and transaction(), which both connections have.
    const db = drizzlePglite(client as PGlite, { schema, casing: 'snake_case' });
    const changes = await pgliteChangeFeed((channel, onChange) => client.listen(channel, onChange));
    return {
      db,
      kind: 'pglite',
      driver: { pglite: client },
      changes,
      migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: async () => {
        await changes.close();
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Both PGlite connections can LISTEN; the worker's tells the API's thread (pglite/worker-client.ts). */
interface Listening {
  listen(channel: string, onChange: (payload: string) => void): Promise<unknown>;
}

/** PostgreSQL's own mark of an initialised data directory. */
function isCluster(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

async function openInProcess(dataDir: string | null, template?: string): Promise<PGlite> {
  // On disk, a commit is answered once it is on the disk (pglite-durable.ts, decision 032).
  const durability = dataDir ? durablePgliteOptions(dataDir) : {};
  return PGlite.create(dataDir ?? undefined, { extensions: { pg_trgm }, ...durability, ...templateOption(template) });
}

/** Migrations get a connection of their own without statement timeouts: building an index may rightly take long. */
async function migratePostgres(url: string, options: PoolOptions) {
  const pool = createPgPool(url, { ...options, poolSize: 1, timeouts: false });
  try {
    await migratePg(drizzlePg(pool, { casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await pool.end();
  }
}
