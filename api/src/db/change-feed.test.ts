import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../../test/test-app.ts';
import { sessions } from '../auth/auth.table.ts';
import { users } from '../modules/users/users.table.ts';
import { subscriberPlans, subscriptions } from '../modules/subscriptions/subscriptions.table.ts';
import pg from 'pg';
import { AUTH_CHANNEL, pgChangeFeed, type ChangeFeed } from './change-feed.ts';
import type { Database } from './client.ts';
import { createPgPool } from './pg-pool.ts';

/** How long a notification or the feed's first probe may take to arrive. */
const soon = { timeout: 10_000, interval: 20 };

/** What the triggers of migration 0008 tell, and when (decision 075), on the engine of this run. */
describe('the database tells who changed', () => {
  let database: Database;
  let drop = async () => {};
  const heard: string[] = [];

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    await database.migrate();
    database.changes.subscribe(AUTH_CHANNEL, { change: (payload) => heard.push(payload), live: () => {} });
    // PostgreSQL's feed is live once its first probe came back.
    await vi.waitUntil(() => database.changes.live, soon);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  let counter = 0;
  async function newUser() {
    counter += 1;
    const [user] = await database.db
      .insert(users)
      .values({
        name: 'Ana',
        last_name: 'Muda',
        role: 'client',
        email: `ana${counter}@muda.com.br`,
        password_hash: 'x',
      })
      .returning();
    return { id: user!.id, told: String(user!.id) };
  }

  /** Runs `write` and answers what was heard by the time it returned: a change must be heard by then. */
  async function heardBy(write: () => Promise<unknown>) {
    heard.length = 0;
    await write();
    return [...heard];
  }

  it("tells a user's change, session and subscription before the write returns", async () => {
    const { db } = database;
    const renamed = await newUser();
    expect(
      await heardBy(() => db.update(users).set({ name: 'Ana Maria' }).where(eq(users.id, renamed.id))),
    ).toContain(renamed.told);

    const signedIn = await newUser();
    const session = { user_id: signedIn.id, token_hash: 'h1', expires_at: new Date(Date.now() + 60_000) };
    expect(await heardBy(() => db.insert(sessions).values(session))).not.toContain(signedIn.told);
    expect(await heardBy(() => db.delete(sessions).where(eq(sessions.user_id, signedIn.id)))).toContain(
      signedIn.told,
    );

    const subscriber = await newUser();
    const [plan] = await db
      .insert(subscriberPlans)
      .values({ name: 'Plano', role: 'client', price_cents: 100 })
      .returning();
    const subscription = {
      user_id: subscriber.id,
      plan_id: plan!.id,
      status: 'pending' as const,
      price_cents: 100,
    };
    expect(await heardBy(() => db.insert(subscriptions).values(subscription))).toContain(subscriber.told);

    // Inside a transaction: told with its COMMIT, and not at all when it rolls back.
    const committed = await newUser();
    const told = await heardBy(() =>
      db.transaction(async (tx) => {
        await tx.update(users).set({ name: 'Ana Clara' }).where(eq(users.id, committed.id));
        expect(heard).not.toContain(committed.told);
      }),
    );
    expect(told).toContain(committed.told);
    const unchanged = await newUser();
    const rolledBack = await heardBy(() =>
      db
        .transaction(async (tx) => {
          await tx.update(users).set({ name: 'Nunca' }).where(eq(users.id, unchanged.id));
          throw new Error('desfeito');
        })
        .catch(() => {}),
    );
    expect(rolledBack).not.toContain(unchanged.told);
  });

  it('tells everyone for a configuration change and for a bulk write', async () => {
    const { db } = database;
    expect(await heardBy(() => db.execute(`UPDATE system_config_param_values SET value = value`))).toContain(
      '*',
    );
    const many = Array.from({ length: 60 }, (_, n) => ({
      name: `Em massa ${n}`,
      last_name: 'Lote',
      role: 'client' as const,
      email: `lote${n}@muda.com.br`,
      password_hash: 'x',
    }));
    await db.insert(users).values(many);
    const told = await heardBy(() =>
      db.update(users).set({ last_name: 'Lote 2' }).where(eq(users.last_name, 'Lote')),
    );
    expect(told).toContain('*');
    expect(told.filter((payload) => payload !== '*')).toEqual([]);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!serverUrl)('the PostgreSQL feed tells each change once', () => {
  let database: Database;
  let url: string;
  let drop = async () => {};
  let other: pg.Client;
  const heard: string[] = [];
  beforeAll(async () => {
    ({ database, url, drop } = await freshDatabase());
    database.changes.subscribe(AUTH_CHANNEL, { change: (payload) => heard.push(payload), live: () => {} });
    await vi.waitUntil(() => database.changes.live, soon);
    other = new pg.Client({ connectionString: url });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await database.close();
    await drop();
  });

  /**
   * Once another process's later notification is heard, everything before it has been heard too: the
   * listening connection is told in commit order.
   */
  async function settled(name: string) {
    await other.query('SELECT pg_notify($1, $2)', [AUTH_CHANNEL, name]);
    await expect.poll(() => heard.includes(name), soon).toBe(true);
  }

  it("this process's own change, by the connection that made it, before the write returns", async () => {
    heard.length = 0;
    await database.db.execute(`SELECT pg_notify('${AUTH_CHANNEL}', 'own 1')`);
    expect(heard).toEqual(['own 1']);
    await settled('after own 1');
    expect(heard).toEqual(['own 1', 'after own 1']);
  });

  it("another process's change, by the listening connection", async () => {
    heard.length = 0;
    await other.query('SELECT pg_notify($1, $2)', [AUTH_CHANNEL, 'theirs 1']);
    await expect.poll(() => heard.includes('theirs 1'), soon).toBe(true);
    await settled('after theirs 1');
    expect(heard).toEqual(['theirs 1', 'after theirs 1']);
  });

  it('many writes at once through the whole pool: each told once', async () => {
    heard.length = 0;
    const payloads = Array.from({ length: 40 }, (_, n) => `many ${n}`);
    await Promise.all(
      payloads.map((p) => database.db.execute(`SELECT pg_notify('${AUTH_CHANNEL}', '${p}')`)),
    );
    expect([...heard].sort()).toEqual([...payloads].sort());
    await settled('after many');
    expect(heard.filter((p) => p !== 'after many').sort()).toEqual([...payloads].sort());
  });
});

/**
 * Whether the feed went live in 6 s: longer than a probe may take (5 s once its NOTIFY ran). It subscribes
 * first, which opens the listening connection.
 */
async function wentLiveWithin6s(feed: ChangeFeed) {
  const states: boolean[] = [];
  feed.subscribe(AUTH_CHANNEL, { change: () => {}, live: (on) => states.push(on) });
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  return states.includes(true) || feed.live;
}

describe.skipIf(!serverUrl)(
  'the PostgreSQL feed is live only while its own listening connection hears',
  () => {
    it('never goes live when notifications do not arrive (a pooler that drops them), so nothing is kept', async () => {
      const { database, url, drop } = await freshDatabase();
      const feed = pgChangeFeed(url, async () => {});
      try {
        expect(await wentLiveWithin6s(feed)).toBe(false);
      } finally {
        await feed.close();
        await database.close();
        await drop();
      }
    }, 20_000);

    it("stays off when only the pool's connections hear (the listener sits on another database)", async () => {
      const pooled = await freshDatabase();
      const elsewhere = await freshDatabase();
      // The pool of `pooled`'s database, listening through this feed; the feed's own connection elsewhere.
      const pool = createPgPool(pooled.url, { onConnect: (client) => feed.listenOn(client) });
      const feed = pgChangeFeed(elsewhere.url, (payload) =>
        pool.query('SELECT pg_notify($1, $2)', [AUTH_CHANNEL, payload]),
      );
      try {
        expect(await wentLiveWithin6s(feed)).toBe(false);
      } finally {
        await feed.close();
        await pool.end();
        for (const { database, drop } of [pooled, elsewhere]) {
          await database.close();
          await drop();
        }
      }
    }, 20_000);
  },
);
