import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertConnection } from '../../../test/fake-bling/app-setup.ts';
import { scheduleDueRuns } from './bling-schedule.ts';
import { blingSyncRuns } from './bling.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const autoSync = (token: string) => t.api(token).config.setCustom('erp_auto_sync', true);

describe('periodic runs', () => {
  it('queue a run for connected suppliers who turned them on, once per interval', async () => {
    const on = await t.signUp('supplier');
    const off = await t.signUp('supplier');
    const notConnected = await t.signUp('supplier');
    await insertConnection(t.db, t.deps.env, on.user.id, t.clock.now);
    await insertConnection(t.db, t.deps.env, off.user.id, t.clock.now);
    expect((await autoSync(on.token)).data.value).toBe('true');
    expect((await autoSync(notConnected.token)).data.value).toBe('true');

    expect(await scheduleDueRuns(t.deps, 60)).toBe(1);
    const runs = await t.db.select().from(blingSyncRuns);
    expect(runs).toMatchObject([
      { supplier_id: on.user.id, trigger: 'schedule', kind: 'full', status: 'queued' },
    ]);
    expect(await scheduleDueRuns(t.deps, 60)).toBe(0);

    // Done, and the interval has passed: the next one is due.
    await t.db
      .update(blingSyncRuns)
      .set({ status: 'completed', created_at: t.clock.now })
      .where(eq(blingSyncRuns.id, runs[0]!.id));
    t.clock.now = new Date(t.clock.now.getTime() + 30 * 60_000);
    expect(await scheduleDueRuns(t.deps, 60)).toBe(0);
    t.clock.now = new Date(t.clock.now.getTime() + 31 * 60_000);
    expect(await scheduleDueRuns(t.deps, 60)).toBe(1);
  });
});

describe('the schedule-bling-runs job', () => {
  it('queues the due runs only when BLING_SYNC_INTERVAL_MINUTES is set', async () => {
    const supplier = await t.signUp('supplier');
    await insertConnection(t.db, t.deps.env, supplier.user.id, t.clock.now);
    expect((await autoSync(supplier.token)).data.value).toBe('true');
    const runsOf = async () =>
      (await t.db.select().from(blingSyncRuns).where(eq(blingSyncRuns.supplier_id, supplier.user.id))).length;

    const interval = t.deps.env.BLING_SYNC_INTERVAL_MINUTES;
    try {
      t.deps.env.BLING_SYNC_INTERVAL_MINUTES = undefined;
      expect(await t.runPeriodicJob('schedule-bling-runs')).toBe(1);
      expect(await runsOf()).toBe(0);
      t.deps.env.BLING_SYNC_INTERVAL_MINUTES = 60;
      expect(await t.runPeriodicJob('schedule-bling-runs')).toBe(1);
      expect(await runsOf()).toBe(1);
    } finally {
      t.deps.env.BLING_SYNC_INTERVAL_MINUTES = interval;
    }
  });
});
