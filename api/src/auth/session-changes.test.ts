import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateSubscription } from '../../test/fixtures.ts';
import { createTestApp, createTwoServers, statusOf, type TestApp } from '../../test/test-app.ts';
import { keptAndRead } from '../../test/kept-counts.ts';
import type { Database } from '../db/client.ts';
import { subscriptions } from '../modules/subscriptions/subscriptions.table.ts';

/**
 * The session cache (decision 075) never answers for a session what the database no longer says: every
 * change is seen by the very next request, on this server at once and on another within moments.
 */
const DAY = 86_400_000;

const lookups = () => keptAndRead('session_lookups_total');

describe('the session cache on one server', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['signUp']>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp('admin');
  });
  afterAll(() => t.close());

  const currentUser = (token: string) => t.api(token).auth.currentUser();
  const catalogue = (token: string) => t.api(token).products.paginate({ page: 1, per_page: 5 });
  /** Two requests: the first reads the session (or has), the second is answered from what was kept. */
  const warm = async (token: string) => {
    await statusOf(currentUser(token));
    await statusOf(currentUser(token));
  };

  it('reads a session once while nothing changes', async () => {
    const client = await t.signUp('client');
    const before = await lookups();
    for (let n = 0; n < 5; n += 1) expect(await statusOf(currentUser(client.token))).toBe(200);
    const after = await lookups();
    expect(after.read - before.read).toBe(1);
    expect(after.kept - before.kept).toBe(4);
  });

  it('sees a logout, a new password, a role change and a deactivation on the very next request', async () => {
    const client = await t.signUp('client');
    await warm(client.token);
    await t.api(client.token).auth.logout();
    expect(await statusOf(currentUser(client.token))).toBe(401);

    const other = await t.signUp('client');
    const second = (await t.api().auth.login({ email: other.email, password: other.password })).access_token;
    await warm(second);
    await t
      .api(other.token)
      .users.update(other.user.id, { password: 'nova-senha-999', current_password: other.password });
    expect(await statusOf(currentUser(second))).toBe(401);
    expect(await statusOf(currentUser(other.token))).toBe(200);

    await warm(other.token);
    await t.api(admin.token).users.update(other.user.id, { role: 'supplier', name: 'Promovida' });
    expect((await currentUser(other.token)).current_user).toMatchObject({
      role: 'supplier',
      name: 'Promovida',
    });

    await warm(other.token);
    await t.api(admin.token).users.remove(other.user.id);
    expect(await statusOf(currentUser(other.token))).toBe(401);
  });

  it('refuses every request after a logout, even with reads of the session in flight while it ran', async () => {
    for (let round = 0; round < 5; round += 1) {
      const client = await t.signUp('client');
      await warm(client.token);
      // Reads that began before the logout may answer either way; none may leave the session kept.
      const inFlight = Array.from({ length: 20 }, () => statusOf(currentUser(client.token)));
      await t.api(client.token).auth.logout();
      const during = await Promise.all(inFlight);
      expect(during.every((status) => status === 200 || status === 401)).toBe(true);
      const after = await Promise.all(Array.from({ length: 10 }, () => statusOf(currentUser(client.token))));
      expect(after).toEqual(Array(10).fill(401));
    }
  });

  it('opens and closes the gated catalogue the moment a subscription starts or its period ends', async () => {
    const client = await t.signUp('client');
    expect(await statusOf(catalogue(client.token))).toBe(402);
    expect(await statusOf(catalogue(client.token))).toBe(402);
    await activateSubscription(t.db, client.user, t.clock.now);
    expect(await statusOf(catalogue(client.token))).toBe(200);

    // A period that ends 30 s from now: kept until then, refused from then on.
    await t.db.update(subscriptions).set({ current_period_end: new Date(t.clock.now.getTime() + 30_000) });
    expect(await statusOf(catalogue(client.token))).toBe(200);
    expect(await statusOf(catalogue(client.token))).toBe(200);
    t.clock.now = new Date(t.clock.now.getTime() + 31_000);
    try {
      expect(await statusOf(catalogue(client.token))).toBe(402);
    } finally {
      t.clock.now = new Date();
    }
  });

  it("ends a supplier's trial at its hour, and at once when the admin shortens it", async () => {
    const now = t.clock.now.getTime();
    // Trials last 7 days: this one ends in 30 s, the other in two days.
    const ending = await t.signUp('supplier', { created_at: new Date(now - 7 * DAY + 30_000) });
    const trialing = await t.signUp('supplier', { created_at: new Date(now - 5 * DAY) });
    for (const supplier of [ending, trialing]) {
      expect(await statusOf(catalogue(supplier.token))).toBe(200);
      expect(await statusOf(catalogue(supplier.token))).toBe(200);
    }
    t.clock.now = new Date(now + 31_000);
    try {
      expect(await statusOf(catalogue(ending.token))).toBe(402);
      const trialDays = (await t.api(admin.token).config.list()).data.find((v) => v.code === 'trial_days')!;
      await t.api(admin.token).config.update(trialDays.id!, 4);
      expect(await statusOf(catalogue(trialing.token))).toBe(402);
      await t.api(admin.token).config.update(trialDays.id!, 7);
      expect(await statusOf(catalogue(trialing.token))).toBe(200);
    } finally {
      t.clock.now = new Date();
    }
  });
});

/**
 * Two servers on one PostgreSQL, each with its own cache: what one changes, the other sees within
 * moments, whoever writes it (the API, a job, an operator's SQL). PGlite is one process.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const twoServers = serverUrl
  ? 'the session cache on two servers of one PostgreSQL'
  : 'the session cache on two servers: skipped, TEST_DATABASE_URL is unset (PGlite allows one process)';

describe.skipIf(!serverUrl)(twoServers, () => {
  let servers: Awaited<ReturnType<typeof createTwoServers>>;
  let a: TestApp;
  let b: TestApp;
  let aDatabase: Database;
  let bDatabase: Database;
  let url: string;
  let admin: Awaited<ReturnType<TestApp['signUp']>>;

  beforeAll(async () => {
    servers = await createTwoServers();
    ({ a, b, url } = servers);
    ({ a: aDatabase, b: bDatabase } = servers.databases);
    admin = await a.signUp('admin');
  }, 60_000);

  afterAll(() => servers?.close());

  const onB = (token: string) => statusOf(b.api(token).auth.currentUser());
  /** Another server hears a change within moments, not at once: it is told over its own connection. */
  const soon = { timeout: 5000, interval: 20 };

  async function keptOnB() {
    const client = await a.signUp('client');
    expect(await onB(client.token)).toBe(200);
    expect(await onB(client.token)).toBe(200);
    return client;
  }

  it('sees a logout and a deactivation made on the other server', async () => {
    const leaving = await keptOnB();
    await a.api(leaving.token).auth.logout();
    await expect.poll(() => onB(leaving.token), soon).toBe(401);

    const deactivated = await keptOnB();
    await a.api(admin.token).users.remove(deactivated.user.id);
    await expect.poll(() => onB(deactivated.token), soon).toBe(401);
  });

  it("sees a change written by neither server (an operator's SQL)", async () => {
    const client = await keptOnB();
    const operator = new pg.Client({ connectionString: url });
    await operator.connect();
    try {
      await operator.query(`UPDATE users SET name = 'Renomeada' WHERE id = $1`, [client.user.id]);
      await expect
        .poll(async () => (await b.api(client.token).auth.currentUser()).current_user.name, soon)
        .toBe('Renomeada');
      await operator.query('DELETE FROM sessions WHERE user_id = $1', [client.user.id]);
      await expect.poll(() => onB(client.token), soon).toBe(401);
    } finally {
      await operator.end();
    }
  });

  it('listens again after losing its connection, and hears changes from then on', async () => {
    const operator = new pg.Client({ connectionString: url });
    await operator.connect();
    try {
      await operator.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE application_name = 'ponte-session-changes' AND datname = current_database()`,
      );
      await expect.poll(() => bDatabase.changes.live, soon).toBe(false);
      await expect.poll(() => aDatabase.changes.live && bDatabase.changes.live, soon).toBe(true);
      const client = await keptOnB();
      await a.api(client.token).auth.logout();
      await expect.poll(() => onB(client.token), soon).toBe(401);
    } finally {
      await operator.end();
    }
  });
});
