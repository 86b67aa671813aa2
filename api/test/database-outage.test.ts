import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { isDatabaseUnavailable } from '../src/db/database-errors.ts';
import { CLIENT_GRACE_MS } from '../src/db/pg-pool.ts';
import { MESSAGES } from '../src/lib/errors.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';
import { createTestApp, freshDatabase, type TestApp } from './test-app.ts';

/**
 * The real app on a real PostgreSQL reached through a proxy the test cuts (decision 031): while the
 * database is down or hangs, callers get a prompt 503 with Retry-After, liveness still answers and
 * readiness says no; once it is back, the same pool serves again.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

const TIMEOUTS = { connectTimeoutMs: 1000, queryTimeoutMs: 1000 };
const POOL_SIZE = 4;
/** The longest a request may wait: a connection, then one query the client gives up on, plus a loaded machine's slack. */
const BOUND_MS = TIMEOUTS.connectTimeoutMs + TIMEOUTS.queryTimeoutMs + CLIENT_GRACE_MS + 2000;
/** Answers that never touch the database come at once, whatever it does. */
const FAST_MS = 1000;

describe.skipIf(!serverUrl)(
  'database outage (needs TEST_DATABASE_URL: a PostgreSQL server to cut off)',
  () => {
    let t: TestApp;
    let proxy: TcpProxy;
    let token: string;
    let adminId: number;
    let databaseName: string;
    /**
     * A signed-in call that reads the database every time: the admin's own record. (The current user
     * would not do: while the change feed is live, it is answered from memory, decision 077.)
     */
    const signedInPath = () => `/api/v1/users/${adminId}`;
    let pool: pg.Pool;

    beforeAll(async () => {
      const target = new URL(serverUrl!);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      t = await createTestApp({
        open: async () => {
          const fresh = await freshDatabase();
          await fresh.database.close();
          const proxied = new URL(fresh.url);
          proxied.hostname = '127.0.0.1';
          proxied.port = String(proxy.port);
          databaseName = proxied.pathname.slice(1);
          const database = await openDatabase(proxied.toString(), { ...TIMEOUTS, poolSize: POOL_SIZE });
          if (!('pool' in database.driver)) throw new Error('expected a PostgreSQL pool');
          pool = database.driver.pool;
          return { ...fresh, database };
        },
      });
      const admin = await t.signUp('admin');
      ({ token } = admin);
      adminId = admin.user.id;
    });

    afterAll(async () => {
      await proxy?.resume();
      await t?.close();
      await proxy?.close();
    });

    const timed = async (path: string, auth?: string) => {
      const started = performance.now();
      const res = await t.call('GET', path, { token: auth });
      return { ...res, ms: performance.now() - started };
    };

    function expectUnavailable(res: Awaited<ReturnType<typeof timed>>, label: string) {
      expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(503);
      expect(res.body, label).toEqual({ error: expect.any(String) });
      expect(Number(res.headers.get('retry-after')), label).toBeGreaterThan(0);
      expect(res.ms, `${label} answered in ${Math.round(res.ms)} ms`).toBeLessThan(BOUND_MS);
    }

    async function expectServing(label: string) {
      for (const path of ['/api/health', '/api/ready'])
        expect((await timed(path)).status, `${label}: ${path}`).toBe(200);
      const me = await timed(signedInPath(), token);
      expect(me.status, `${label}: ${JSON.stringify(me.body)}`).toBe(200);
    }

    it('serves before any outage', async () => {
      await expectServing('before');
    });

    it('answers 503 + Retry-After while the database refuses connections, and serves again once it is back', async () => {
      await proxy.stop();

      const signedIn = await timed(signedInPath(), token);
      expectUnavailable(signedIn, 'signed-in call');
      expect(signedIn.body.error).toBe(MESSAGES.databaseUnavailable);
      expectUnavailable(await timed('/api/ready'), 'readiness');
      const health = await timed('/api/health');
      expect(health.status).toBe(200);
      expect(health.ms).toBeLessThan(FAST_MS);

      await proxy.resume();
      await expectServing('after the database came back');
    });

    it('answers 503 within the timeouts while the database hangs, liveness meanwhile, and recovers', async () => {
      // Every connection of the pool open and idle: the calls below get one that then hangs.
      await Promise.all(Array.from({ length: POOL_SIZE }, () => t.db.execute(sql`SELECT pg_sleep(0.05)`)));
      proxy.stall();

      let signedInSettled = false;
      const signedIn = timed(signedInPath(), token).finally(() => (signedInSettled = true));
      const ready = timed('/api/ready');
      // A transaction cut after BEGIN: its connection must not go back to the pool still inside it.
      const transaction = t.db
        .transaction(async (tx) => tx.execute(sql`SELECT 1`))
        .then(
          () => 'committed',
          (error: unknown) => (isDatabaseUnavailable(error) ? 'unavailable' : error),
        );
      const health = await timed('/api/health');
      expect(health.status).toBe(200);
      expect(health.ms).toBeLessThan(FAST_MS);
      expect(signedInSettled, 'liveness answered while the database call still waited').toBe(false);

      expectUnavailable(await signedIn, 'signed-in call');
      expectUnavailable(await ready, 'readiness');
      expect(await transaction).toBe('unavailable');

      await proxy.resume();
      await expectServing('after the network came back');
      // Sooner than the pool's idle timeout (10 s) would close such a connection anyway.
      await expect.poll(() => connectionsInTransaction(), { timeout: 5000, interval: 100 }).toBe(0);
      // Nothing is left checked out: a failed BEGIN must not keep its connection (drizzle-orm#6241).
      expect({ open: pool.totalCount, inUse: pool.totalCount - pool.idleCount }).toMatchObject({ inUse: 0 });
    });

    /** Server connections of the test's database left inside a transaction, seen directly (not through the proxy). */
    async function connectionsInTransaction(): Promise<number> {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        const result = await client.query<{ n: string }>(
          `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND state LIKE 'idle in transaction%'`,
          [databaseName],
        );
        return Number(result.rows[0]!.n);
      } finally {
        await client.end();
      }
    }
  },
);
