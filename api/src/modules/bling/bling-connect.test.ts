import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ApiError, BlingConnectionListSchema, BlingStatusSchema, BlingSyncStartSchema } from '@ponte/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startFakeBling, type FakeBling } from '../../../test/fake-bling/index.ts';
import { blingEnv, configureBlingApp, followAuthorize } from '../../../test/fake-bling/app-setup.ts';
import { BLING_MESSAGES } from './bling-messages.ts';
import { blingConnections, blingOauthStates, blingSyncRuns } from './bling.table.ts';
import { decryptSecret, tokenContext } from './token-crypto.ts';

type Account = Awaited<ReturnType<TestApp['signUp']>>;

let t: TestApp;
let bling: FakeBling;
let supplier: Account;
let other: Account;
const REDIRECT = 'http://localhost:3000/api/v1/bling/callback';

beforeAll(async () => {
  t = await createTestApp();
  bling = await startFakeBling({ products: 5, redirectUri: REDIRECT });
  blingEnv(t.deps.env, bling.env);
  supplier = await t.signUp('supplier');
  other = await t.signUp('supplier');
});
afterAll(async () => {
  await bling.close();
  await t.close();
});
beforeEach(async () => {
  await configureBlingApp(t.db);
  bling.controls.setAuthorizeMode('approve');
  bling.resetStats();
});

/** Raw, for the callback (a redirect the client has no call for) and for answers read whole, secrets absent. */
const get = (path: string, token?: string) => t.call('GET', path, { token });
/** Asks for the authorize URL as `who`, goes through the fake's page, and answers the callback path. */
async function authorizeAs(who: Account) {
  const { url } = await t.api(who.token).bling.requestAuth();
  return { url: new URL(url), callback: await followAuthorize(url) };
}
const outcomeOf = (res: { status: number; headers: Headers }) => {
  expect(res.status).toBe(302);
  return res.headers.get('location');
};
const connectionOf = async (supplierId: number) =>
  (await t.db.select().from(blingConnections).where(eq(blingConnections.supplier_id, supplierId)))[0];

describe('connecting Bling', () => {
  it('refuses to start with 409 while the admin has not set the app credentials, and says so in status', async () => {
    await configureBlingApp(t.db, { clientId: null, clientSecret: null });
    const api = t.api(supplier.token).bling;
    await expect(api.requestAuth()).rejects.toEqual(
      new ApiError(409, { error: BLING_MESSAGES.notConfigured }),
    );
    expect(await api.status()).toMatchObject({ configured: false, connection: { state: 'disconnected' } });
  });

  it('sends the supplier to Bling with a single-use state, stores encrypted tokens and redirects to /erp', async () => {
    const { url, callback } = await authorizeAs(supplier);
    expect(`${url.origin}${url.pathname}`).toBe(bling.authorizeUrl);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(bling.clientId);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(url.toString()).not.toContain(bling.clientSecret);
    // Only the hash of the state is kept.
    const states = await t.db.select().from(blingOauthStates);
    expect(states.map((s) => s.state_hash)).not.toContain(url.searchParams.get('state'));

    const res = await get(callback, supplier.token);
    expect(outcomeOf(res)).toBe('/erp?bling=connected');
    expect(bling.stats.tokenCallsByGrant).toEqual({ authorization_code: 1 });
    expect(bling.stats.jwtTokenCalls).toBe(1);

    const row = (await connectionOf(supplier.user.id))!;
    expect(row.state).toBe('connected');
    expect(row.company_id).toBe(bling.accountId);
    const access = decryptSecret(
      t.deps.env.APP_KEY,
      row.access_token!,
      tokenContext(supplier.user.id, 'access'),
    );
    expect(access.length).toBeGreaterThan(1000); // a JWT, kept whole in a text column
    expect(row.access_token).not.toContain(access.slice(0, 40));
    expect(() =>
      decryptSecret(t.deps.env.APP_KEY, row.access_token!, tokenContext(other.user.id, 'access')),
    ).toThrow();
    expect(row.access_expires_at!.getTime() - t.clock.now.getTime()).toBe(21_600_000);

    const status = await get('/api/v1/bling/status', supplier.token);
    expect(BlingStatusSchema.safeParse(status.body).success).toBe(true);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      configured: true,
      connection: {
        state: 'connected',
        error: null,
        access_expires_at: row.access_expires_at!.toISOString(),
      },
      current_run: { status: 'queued', kind: 'full', trigger: 'user', pages_done: 0 },
      last_run: null,
    });
    expect(JSON.stringify(status.body)).not.toContain(access.slice(0, 40));
  });

  it('refuses a state used twice, one of another user, an expired one and a made-up one', async () => {
    const first = await authorizeAs(other);
    expect(outcomeOf(await get(first.callback, other.token))).toBe('/erp?bling=connected');
    expect(outcomeOf(await get(first.callback, other.token))).toBe('/erp?bling=invalid_state');

    const stolen = await authorizeAs(other);
    expect(outcomeOf(await get(stolen.callback, supplier.token))).toBe('/erp?bling=invalid_state');
    expect(bling.stats.tokenCallsByGrant).toEqual({ authorization_code: 1 });

    const late = await authorizeAs(other);
    t.clock.now = new Date(t.clock.now.getTime() + 11 * 60_000);
    try {
      expect(outcomeOf(await get(late.callback, other.token))).toBe('/erp?bling=invalid_state');
    } finally {
      t.clock.now = new Date(t.clock.now.getTime() - 11 * 60_000);
    }
    expect(outcomeOf(await get('/api/v1/bling/callback?code=abc&state=inventado', other.token))).toBe(
      '/erp?bling=invalid_state',
    );
    expect(outcomeOf(await get('/api/v1/bling/callback'))).toBe('/erp?bling=invalid_state');
    expect(bling.stats.tokenCallsByGrant).toEqual({ authorization_code: 1 });
  });

  it('refuses a callback from a browser without the session that asked, leaving the state to its owner', async () => {
    // A supplier's own authorize link, opened by a signed-out victim, must not bind the victim's Bling.
    const { callback } = await authorizeAs(other);
    expect(outcomeOf(await get(callback))).toBe('/erp?bling=invalid_state');
    expect(outcomeOf(await get(callback, supplier.token))).toBe('/erp?bling=invalid_state');
    expect(bling.stats.tokenCallsByGrant).toEqual({});
    // Neither arrival burnt the state: the user who asked still completes the connection, once.
    expect(outcomeOf(await get(callback, other.token))).toBe('/erp?bling=connected');
    expect(outcomeOf(await get(callback, other.token))).toBe('/erp?bling=invalid_state');
    expect(bling.stats.tokenCallsByGrant).toEqual({ authorization_code: 1 });
  });

  it('reports denied, exchange_failed and not_configured', async () => {
    bling.controls.setAuthorizeMode('deny');
    const denied = await authorizeAs(other);
    expect(outcomeOf(await get(denied.callback, other.token))).toBe('/erp?bling=denied');

    bling.controls.setAuthorizeMode('approve');
    const bad = await authorizeAs(other);
    const forged = bad.callback.replace(/code=\w+/, 'code=codigo-que-o-bling-nao-emitiu');
    expect(outcomeOf(await get(forged, other.token))).toBe('/erp?bling=exchange_failed');

    const unset = await authorizeAs(other);
    await configureBlingApp(t.db, { clientSecret: null });
    expect(outcomeOf(await get(unset.callback, other.token))).toBe('/erp?bling=not_configured');
  });

  it('disconnects: revokes at Bling, deletes the tokens, ends the queued run, keeps the row', async () => {
    const { callback } = await authorizeAs(supplier);
    expect(outcomeOf(await get(callback, supplier.token))).toBe('/erp?bling=connected');
    expect(await t.api(supplier.token).bling.disconnect()).toEqual({ message: BLING_MESSAGES.disconnected });
    expect(bling.stats.revokeCalls).toBe(1);
    const row = (await connectionOf(supplier.user.id))!;
    expect(row).toMatchObject({ state: 'disconnected', access_token: null, refresh_token: null });
    const runs = await t.db
      .select()
      .from(blingSyncRuns)
      .where(eq(blingSyncRuns.supplier_id, supplier.user.id));
    expect(runs.every((r) => r.status === 'failed' && r.last_error === BLING_MESSAGES.runDisconnected)).toBe(
      true,
    );
    expect(await t.api(supplier.token).bling.status()).toMatchObject({
      connection: { state: 'disconnected' },
      current_run: null,
    });
    // Again: nothing left to do, same answer.
    expect(await t.api(supplier.token).bling.disconnect()).toEqual({ message: BLING_MESSAGES.disconnected });
    expect(bling.stats.revokeCalls).toBe(1);
  });
});

describe('who sees what', () => {
  it('an admin lists every connection without tokens; suppliers, clients and admins get 403 elsewhere', async () => {
    const admin = await t.signUp('admin');
    const client = await t.signUp('client');
    const list = await get('/api/v1/bling/connections', admin.token);
    expect(BlingConnectionListSchema.safeParse(list.body).success).toBe(true);
    expect(list.status).toBe(200);
    const mine = list.body.data.find((row: { supplier_id: number }) => row.supplier_id === supplier.user.id);
    expect(mine).toMatchObject({
      state: 'disconnected',
      supplier_email: supplier.email,
      last_run: expect.objectContaining({ status: 'failed' }),
    });
    expect(
      list.body.data.find((row: { supplier_id: number }) => row.supplier_id === other.user.id),
    ).toMatchObject({ state: 'connected' });
    expect(JSON.stringify(list.body)).not.toMatch(/token/i);
    await expect(t.api(supplier.token).bling.connections()).rejects.toMatchObject({ status: 403 });
    for (const who of [admin, client]) {
      const api = t.api(who.token).bling;
      await expect(api.status()).rejects.toMatchObject({ status: 403 });
      await expect(api.requestAuth()).rejects.toMatchObject({ status: 403 });
      await expect(api.sync()).rejects.toMatchObject({ status: 403 });
    }
  });

  it('each supplier sees only their own status', async () => {
    expect((await t.api(supplier.token).bling.status()).connection.state).toBe('disconnected');
    expect((await t.api(other.token).bling.status()).connection.state).toBe('connected');
  });
});

describe('POST /v1/products/sync_bling', () => {
  it('answers 409 in Portuguese when Bling is not connected, or needs reconnecting', async () => {
    const sync = () => t.api(supplier.token).bling.sync();
    await expect(sync()).rejects.toEqual(new ApiError(409, { error: BLING_MESSAGES.notConnected }));
    await t.db
      .update(blingConnections)
      .set({ state: 'needs_reconnect' })
      .where(eq(blingConnections.supplier_id, supplier.user.id));
    await expect(sync()).rejects.toEqual(new ApiError(409, { error: BLING_MESSAGES.needsReconnect }));
  });

  it('queues one run and answers the same run while it is queued (202 both times)', async () => {
    // Raw: the 202 is the contract's, and the client reads any 2xx as a success.
    const first = await t.call('POST', '/api/v1/products/sync_bling', { token: other.token });
    expect(BlingSyncStartSchema.safeParse(first.body).success).toBe(true);
    expect(first.status).toBe(202);
    const second = await t.call('POST', '/api/v1/products/sync_bling', { token: other.token });
    expect(second.status).toBe(202);
    expect(second.body.run.id).toBe(first.body.run.id);
    expect([first.body.message, second.body.message]).toEqual([
      expect.any(String),
      BLING_MESSAGES.syncAlreadyRunning,
    ]);
  });
});
