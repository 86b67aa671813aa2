import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../src/app.ts';
import { hashPassword } from '../src/auth/password.ts';
import type { Database } from '../src/db/client.ts';
import { blingSyncRuns } from '../src/modules/bling/bling.table.ts';
import { products } from '../src/modules/products/products.table.ts';
import { users } from '../src/modules/users/users.table.ts';
import { configureBlingApp, connectThroughBling, TEST_APP_KEY, waitFor } from './fake-bling/app-setup.ts';
import { startFakeBling, type FakeBling } from './fake-bling/index.ts';
import { API_DIR, startPonte, type PonteInstance } from './processes.ts';
import { cookiesFrom, freshDatabase, xsrfHeaders } from './test-app.ts';

/**
 * Two real Ponte processes on one PostgreSQL database, as behind a load balancer (decision 032): whatever
 * one instance does, the other sees, and what must happen once happens once. PGlite allows one process per
 * data directory, so this needs the PostgreSQL server of TEST_DATABASE_URL (CI sets it).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'senha-segura-123';
const CATALOGUE = 240;

let database: Database;
let drop = async () => {};
let bling: FakeBling | undefined;
let dataDir: string;
const instances: PonteInstance[] = [];
let a: PonteInstance;
let b: PonteInstance;

const title = serverUrl
  ? 'two instances on one PostgreSQL'
  : 'two instances on one PostgreSQL: skipped, TEST_DATABASE_URL is unset (PGlite allows one process)';

describe.skipIf(!serverUrl)(title, () => {
  beforeAll(async () => {
    const fresh = await freshDatabase();
    ({ database, drop } = fresh);
    bling = await startFakeBling({ products: CATALOGUE, rateLimit: 100_000 });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponte-two-'));
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: fresh.url,
      APP_KEY: TEST_APP_KEY,
      // The fake Bling knows the callback of http://localhost:3000; links only, both listen elsewhere.
      APP_URL: 'http://localhost:3000',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      BLING_REQUESTS_PER_SECOND: '1000',
      ...bling.env,
    };
    // Both at once on an empty database: one migrates while the other waits (db/startup-lock.ts).
    const started = await Promise.allSettled([startPonte(env), startPonte(env)]);
    for (const s of started) if (s.status === 'fulfilled') instances.push(s.value);
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    [a, b] = instances as [PonteInstance, PonteInstance];
  }, 90_000);

  afterAll(async () => {
    await Promise.allSettled(instances.map((instance) => instance.process.stop()));
    await bling?.close();
    await database?.close();
    await drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  let counter = 0;
  async function insertUser(role: 'client' | 'supplier') {
    counter += 1;
    const email = `${role}${counter}@duas-instancias.com.br`;
    const [user] = await database.db
      .insert(users)
      .values({
        name: `Pessoa ${counter}`,
        last_name: 'Teste',
        role,
        email,
        password_hash: await hashPassword(PASSWORD),
      })
      .returning();
    return { user: user!, email };
  }
  const currentUser = (on: PonteInstance, auth: { token?: string; cookie?: string }) =>
    on.call('GET', '/api/v1/users/current-user', auth);

  it('started together on an empty database, each migration was applied once', async () => {
    const applied = await database.db.execute<{ n: number; distinct: number }>(
      sql`SELECT count(*)::int AS n, count(DISTINCT hash)::int AS distinct FROM drizzle.__drizzle_migrations`,
    );
    const files = fs.readdirSync(path.join(API_DIR, 'drizzle')).filter((f) => f.endsWith('.sql'));
    expect(applied.rows[0]).toEqual({ n: files.length, distinct: files.length });
  });

  /** How long another instance may take to hear a change: PostgreSQL delivers it in milliseconds. */
  const soon = { timeout: 5000, interval: 20 };

  it('a session made on A works on B, and a logout on either ends it on both', async () => {
    const { user, email } = await insertUser('client');
    const bearer = await a.call('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    expect(bearer.status).toBe(200);
    const token = bearer.body.access_token as string;
    expect((await currentUser(b, { token })).body.current_user).toMatchObject({ id: user.id, email });
    expect((await a.call('POST', '/api/auth/logout', { token })).status).toBe(200);
    // B kept the session it read (decision 075) and forgets it when PostgreSQL tells it, within moments.
    await expect.poll(async () => (await currentUser(b, { token })).status, soon).toBe(401);

    // A browser's cookie session: its XSRF token, made on A under the shared APP_KEY, is good on B.
    const login = await a.call('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    const { cookie, xsrf } = cookiesFrom(login.headers);
    expect((await currentUser(b, { cookie })).status).toBe(200);
    expect((await b.call('POST', '/api/auth/logout', { cookie, headers: xsrfHeaders(xsrf) })).status).toBe(
      200,
    );
    await expect.poll(async () => (await currentUser(a, { cookie })).status, soon).toBe(401);
  });

  it('the rate limit counts the hits of both instances against one limit', async () => {
    const { limit } = DEFAULT_RATE_LIMITS.password;
    // One client behind the proxy (TRUST_PROXY): its address, not the proxy's, is the key.
    const ask = (on: PonteInstance, n: number) =>
      on.call('POST', '/api/password/email', {
        body: { email: `ninguem${n}@duas-instancias.com.br` },
        headers: { 'X-Forwarded-For': '203.0.113.10' },
      });
    for (let n = 0; n < limit; n++) expect((await ask(n % 2 ? b : a, n)).status).toBe(200);
    for (const on of [a, b]) {
      const refused = await ask(on, limit);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.body.error).toEqual(expect.any(String));
    }
  });

  it('a password reset asked on A sends exactly one e-mail, whichever instance sends it', async () => {
    const { email } = await insertUser('client');
    const asked = await a.call('POST', '/api/password/email', {
      body: { email },
      headers: { 'X-Forwarded-For': '203.0.113.20' },
    });
    expect(asked.status).toBe(200);
    const outbox = path.join(dataDir, 'outbox');
    const mailsTo = () =>
      (fs.existsSync(outbox) ? fs.readdirSync(outbox) : [])
        .filter((f) => f.endsWith('.eml'))
        .filter((f) => fs.readFileSync(path.join(outbox, f), 'utf8').includes(`To: ${email}`));
    await waitFor(async () => mailsTo().length > 0, 30_000, 'the reset e-mail');
    await jobsSettled();
    expect(mailsTo()).toHaveLength(1);
  });

  it('a sync asked on both at once is one run, executed by one worker: no duplicate products', async () => {
    const { user: supplier, email } = await insertUser('supplier');
    await configureBlingApp(database.db);
    const token = (await a.call('POST', '/api/auth/login', { body: { email, password: PASSWORD } })).body
      .access_token as string;
    const runsOf = () =>
      database.db.select().from(blingSyncRuns).where(eq(blingSyncRuns.supplier_id, supplier.id));
    const settled = async () =>
      waitFor(
        async () => {
          const runs = await runsOf();
          return (
            runs.length > 0 &&
            runs.every((run) => run.status === 'completed' || run.status === 'failed') &&
            runs
          );
        },
        45_000,
        'the sync runs to finish',
      );
    const catalogue = () => bling!.controls.catalogue().filter((p) => p.formato === 'S' && !p.excluido);
    const stored = async () => {
      const [row] = await database.db
        .select({ n: sql<number>`count(*)::int`, distinct: sql<number>`count(DISTINCT external_id)::int` })
        .from(products)
        .where(eq(products.supplier_id, supplier.id));
      return row!;
    };

    // Connecting on A queues the first full run; both workers look for work, one takes it.
    await connectThroughBling(a, token);
    const [first] = await settled();
    const active = catalogue().filter((p) => p.situacao === 'A');
    expect(first).toMatchObject({
      status: 'completed',
      products_seen: CATALOGUE,
      products_created: active.length,
    });
    expect(bling!.stats.byRoute['GET /produtos/{id}']).toBe(active.length);
    expect(await stored()).toEqual({ n: active.length, distinct: active.length });

    // Both instances asked at the same moment: one run (the other answer is that same run), read once.
    const changed = bling!.controls.changeProducts(12);
    bling!.resetStats();
    const answers = await Promise.all(
      [a, b].map((on) => on.call('POST', '/api/v1/products/sync_bling', { token })),
    );
    expect(answers.map((r) => r.status)).toEqual([202, 202]);
    expect(answers[0]!.body.run.id).toBe(answers[1]!.body.run.id);
    expect(new Set(answers.map((r) => r.body.message)).size).toBe(2);
    const runs = await settled();
    expect(runs).toHaveLength(2);
    expect(runs.find((run) => run.id === answers[0]!.body.run.id)).toMatchObject({
      status: 'completed',
      products_updated: changed.length,
    });
    expect(bling!.stats.byRoute['GET /produtos/{id}']).toBe(changed.length);
    expect(await stored()).toEqual({ n: active.length, distinct: active.length });
  });
});

/**
 * When e-mail goes through the job queue (pg-boss), waits until no e-mail job is waiting or running, so a
 * second execution would have happened by now; when it is sent in the request, the e-mail is already there.
 */
async function jobsSettled() {
  const queue = await database.db.execute<{ exists: boolean }>(
    sql`SELECT to_regclass('pgboss.job') IS NOT NULL AS exists`,
  );
  if (!queue.rows[0]?.exists) return;
  await waitFor(
    async () => {
      const open = await database.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'send-email' AND state IN ('created', 'retry', 'active')`,
      );
      return open.rows[0]!.n === 0;
    },
    30_000,
    'the e-mail jobs to settle',
  );
}
