import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { subscriberPlans, subscriptions } from '../subscriptions/subscriptions.table.ts';
import { ENDED_LOOKBACK_DAYS, SUBSCRIPTION_ENDING_DAYS, TRIAL_ENDING_DAYS } from './deadlines.ts';
import { eventsKit, heard, pairs } from './events-test-kit.ts';

/** The hourly `notify-deadlines` job at the edges of its windows, run twice each time (decision 057). */
let t: TestApp;
let kit: ReturnType<typeof eventsKit>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const BASE = new Date('2027-03-01T12:00:00.000Z');
const TRIAL_DAYS = 7;

beforeAll(async () => {
  t = await createTestApp();
  kit = eventsKit(t);
});
afterAll(() => t.close());

const at = (ms: number) => {
  t.clock.now = new Date(ms);
};
/** The e-mail jobs the last tick's first run queued. */
let tickJobs: { user_id: number; family: string }[] = [];
/** The cron's tick, twice: the second run must add nothing, neither a notification nor an e-mail job. */
async function tick() {
  await kit.since();
  await t.runPeriodicJob('notify-deadlines');
  const told = await kit.fresh();
  tickJobs = await kit.freshJobs();
  await kit.since();
  await t.runPeriodicJob('notify-deadlines');
  expect(await kit.fresh()).toEqual([]);
  expect(await kit.freshJobs()).toEqual([]);
  return told;
}
const supplierCreatedAt = (created: Date) => t.signUp('supplier', { created_at: created });

describe('trials', () => {
  it(`tells "ending" ${TRIAL_ENDING_DAYS} days before the end and "ended" after, each once; a missed hour is caught up`, async () => {
    at(BASE.getTime());
    const a = await supplierCreatedAt(BASE);
    const b = await supplierCreatedAt(new Date(BASE.getTime() + HOUR));
    // Ended long ago: history, not news.
    await supplierCreatedAt(new Date(BASE.getTime() - (TRIAL_DAYS + ENDED_LOOKBACK_DAYS + 1) * DAY));
    const endA = new Date(BASE.getTime() + TRIAL_DAYS * DAY);
    const endB = new Date(endA.getTime() + HOUR);

    at(endA.getTime() - TRIAL_ENDING_DAYS * DAY - MINUTE);
    expect(await tick()).toEqual([]);

    at(endA.getTime() - TRIAL_ENDING_DAYS * DAY + MINUTE);
    const ending = await tick();
    expect(heard(ending)).toEqual([[a.user.id, 'trial.ending']]);
    expect(ending[0]).toMatchObject({
      key: `trial.ending:${a.user.id}:${endA.toISOString()}`,
      params: { ends_at: endA.toISOString() },
    });
    expect(tickJobs).toEqual([{ user_id: a.user.id, family: 'subscription' }]);

    at(endA.getTime() - TRIAL_ENDING_DAYS * DAY + HOUR + MINUTE);
    expect(heard(await tick())).toEqual([[b.user.id, 'trial.ending']]);

    at(endA.getTime() - MINUTE);
    expect(await tick()).toEqual([]);

    at(endA.getTime() + MINUTE);
    const ended = await tick();
    expect(heard(ended)).toEqual([[a.user.id, 'trial.ended']]);
    expect(ended[0]).toMatchObject({ key: `trial.ended:${a.user.id}:${endA.toISOString()}`, params: { ended_at: endA.toISOString() } });

    // The server was down for the hours around B's end: the next run tells it.
    at(endB.getTime() + 5 * HOUR);
    expect(heard(await tick())).toEqual([[b.user.id, 'trial.ended']]);
  });

  it('a supplier who subscribed or asked for a plan is not reminded', async () => {
    const start = t.clock.now.getTime();
    const [plan] = await t.db.insert(subscriberPlans).values({ name: 'Fornecedor Mensal', role: 'supplier', price_cents: 9990 }).returning();
    const paid = await supplierCreatedAt(t.clock.now);
    const asked = await supplierCreatedAt(t.clock.now);
    await t.db.insert(subscriptions).values([
      {
        user_id: paid.user.id,
        plan_id: plan!.id,
        status: 'active',
        price_cents: 9990,
        current_period_start: t.clock.now,
        current_period_end: new Date(start + 30 * DAY),
      },
      { user_id: asked.user.id, plan_id: plan!.id, status: 'pending', price_cents: 9990 },
    ]);
    at(start + (TRIAL_DAYS - 1) * DAY);
    expect(await tick()).toEqual([]);
    at(start + (TRIAL_DAYS + 1) * DAY);
    expect(await tick()).toEqual([]);
  });
});

describe('paid periods', () => {
  it(`a cancelled one: "ending" ${SUBSCRIPTION_ENDING_DAYS} days before, "ended" after; an active one only "ended"; a renewed one nothing`, async () => {
    const start = t.clock.now.getTime();
    const [plan] = await t.db.insert(subscriberPlans).values({ name: 'Revenda Mensal', role: 'client', price_cents: 4990 }).returning();
    const end = new Date(start + 10 * DAY);
    const period = (userId: number, status: 'active' | 'cancelled', from: number, to: Date) => ({
      user_id: userId,
      plan_id: plan!.id,
      status,
      price_cents: 4990,
      current_period_start: new Date(from),
      current_period_end: to,
    });
    const cancelled = await t.signUp('client');
    const active = await t.signUp('client');
    const renewed = await t.signUp('client');
    const renewalAsked = await t.signUp('client');
    await t.db.insert(subscriptions).values([
      period(cancelled.user.id, 'cancelled', start - 20 * DAY, end),
      period(active.user.id, 'active', start - 20 * DAY, end),
      period(renewed.user.id, 'cancelled', start - 20 * DAY, end),
      period(renewed.user.id, 'active', end.getTime(), new Date(end.getTime() + 30 * DAY)),
      period(renewalAsked.user.id, 'cancelled', start - 20 * DAY, end),
      { user_id: renewalAsked.user.id, plan_id: plan!.id, status: 'pending', price_cents: 4990 },
    ]);

    at(end.getTime() - SUBSCRIPTION_ENDING_DAYS * DAY - MINUTE);
    expect(await tick()).toEqual([]);

    at(end.getTime() - SUBSCRIPTION_ENDING_DAYS * DAY + MINUTE);
    const ending = await tick();
    expect(heard(ending)).toEqual([[cancelled.user.id, 'subscription.ending']]);
    expect(ending[0]).toMatchObject({
      key: `subscription.ending:${cancelled.user.id}:${end.toISOString()}`,
      params: { plan_name: 'Revenda Mensal', ends_at: end.toISOString() },
    });

    at(end.getTime() + MINUTE);
    const ended = await tick();
    expect(heard(ended)).toEqual(
      pairs(
        [cancelled.user.id, 'subscription.ended'],
        [active.user.id, 'subscription.ended'],
        [renewalAsked.user.id, 'subscription.ended'],
      ),
    );
    expect(ended.find((row) => row.user_id === active.user.id)).toMatchObject({
      key: `subscription.ended:${active.user.id}:${end.toISOString()}`,
      params: { plan_name: 'Revenda Mensal', ended_at: end.toISOString() },
    });
  });
});
