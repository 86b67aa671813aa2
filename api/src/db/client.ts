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
import { createPgPool, type PoolOptions } from './pg-pool.ts';
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
  driver: { pglite: PGlite } | { pool: pg.Pool };
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `url` is a PostgreSQL URL, a directory for an embedded PGlite (locked against a second process),
 * or 'memory://' for an in-memory PGlite (tests).
 */
export async function openDatabase(url: string, options: PoolOptions = {}): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = createPgPool(url, options);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      driver: { pool },
      migrate: () => migratePostgres(url, options),
      close: () => pool.end(),
    };
  }
  const inMemory = url === 'memory://';
  const unlock = inMemory ? () => {} : lockDataDir(url);
  try {
    // On disk, a commit is answered once it is on the disk (pglite-durable.ts, decision 032).
    const durability = inMemory ? {} : durablePgliteOptions(url);
    const client = await PGlite.create(inMemory ? undefined : url, { extensions: { pg_trgm }, ...durability });
    const db = drizzlePglite(client, { schema, casing: 'snake_case' });
    return {
      db,
      kind: 'pglite',
      driver: { pglite: client },
      migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
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
