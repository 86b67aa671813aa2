import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { subscriberPlans } from '../subscriptions/subscriptions.table.ts';
import { addInterval } from '../subscriptions/subscriptions.service.ts';
import { users } from '../users/users.table.ts';
import { eventsKit, heard, pairs } from './events-test-kit.ts';

/** Registrations and subscriptions through the real routes (decision 057). */
let t: TestApp;
let kit: ReturnType<typeof eventsKit>;
let admin: Awaited<ReturnType<TestApp['signUp']>>;
let otherAdmin: Awaited<ReturnType<TestApp['signUp']>>;
let plan: typeof subscriberPlans.$inferSelect;

beforeAll(async () => {
  t = await createTestApp();
  kit = eventsKit(t);
  admin = await t.signUp('admin');
  otherAdmin = await t.signUp('admin');
  // A deactivated admin cannot sign in to read anything: not told.
  const inactive = await t.signUp('admin');
  await t.db.update(users).set({ active: false }).where(eq(users.id, inactive.user.id));
  plan = (await t.db.insert(subscriberPlans).values({ name: 'Revenda Mensal', role: 'client', price_cents: 4990 }).returning())[0]!;
});
afterAll(() => t.close());

async function step() {
  t.clock.now = new Date(t.clock.now.getTime() + 61_000);
  await kit.since();
}

const registration = (email: string, role: 'supplier' | 'client') => ({
  name: 'Maria',
  last_name: 'Silva',
  email,
  password: 'uma-senha-boa',
  password_confirmation: 'uma-senha-boa',
  role,
  document: '529.982.247-25',
  phone: '(11) 98765-4321',
});

describe('registration', () => {
  it('every active admin hears of a supplier or client who registered, once; a refused registration tells nobody', async () => {
    await step();
    const { user } = await t.api().auth.register(registration('maria@exemplo.com.br', 'supplier'));
    const rows = await kit.fresh();
    expect(heard(rows)).toEqual(pairs([admin.user.id, 'users.registered'], [otherAdmin.user.id, 'users.registered']));
    for (const row of rows) {
      expect(row).toMatchObject({
        key: `users.registered:${user.id}`,
        params: { user_id: user.id, user_name: 'Maria Silva', role: 'supplier' },
      });
    }
    const jobs = await kit.freshJobs();
    expect(jobs.map((job) => job.user_id).sort()).toEqual([admin.user.id, otherAdmin.user.id].sort());
    expect(jobs.every((job) => job.family === 'admin')).toBe(true);

    await step();
    await expect(t.api().auth.register(registration('maria@exemplo.com.br', 'client'))).rejects.toMatchObject({
      status: 422,
    });
    expect(await kit.fresh()).toEqual([]);
    expect(await kit.freshJobs()).toEqual([]);
  });
});

describe('subscriptions', () => {
  it('a request awaiting approval is told to the admins; a second one (409) to nobody', async () => {
    const client = await t.signUp('client', { name: 'Joana', last_name: 'Souza' });
    await step();
    const asked = await t.api(client.token).plans.subscribe(plan.id);
    const rows = await kit.fresh();
    expect(heard(rows)).toEqual(
      pairs([admin.user.id, 'subscription.awaiting_approval'], [otherAdmin.user.id, 'subscription.awaiting_approval']),
    );
    expect(rows[0]!.params).toEqual({ subscription_id: asked.data.id, user_name: 'Joana Souza', plan_name: 'Revenda Mensal' });

    await expect(t.api(client.token).plans.subscribe(plan.id)).rejects.toMatchObject({ status: 409 });
    expect(await kit.fresh()).toHaveLength(2);
  });

  it('an approval is told to the subscriber only, once; approving again (409) tells nobody', async () => {
    const client = await t.signUp('client', { name: 'Rita', last_name: 'Lopes' });
    const asked = await t.api(client.token).plans.subscribe(plan.id);
    await step();
    const approve = () => t.api(admin.token).subscriptions.approve(asked.data.id);
    expect((await approve()).data.status).toBe('active');
    await expect(approve()).rejects.toMatchObject({ status: 409 });
    const rows = await kit.fresh();
    expect(heard(rows)).toEqual([[client.user.id, 'subscription.approved']]);
    expect(rows[0]).toMatchObject({
      key: `subscription.approved:${asked.data.id}`,
      params: { plan_name: 'Revenda Mensal', period_end: addInterval(t.clock.now, 'month').toISOString() },
    });
    expect(await kit.freshJobs()).toEqual([{ user_id: client.user.id, family: 'subscription' }]);
  });

  it('with automatic payments the subscriber made it happen: nobody is told', async () => {
    const client = await t.signUp('client');
    await step();
    t.deps.env.PAYMENTS = 'auto';
    try {
      const res = await t.api(client.token).plans.subscribe(plan.id);
      expect(res.data).toMatchObject({ user_id: client.user.id, status: 'active' });
    } finally {
      t.deps.env.PAYMENTS = 'manual';
    }
    expect(await kit.fresh()).toEqual([]);
  });
});
