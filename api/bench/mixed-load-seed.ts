import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { hashPassword } from '../src/auth/password.ts';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { subscriberPlans, subscriptions } from '../src/modules/subscriptions/subscriptions.table.ts';
import { users } from '../src/modules/users/users.table.ts';
import type { HostData } from './host-process.ts';
import { BENCH_PASSWORD, seedProducts } from './seed-products.ts';

export interface LoadAccounts {
  clients: string[];
  suppliers: string[];
  password: string;
  /** Active products in stock, of the subscribed suppliers: what the users open, mark, price and ship. */
  productIds: number[];
  searches: string[];
}

const DAY = 86_400_000;
/** Fragments of seed-products.ts's word lists, from common ("cafet", 1 in 37) to narrower ones. */
const SEARCHES = [
  'cafet',
  'panela',
  'inox',
  'caneca bambu',
  'toalha',
  'térmica',
  'mochila couro',
  'vaso cerâmica',
];

/**
 * On a database the host has already migrated and seeded with the demo: `rows` products and the bench users
 * (seed-products.ts), plus `clients` more subscribed clients (each user of the load has an account of
 * their own, as 20 or 100 real people would). Runs in this process, with the host stopped (PGlite allows
 * one process per directory).
 */
export async function seedLoadData(data: HostData, rows: number, clients: number): Promise<LoadAccounts> {
  const database = await openSeedDatabase(data);
  try {
    const { db } = database;
    const seeded = await seedProducts(db, rows, 'vacuum');
    const [plan] = await db
      .select({ id: subscriberPlans.id, price_cents: subscriberPlans.price_cents })
      .from(subscriberPlans)
      .where(and(eq(subscriberPlans.role, 'client'), eq(subscriberPlans.name, 'Plano cliente (benchmark)')));
    const password_hash = await hashPassword(BENCH_PASSWORD);
    const extra = await db
      .insert(users)
      .values(
        Array.from({ length: clients - 1 }, (_, i) => ({
          name: `Cliente ${i + 2}`,
          last_name: 'Carga',
          email: `cliente${i + 2}@carga.ponte.local`,
          role: 'client' as const,
          password_hash,
        })),
      )
      .returning();
    const now = new Date();
    if (extra.length) {
      await db.insert(subscriptions).values(
        extra.map((user) => ({
          user_id: user.id,
          plan_id: plan!.id,
          status: 'active' as const,
          price_cents: plan!.price_cents,
          current_period_start: now,
          current_period_end: new Date(now.getTime() + 30 * DAY),
          approved_at: now,
        })),
      );
    }
    const { rows: sample } = await db.execute<{ id: number }>(sql`
      SELECT id FROM products
      WHERE status = 'active' AND stock - reserved > 20 AND supplier_id IN (${sql.join(
        seeded.supplierIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      ORDER BY random() LIMIT 5000`);
    const supplierEmails = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.role, 'supplier'));
    return {
      clients: [seeded.client.email, ...extra.map((u) => u.email)],
      suppliers: supplierEmails.map((s) => s.email).filter((e) => e.endsWith('@bench.ponte.local')),
      password: BENCH_PASSWORD,
      productIds: sample.map((r) => Number(r.id)),
      searches: SEARCHES,
    };
  } finally {
    await database.close();
  }
}

/**
 * A plain connection for seeding, not the app's openDatabase: the bench must not depend on how the app runs
 * its engine (in-process or in a worker thread), and seeding needs neither durable commits nor the lock
 * (the host is stopped). The host applied the migrations on its first start.
 */
async function openSeedDatabase(data: HostData): Promise<{ db: Db; close(): Promise<void> }> {
  if (data.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: data.env.DATABASE_URL, max: 2 });
    return {
      db: drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db,
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(path.join(data.env.DATA_DIR!, 'pglite'), { extensions: { pg_trgm } });
  return { db: drizzlePglite(client, { schema, casing: 'snake_case' }), close: () => client.close() };
}
