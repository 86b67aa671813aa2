import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import { startBlingWorld } from '../../../test/fake-bling/bling-test-world.ts';
import type { FakeBling } from '../../../test/fake-bling/index.ts';
import { connectThroughBling, waitFor } from '../../../test/fake-bling/app-setup.ts';
import { BLING_MESSAGES } from '../bling/bling-messages.ts';
import { blingRuntime } from '../bling/bling-runtime.ts';
import { startBlingWorker, type BlingWorker } from '../bling/bling-worker.ts';
import { blingConnections, blingSyncRuns } from '../bling/bling.table.ts';
import { finishRunAndNotify, LONG_RUN_MINUTES } from './events-bling.ts';
import { eventsKit, heard } from './events-test-kit.ts';

/** The Bling events with the real worker and the fake Bling (decision 057). */
let t: TestApp;
let bling: FakeBling;
let supplier: Awaited<ReturnType<TestApp['signUp']>>;
let worker: BlingWorker;
let kit: ReturnType<typeof eventsKit>;

beforeAll(async () => {
  ({ t, bling, supplier } = await startBlingWorld({ fake: { products: 30 }, env: { BLING_REQUESTS_PER_SECOND: 500 } }));
  // Quick retries: a Bling that keeps answering 500 fails the run in milliseconds.
  blingRuntime(t.deps).retry = { maxAttempts: 2, baseDelayMs: 5, maxDelayMs: 20 };
  kit = eventsKit(t);
  worker = startBlingWorker(t.deps, { pollMs: 20 });
});
afterAll(async () => {
  await worker.stop();
  await bling.close();
  await t.close();
});

const lastRun = async () =>
  (await t.db.select().from(blingSyncRuns).where(eq(blingSyncRuns.supplier_id, supplier.user.id)).orderBy(blingSyncRuns.id)).at(-1)!;
const settled = () =>
  waitFor(async () => {
    const run = await lastRun();
    return run.status === 'completed' || run.status === 'failed' ? run : null;
  }, 30_000, 'the run to end');
/** Asks for a run and waits for its end. */
async function runNow() {
  const { run } = await t.api(supplier.token).bling.sync();
  const ended = await settled();
  expect(ended.id).toBe(run.id);
  return ended;
}
const connection = async () =>
  (await t.db.select().from(blingConnections).where(eq(blingConnections.supplier_id, supplier.user.id)))[0]!;

describe('sync runs', () => {
  it('a short run that completes tells nothing (the supplier watched it on the page)', async () => {
    await kit.since();
    // The run queued by connecting.
    expect(await settled()).toMatchObject({ status: 'completed' });
    expect(await kit.fresh()).toEqual([]);
  });

  it('a failed run is told with its reason, once per streak of failures', async () => {
    await kit.since();
    bling.controls.injectFailures({ kind: 'error500', count: 10_000, path: /produtos/ });
    const failed = await runNow();
    expect(failed.status).toBe('failed');
    const rows = await kit.fresh();
    expect(heard(rows)).toEqual([[supplier.user.id, 'bling.sync_failed']]);
    expect(rows[0]).toMatchObject({ key: `bling.sync_failed:${failed.id}`, params: { reason: failed.last_error } });
    expect(failed.last_error).toBeTruthy();

    // Still failing: the same outage is not told again.
    expect((await runNow()).status).toBe('failed');
    expect(await kit.fresh()).toHaveLength(1);

    // Working again, then failing: a new streak is told.
    bling.controls.clearFailures();
    expect((await runNow()).status).toBe('completed');
    bling.controls.injectFailures({ kind: 'error500', count: 10_000, path: /produtos/ });
    const again = await runNow();
    expect(again.status).toBe('failed');
    expect((await kit.fresh()).map((row) => row.key)).toEqual([`bling.sync_failed:${failed.id}`, `bling.sync_failed:${again.id}`]);
    bling.controls.clearFailures();
  });

  it(`a run that lasted more than ${LONG_RUN_MINUTES} minutes is told with its figures; one of ${LONG_RUN_MINUTES} is not`, async () => {
    await kit.since();
    const now = t.clock.now;
    const finish = async (minutes: number) => {
      const [run] = await t.db
        .insert(blingSyncRuns)
        .values({
          supplier_id: supplier.user.id,
          status: 'running',
          kind: 'full',
          trigger: 'schedule',
          lease_owner: 'teste',
          lease_expires_at: new Date(now.getTime() + 3_600_000),
          started_at: new Date(now.getTime() - minutes * 60_000),
          products_created: 120,
          products_updated: 7,
        })
        .returning();
      const row = await finishRunAndNotify(t.deps, run!.id, 'teste', 'completed', null, now);
      expect(row?.status).toBe('completed');
      return run!.id;
    };
    await finish(LONG_RUN_MINUTES);
    expect(await kit.fresh()).toEqual([]);
    const long = await finish(LONG_RUN_MINUTES + 2);
    const rows = await kit.fresh();
    expect(heard(rows)).toEqual([[supplier.user.id, 'bling.sync_finished']]);
    expect(rows[0]).toMatchObject({
      key: `bling.sync_finished:${long}`,
      params: { created: 120, updated: 7, minutes: LONG_RUN_MINUTES + 2 },
    });
    // A run another worker took over is not this one's to finish: nothing told.
    expect(await finishRunAndNotify(t.deps, long, 'teste', 'completed', null, now)).toBeNull();
    expect(await kit.fresh()).toHaveLength(1);
  });
});

describe('the connection', () => {
  it('a refused refresh: the supplier hears "reconnect" once, and not a sync failure too', async () => {
    await kit.since();
    bling.controls.revokeRefreshTokens();
    bling.controls.expireAccessTokens();
    const failed = await runNow();
    expect(failed).toMatchObject({ status: 'failed', last_error: BLING_MESSAGES.needsReconnect });
    const connectedAt = (await connection()).connected_at!;
    const rows = await kit.fresh();
    expect(heard(rows)).toEqual([[supplier.user.id, 'bling.reconnect']]);
    expect(rows[0]!.key).toBe(`bling.reconnect:${supplier.user.id}:${connectedAt.toISOString()}`);
    // Asking again is refused (409) and tells nothing more.
    await expect(t.api(supplier.token).bling.sync()).rejects.toMatchObject({ status: 409 });
    expect(await kit.fresh()).toHaveLength(1);
  });

  it('a new connection that stops working later (Bling refuses the fresh token too) is told again', async () => {
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await connectThroughBling(t, supplier.token);
    expect(await settled()).toMatchObject({ status: 'completed' });
    await kit.since();
    // New tokens die at once: the refreshed token gets a 401 as well.
    bling.controls.setAccessTtl(0);
    bling.controls.expireAccessTokens();
    const failed = await runNow();
    bling.controls.setAccessTtl(21_600);
    expect(failed).toMatchObject({ status: 'failed', last_error: BLING_MESSAGES.needsReconnect });
    // The 401-after-refresh path (bling-api.ts), which keeps the tokens; a refused refresh drops them.
    expect(await connection()).toMatchObject({ state: 'needs_reconnect', refresh_token: expect.any(String) });
    const rows = await kit.fresh();
    expect(heard(rows)).toEqual([[supplier.user.id, 'bling.reconnect']]);
    expect(rows[0]!.key).toBe(`bling.reconnect:${supplier.user.id}:${t.clock.now.toISOString()}`);
  });
});
