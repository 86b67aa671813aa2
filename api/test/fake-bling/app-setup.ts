import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import type { Env } from '../../src/env.ts';
import { systemConfigParams, systemConfigParamValues } from '../../src/modules/config/config.table.ts';
import { blingConnections } from '../../src/modules/bling/bling.table.ts';
import { tokenColumns } from '../../src/modules/bling/bling-tokens.ts';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET } from './index.ts';

/** A fixed key for set-ups without one (bench/bling-sync.ts); test-app.ts gives each app its own. */
export const TEST_APP_KEY = 'chave-de-teste-da-ponte-com-32-caracteres-ou-mais';

/** Sets the Bling app credentials as an admin would (global config values). */
export async function configureBlingApp(
  db: Db,
  values: { clientId?: string | null; clientSecret?: string | null; redirectUri?: string | null } = {},
) {
  const set = async (code: string, value: string | null) => {
    const [param] = await db.select().from(systemConfigParams).where(eq(systemConfigParams.code, code));
    await db
      .update(systemConfigParamValues)
      .set({ value })
      .where(and(eq(systemConfigParamValues.param_id, param!.id), isNull(systemConfigParamValues.user_id)));
  };
  await set('bling_client_id', values.clientId === undefined ? FAKE_CLIENT_ID : values.clientId);
  await set(
    'bling_client_secret',
    values.clientSecret === undefined ? FAKE_CLIENT_SECRET : values.clientSecret,
  );
  await set('bling_redirect_uri', values.redirectUri ?? null);
}

/** Points the API's env at a fake Bling (or anywhere) and gives it the key tokens are encrypted with. */
export function blingEnv(env: Env, fakeEnv: Partial<Env> = {}, overrides: Partial<Env> = {}) {
  Object.assign(env, { APP_KEY: env.APP_KEY ?? TEST_APP_KEY, ...fakeEnv, ...overrides });
}

/**
 * A connected supplier without the OAuth dance (authorization-matrix rows): the tokens are not
 * valid anywhere, which is fine for endpoints that never call Bling.
 */
export async function insertConnection(db: Db, env: Env, supplierId: number, now = new Date()) {
  blingEnv(env);
  const tokens = {
    accessToken: 'token-de-acesso-falso',
    refreshToken: 'token-de-refresh-falso',
    expiresInSeconds: 21_600,
    scope: null,
  };
  const values = {
    ...tokenColumns(env, supplierId, tokens, now),
    state: 'connected' as const,
    connected_at: now,
    error: null,
  };
  await db
    .insert(blingConnections)
    .values({ ...values, supplier_id: supplierId })
    .onConflictDoUpdate({ target: blingConnections.supplier_id, set: values });
}

/** The browser's trip to Bling's authorize page and back: answers the callback path with its query. */
export async function followAuthorize(authorizeUrl: string): Promise<string> {
  const response = await fetch(authorizeUrl, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`fake authorize answered ${response.status}`);
  const back = new URL(location);
  return `${back.pathname}${back.search}`;
}

interface Caller {
  call(
    method: string,
    url: string,
    options?: { token?: string },
  ): Promise<{ status: number; body: any; headers: Headers }>;
}

/** Connects a supplier through the real endpoints and the fake's authorize page; fails loudly otherwise. */
export async function connectThroughBling(t: Caller, token: string) {
  const auth = await t.call('GET', '/api/v1/bling/request_auth', { token });
  if (auth.status !== 200) throw new Error(`request_auth: ${auth.status} ${JSON.stringify(auth.body)}`);
  const back = await t.call('GET', await followAuthorize(auth.body.url), { token });
  const location = back.headers.get('location');
  if (location !== '/erp?bling=connected') throw new Error(`callback went to ${location}`);
}

/** Polls until `check` answers something truthy. */
export async function waitFor<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 20_000,
  label = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
