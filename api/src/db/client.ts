import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { lockDataDir } from './pglite-lock.ts';
import { MIGRATIONS_DIR } from '../lib/paths.ts';


/** Both drivers give the same query builder; code only ever sees this type. */
export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A connection or an open transaction: services that may run inside a caller's transaction take this. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `url` is a PostgreSQL URL, a directory for an embedded PGlite (locked against a second process),
 * or 'memory://' for an in-memory PGlite (tests).
 */
export async function openDatabase(url: string, options: { poolSize?: number } = {}): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    pool.on('error', (error) => console.error('[db] idle client error:', error.message));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  const inMemory = url === 'memory://';
  const unlock = inMemory ? () => {} : lockDataDir(url);
  try {
    const client = await PGlite.create(inMemory ? undefined : url, { extensions: { pg_trgm } });
    const db = drizzlePglite(client, { schema, casing: 'snake_case' });
    return {
      db,
      kind: 'pglite',
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
