import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import { startBlingWorld } from '../../../test/fake-bling/bling-test-world.ts';
import type { FakeBling } from '../../../test/fake-bling/index.ts';
import { waitFor } from '../../../test/fake-bling/app-setup.ts';
import { products } from '../products/products.table.ts';
import { BLING_MESSAGES } from './bling-messages.ts';
import { blingRuntime } from './bling-runtime.ts';
import { startBlingWorker, type BlingWorker } from './bling-worker.ts';
import { blingSyncRuns } from './bling.table.ts';

let t: TestApp;
let bling: FakeBling;
let supplier: Awaited<ReturnType<TestApp['signUp']>>;
const workers: BlingWorker[] = [];

beforeAll(async () => {
  ({ t, bling, supplier } = await startBlingWorld({
    fake: { products: 600 },
    env: { BLING_REQUESTS_PER_SECOND: 150, BLING_TIMEOUT_MS: 1500 },
    followTestClock: true,
  }));
  // Quick retries, so the failure tests take seconds; the shape (full jitter, bounded) is the real one.
  blingRuntime(t.deps).retry = { maxAttempts: 6, baseDelayMs: 20, maxDelayMs: 300 };
});
afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await bling.close();
  await t.close();
});

const worker = () => {
  const w = startBlingWorker(t.deps, { pollMs: 20, leaseMs: 30_000 });
  workers.push(w);
  return w;
};
const runRow = async (id?: number) => {
  const rows = await t.db
    .select()
    .from(blingSyncRuns)
    .where(eq(blingSyncRuns.supplier_id, supplier.user.id))
    .orderBy(blingSyncRuns.id);
  return id === undefined ? rows.at(-1)! : rows.find((r) => r.id === id)!;
};
const completed = (id: number) =>
  waitFor(
    async () => {
      const run = await runRow(id);
      return run.status === 'completed' || run.status === 'failed' ? run : null;
    },
    60_000,
    `run ${id}`,
  );
const sync = () => t.api(supplier.token).bling.sync();
const mine = () => t.db.select().from(products).where(eq(products.supplier_id, supplier.user.id));
const activeSellable = () =>
  bling.controls.catalogue().filter((p) => p.situacao === 'A' && p.formato === 'S' && !p.excluido);
const advanceClock = (ms: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
};

describe('a run interrupted by a crash', () => {
  it('is left alone while its lease runs, then resumed from its cursor without duplicates', async () => {
    const first = worker();
    const run = await runRow();
    await waitFor(async () => (await runRow(run.id)).pages_done >= 2, 60_000, 'two pages');
    await first.stop({ release: false });
    const stopped = await runRow(run.id);
    expect(stopped).toMatchObject({ status: 'running', lease_owner: first.owner });
    expect(stopped.cursor).toMatchObject({ phase: 'list', pass: 0 });
    const pagesBefore = stopped.pages_done;

    const second = worker();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await runRow(run.id)).toMatchObject({ lease_owner: first.owner, pages_done: pagesBefore });

    advanceClock(31_000);
    second.wake();
    const done = await completed(run.id);
    expect(done).toMatchObject({ status: 'completed', errors: 0, products_created: activeSellable().length });
    const rows = await mine();
    expect(rows).toHaveLength(activeSellable().length);
    expect(new Set(rows.map((r) => r.external_id)).size).toBe(rows.length);
    // At most the page in flight when it stopped was asked for again.
    expect(bling.stats.byRoute['GET /produtos/{id}']).toBeLessThanOrEqual(activeSellable().length + 100);
  }, 90_000);

  it('a worker that stops cleanly hands its run over at once', async () => {
    advanceClock(25 * 3600_000);
    const { run } = await sync();
    expect(run.kind).toBe('full');
    const first = worker();
    await waitFor(async () => (await runRow(run.id)).pages_done >= 1, 60_000, 'a page');
    await first.stop();
    worker();
    const done = await completed(run.id);
    expect(done).toMatchObject({
      status: 'completed',
      products_created: 0,
      products_deactivated: 0,
      errors: 0,
    });
  }, 90_000);
});

describe('Bling misbehaving', () => {
  it('429s, 500s, timeouts and dropped connections slow the run down, but it finishes with everything', async () => {
    const changed = bling.controls.changeProducts(60).map((id) => bling.controls.product(id));
    bling.controls.setRateLimit(20);
    t.deps.env.BLING_REQUESTS_PER_SECOND = 40;
    // The first list request meets three 500s in a row; details meet 500s, timeouts and a dropped connection.
    bling.controls.injectFailures({ kind: 'error500', count: 3 });
    bling.controls.injectFailures({ kind: 'timeout', count: 2, path: '^/produtos/\\d+$' });
    bling.controls.injectFailures({ kind: 'drop', count: 1, path: '^/produtos/\\d+$' });
    bling.controls.injectFailures({ kind: 'error500', count: 2, path: '^/produtos/\\d+$' });
    bling.resetStats();
    const { run } = await sync();
    expect(run.kind).toBe('incremental');
    const done = await completed(run.id);
    expect(done).toMatchObject({
      status: 'completed',
      errors: 0,
      last_error: null,
      products_updated: changed.filter((p) => p.situacao === 'A').length,
    });
    expect(bling.stats.tooManyRequests).toBeGreaterThan(0);
    expect(bling.stats.injected).toBe(8);
    const rows = await mine();
    for (const p of activeSellable()) {
      expect(rows.find((r) => r.external_id === String(p.id))?.price_cents).toBe(Math.round(p.preco * 100));
    }
  }, 90_000);

  it('a product Bling keeps failing is counted and kept; the next run asks for everything again', async () => {
    bling.controls.setRateLimit(100_000);
    t.deps.env.BLING_REQUESTS_PER_SECOND = 150;
    const victim = activeSellable()[10]!;
    bling.controls.injectFailures({ kind: 'error500', count: 6, path: `^/produtos/${victim.id}$` });
    advanceClock(25 * 3600_000);
    const { run } = await sync();
    const done = await completed(run.id);
    expect(done).toMatchObject({
      status: 'completed',
      kind: 'full',
      errors: 1,
      last_error: BLING_MESSAGES.someProductsFailed,
      products_deactivated: 0,
    });
    expect((await mine()).find((r) => r.external_id === String(victim.id))?.status).toBe('active');
    const { run: next } = await sync();
    expect(next.kind).toBe('full');
    expect(await completed(next.id)).toMatchObject({ status: 'completed', errors: 0 });
  }, 90_000);

  it('a run fails in plain Portuguese when Bling stays down', async () => {
    bling.controls.injectFailures({ kind: 'error500', count: 1000 });
    const { run } = await sync();
    const done = await completed(run.id);
    bling.controls.clearFailures();
    expect(done).toMatchObject({ status: 'failed', last_error: BLING_MESSAGES.unavailable });
    expect(await t.api(supplier.token).bling.status()).toMatchObject({
      connection: { state: 'connected' },
      current_run: null,
      last_run: { status: 'failed' },
    });
  }, 90_000);
});
