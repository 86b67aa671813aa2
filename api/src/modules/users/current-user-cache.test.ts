import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateSubscription } from '../../../test/fixtures.ts';
import { keptAndRead, keptOnceQuiet } from '../../../test/kept-counts.ts';
import { createTestApp, createTwoServers, type TestApp } from '../../../test/test-app.ts';
import { AUTH_CHANNEL } from '../../db/change-feed.ts';
import { fakeChangeFeed } from '../../db/fake-change-feed.ts';
import { CurrentUserCache } from './current-user-cache.ts';

/**
 * The current user's answer kept in memory (decision 077) never says what the database no longer says:
 * every write that changes it, and the clock ending a trial or a period, is seen by the very next request
 * on this server, and within moments on another.
 */
const DAY = 86_400_000;

const answerCounts = () => keptAndRead('current_user_answers_total');

describe('the current user kept on one server', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['signUp']>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp('admin');
  });
  afterAll(() => t.close());

  const me = (token: string) => t.api(token).auth.currentUser();

  it('reads the user once while nothing changes, and answers the same JSON from memory', async () => {
    const client = await t.signUp('client');
    await me(client.token);
    const before = await answerCounts();
    const answers = [];
    for (let n = 0; n < 4; n += 1) answers.push(await me(client.token));
    const after = await answerCounts();
    expect(after.kept - before.kept).toBe(4);
    expect(after.read - before.read).toBe(0);
    expect(answers[3]).toEqual(answers[0]);
    expect(answers[0]!.current_user.id).toBe(client.user.id);
    // Each user's own answer: another user's is not theirs.
    const other = await t.signUp('client');
    expect((await me(other.token)).current_user.id).toBe(other.user.id);
  });

  it("shows the user's own change, and an admin's change to them, on the very next request", async () => {
    const client = await t.signUp('client');
    await me(client.token);
    await me(client.token);
    await t.api(client.token).users.update(client.user.id, { name: 'Renomeada' });
    expect((await me(client.token)).current_user.name).toBe('Renomeada');
    expect((await me(client.token)).session.user.name).toBe('Renomeada');

    await t.api(admin.token).users.update(client.user.id, { name: 'Pelo admin' });
    expect((await me(client.token)).current_user.name).toBe('Pelo admin');

    await t.api(admin.token).users.remove(client.user.id);
    await expect(me(client.token)).rejects.toMatchObject({ status: 401 });
  });

  it('follows a subscription request, its plan renamed, its approval and its cancel', async () => {
    const client = await t.signUp('client');
    const { data: plan } = await t.api(admin.token).plans.create({ name: 'Plano Prata', role: 'client', price_cents: 9900 });
    await me(client.token);
    expect((await me(client.token)).current_user.subscription).toMatchObject({ status: 'none', pending: null });

    await t.api(client.token).plans.subscribe(plan.id);
    expect((await me(client.token)).current_user.subscription).toMatchObject({
      status: 'pending',
      pending: { plan_id: plan.id, plan_name: 'Plano Prata' },
    });
    await me(client.token);

    await t.api(admin.token).plans.update(plan.id, { name: 'Plano Ouro' });
    expect((await me(client.token)).current_user.subscription.pending?.plan_name).toBe('Plano Ouro');

    const { subscriptions } = await t.api(admin.token).subscriptions.paginate({
      page: 1,
      per_page: 10,
      filter: { plan_id: plan.id },
    });
    await t.api(admin.token).subscriptions.approve(subscriptions[0]!.id);
    expect((await me(client.token)).current_user.subscription).toMatchObject({
      active: true,
      status: 'active',
      plan_id: plan.id,
      pending: null,
    });

    await t.api(client.token).plans.cancel(client.user.id);
    expect((await me(client.token)).current_user.subscription.status).toBe('cancelled');
  });

  it("ends a supplier's trial, and a paid period, at the hour they end, and follows the trial's length at once", async () => {
    const now = t.clock.now.getTime();
    // Trials last 7 days: this one ends in 30 s.
    const supplier = await t.signUp('supplier', { created_at: new Date(now - 7 * DAY + 30_000) });
    const client = await t.signUp('client');
    await activateSubscription(t.db, client.user, new Date(now - 30 * DAY + 30_000));
    await me(supplier.token);
    await me(client.token);
    expect((await me(supplier.token)).current_user.subscription).toMatchObject({ status: 'trialing', active: true });
    expect((await me(client.token)).current_user.subscription).toMatchObject({ status: 'active', active: true });
    t.clock.now = new Date(now + 31_000);
    try {
      expect((await me(supplier.token)).current_user.subscription).toMatchObject({ status: 'none', active: false });
      expect((await me(client.token)).current_user.subscription).toMatchObject({ status: 'expired', active: false });

      const trialDays = (await t.api(admin.token).config.list()).data.find((v) => v.code === 'trial_days')!;
      await t.api(admin.token).config.update(trialDays.id!, 8);
      expect((await me(supplier.token)).current_user.subscription).toMatchObject({ status: 'trialing', active: true });
    } finally {
      const trialDays = (await t.api(admin.token).config.list()).data.find((v) => v.code === 'trial_days')!;
      await t.api(admin.token).config.update(trialDays.id!, 7);
      t.clock.now = new Date();
    }
  });

  it("does not keep an answer that a change to its user overtook, and keeps one another user's change did", async () => {
    const client = await t.signUp('client');
    const feed = fakeChangeFeed();
    const cache = new CurrentUserCache(feed);
    const read = async (told?: string) => {
      const answer = cache.answer(t.db, client.user.id, t.clock.now);
      // What a write's notification does when it arrives while the statement is in flight.
      if (told) feed.tell(AUTH_CHANNEL, told);
      await answer;
      const before = await answerCounts();
      await cache.answer(t.db, client.user.id, t.clock.now);
      const after = await answerCounts();
      return after.kept - before.kept === 1 ? 'kept' : 'read';
    };
    expect(await read(String(client.user.id))).toBe('read');
    expect(await read('*')).toBe('read');
    feed.tell(AUTH_CHANNEL, '*');
    expect(await read(String(admin.user.id))).toBe('kept');
  });

  it('answers the last write after writes raced with reads of the same user', async () => {
    const client = await t.signUp('client');
    const rename = (name: string) => t.api(client.token).users.update(client.user.id, { name });
    for (let round = 1; round <= 10; round += 1) {
      await rename(`Antes ${round}`);
      // Nothing kept: these reads go to the database, and some of them overlap the write that follows.
      const inFlight = Array.from({ length: 20 }, () => me(client.token));
      await rename(`Depois ${round}`);
      // They may show either name; none may leave the older one kept.
      await Promise.all(inFlight);
      const after = await Promise.all(Array.from({ length: 10 }, () => me(client.token)));
      expect(after.map((answer) => answer.current_user.name)).toEqual(Array(10).fill(`Depois ${round}`));
    }
  });
});

/**
 * Two servers on one PostgreSQL, each keeping its own answers: what is written through one, or by an
 * operator's SQL, the other shows within moments. PGlite is one process.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const twoServers = serverUrl
  ? 'the current user kept on two servers of one PostgreSQL'
  : 'the current user kept on two servers: skipped, TEST_DATABASE_URL is unset (PGlite allows one process)';

describe.skipIf(!serverUrl)(twoServers, () => {
  let servers: Awaited<ReturnType<typeof createTwoServers>>;
  let a: TestApp;
  let b: TestApp;
  let url: string;

  beforeAll(async () => {
    servers = await createTwoServers();
    ({ a, b, url } = servers);
  }, 60_000);

  afterAll(() => servers?.close());

  /** Another server hears a change within moments, not at once: it is told over its own connection. */
  const soon = { timeout: 5000, interval: 20 };

  it("shows on one server a name changed through the other, and an operator's subscription", async () => {
    const client = await a.signUp('client');
    const onB = () => b.api(client.token).auth.currentUser();
    const kept = () => keptOnceQuiet(onB, answerCounts);

    await kept();
    await a.api(client.token).users.update(client.user.id, { name: 'Mudou em A' });
    await expect.poll(async () => (await onB()).current_user.name, soon).toBe('Mudou em A');

    await kept();
    expect((await onB()).current_user.subscription.active).toBe(false);
    const operator = new pg.Client({ connectionString: url });
    await operator.connect();
    try {
      const [plan] = (
        await operator.query<{ id: number }>(
          `INSERT INTO subscriber_plans (name, role, price_cents) VALUES ('Plano SQL', 'client', 100) RETURNING id`,
        )
      ).rows;
      await operator.query(
        `INSERT INTO subscriptions (user_id, plan_id, status, price_cents, current_period_start, current_period_end)
         VALUES ($1, $2, 'active', 100, now(), now() + interval '30 days')`,
        [client.user.id, plan!.id],
      );
      await expect.poll(async () => (await onB()).current_user.subscription.active, soon).toBe(true);
    } finally {
      await operator.end();
    }
  });
});
