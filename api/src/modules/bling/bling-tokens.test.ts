import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import { startBlingWorld } from '../../../test/fake-bling/bling-test-world.ts';
import type { FakeBling } from '../../../test/fake-bling/index.ts';
import { connectThroughBling, waitFor } from '../../../test/fake-bling/app-setup.ts';
import { blingApi } from './bling-api.ts';
import { BLING_MESSAGES } from './bling-messages.ts';
import { blingRuntime, createBlingRuntime, takeTokenCall, TOKEN_CALLS_PER_MINUTE } from './bling-runtime.ts';
import { accessTokenFor, BlingConnectionError, refreshAccessToken } from './bling-tokens.ts';
import { startBlingWorker } from './bling-worker.ts';
import { blingConnections } from './bling.table.ts';

let t: TestApp;
let bling: FakeBling;
let supplier: Awaited<ReturnType<TestApp['signUp']>>;

beforeAll(async () => {
  ({ t, bling, supplier } = await startBlingWorld({
    fake: { products: 8 },
    env: { BLING_REQUESTS_PER_SECOND: 500 },
  }));
});
afterAll(async () => {
  await bling.close();
  await t.close();
});

const refreshCalls = () => bling.stats.tokenCallsByGrant.refresh_token ?? 0;
const connection = async () =>
  (await t.db.select().from(blingConnections).where(eq(blingConnections.supplier_id, supplier.user.id)))[0]!;
const someIds = () =>
  bling.controls
    .catalogue()
    .slice(0, 5)
    .map((p) => String(p.id));

describe('access tokens', () => {
  it('are refreshed once, shortly before they expire, however many callers ask at that moment', async () => {
    const runtime = blingRuntime(t.deps);
    const before = await accessTokenFor(runtime, supplier.user.id);
    expect(refreshCalls()).toBe(0);
    const row = await connection();
    // Four minutes before expiry: inside the 5-minute margin.
    t.clock.now = new Date(row.access_expires_at!.getTime() - 4 * 60_000);
    const tokens = await Promise.all(
      Array.from({ length: 5 }, () => accessTokenFor(runtime, supplier.user.id)),
    );
    expect(refreshCalls()).toBe(1);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).not.toBe(before);
    const after = await connection();
    expect(after.refresh_token).not.toBe(row.refresh_token);
    expect(after.refreshed_at).toEqual(t.clock.now);
    expect(after.access_expires_at!.getTime()).toBe(t.clock.now.getTime() + 21_600_000);
  });

  it('are refreshed once when Bling answers 401, and the requests are repeated once', async () => {
    bling.controls.expireAccessTokens();
    bling.resetStats();
    const api = blingApi(blingRuntime(t.deps), supplier.user.id);
    const details = await Promise.all(someIds().map((id) => api.getProduct(id)));
    expect(details.every((d) => d !== null && typeof d.nome === 'string')).toBe(true);
    expect(bling.stats.tokenCallsByGrant).toEqual({ refresh_token: 1 });
    expect(bling.stats.unauthorized).toBe(5);
    expect(bling.stats.byRoute['GET /produtos/{id}']).toBe(10);
  });

  it('are refreshed once when two API instances find an expired token at the same time', async () => {
    const row = await connection();
    t.clock.now = new Date(row.access_expires_at!.getTime() - 60_000);
    bling.resetStats();
    const one = createBlingRuntime(t.deps);
    const two = createBlingRuntime(t.deps);
    const [a, b] = await Promise.all([
      refreshAccessToken(one, supplier.user.id),
      refreshAccessToken(two, supplier.user.id),
    ]);
    expect(a).toBe(b);
    expect(refreshCalls()).toBe(1);
  });

  it('a revoked refresh token marks the connection as needing reconnection, without insisting', async () => {
    bling.controls.revokeRefreshTokens();
    bling.controls.expireAccessTokens();
    bling.resetStats();
    // The run is asked for before a worker exists: a worker already polling could take a run left queued, fail
    // it and mark the connection before this request reads it (a 409), depending on how fast the database is.
    const api = t.api(supplier.token).bling;
    const start = await api.sync();
    const worker = startBlingWorker(t.deps, { pollMs: 20 });
    try {
      const status = await waitFor(async () => {
        const s = await api.status();
        return s.last_run?.id === start.run.id ? s : null;
      });
      expect(status).toMatchObject({
        connection: {
          state: 'needs_reconnect',
          error: BLING_MESSAGES.needsReconnect,
          access_expires_at: null,
        },
        last_run: { status: 'failed', last_error: BLING_MESSAGES.needsReconnect },
      });
    } finally {
      await worker.stop();
    }
    expect(bling.stats.tokenCallsByGrant).toEqual({ refresh_token: 1 });
    const row = await connection();
    expect(row).toMatchObject({ state: 'needs_reconnect', access_token: null, refresh_token: null });

    // From now on nothing reaches Bling's token endpoint until the supplier connects again.
    await expect(
      blingApi(blingRuntime(t.deps), supplier.user.id).getProduct(someIds()[0]!),
    ).rejects.toBeInstanceOf(BlingConnectionError);
    await expect(api.sync()).rejects.toMatchObject({ status: 409 });
    expect(bling.stats.tokenCalls).toBe(1);

    await connectThroughBling(t, supplier.token);
    expect(await connection()).toMatchObject({ state: 'connected', error: null });
  });
});

describe('the token endpoint budget', () => {
  it('allows a dozen calls a minute per process, far under the 20 that get an IP blocked', () => {
    const runtime = createBlingRuntime(t.deps);
    const allowed = Array.from({ length: 30 }, () => takeTokenCall(runtime)).filter(Boolean).length;
    expect(allowed).toBe(TOKEN_CALLS_PER_MINUTE);
    expect(TOKEN_CALLS_PER_MINUTE).toBeLessThan(20);
  });
});
