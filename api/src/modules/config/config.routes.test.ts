import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ConfigValueResponseSchema,
  ENDPOINTS,
  type ConfigCustomRequestSchema,
  type ConfigValue,
} from '@ponte/shared';
import { createTestApp, refusal, type TestApp } from '../../../test/test-app.ts';
import { seedConfigParams } from './config-params.ts';
import { systemConfigParams, systemConfigParamValues } from './config.table.ts';

type Account = Awaited<ReturnType<TestApp['signUp']>>;

let t: TestApp;
let admin: Account;
let supplier: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp('admin');
  supplier = await t.signUp('supplier');
});
afterAll(() => t.close());

const NOT_FOUND = { error: 'Registro não encontrado.' };
const GLOBAL_CODES = [
  'bling_client_id',
  'bling_client_secret',
  'bling_redirect_uri',
  'trial_days',
  'support_email',
  'reservation_hours',
  'payment_grace_days',
];
const USER_CODES = ['erp_auto_sync', 'erp_import_inactive', 'erp_stock_deposit_id'];
const LIST = '/api/v1/system-config-param-values-is-config/';

/** The answer exactly as sent on the wire, to prove a secret never appears anywhere in it. */
async function rawCall(method: string, url: string, token: string, body?: unknown) {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await t.app.request(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) };
}

const list = async (token: string) => (await t.api(token).config.list()).data;
const valueOf = async (code: string, token = admin.token) =>
  (await list(token)).find((v) => v.code === code)!;
/** `id` as the list gives it: null only for a user's value never set, which no test changes by id. */
const putValue = (id: number | null, value: string | number | boolean | null, token = admin.token) =>
  t.api(token).config.update(id!, value);
// `send`: the client's setCustom names no user_id, and an admin may name one.
const custom = (body: z.input<typeof ConfigCustomRequestSchema>, token: string) =>
  t.api(token).send(ENDPOINTS.config.setCustom, { body });
const byCode = (codes: string[], token: string) => t.api(token).config.byCode(codes);

describe('seeded parameters', () => {
  it('exist with their types, scopes and defaults', async () => {
    const rows = await t.db.select().from(systemConfigParams);
    const byCodeMap = Object.fromEntries(rows.map((r) => [r.code, r]));
    for (const code of [...GLOBAL_CODES, ...USER_CODES]) expect(byCodeMap[code], code).toBeDefined();
    for (const code of GLOBAL_CODES) expect(byCodeMap[code]!.scope, code).toBe('global');
    for (const code of USER_CODES) expect(byCodeMap[code]!.scope, code).toBe('user');
    expect(byCodeMap.bling_client_secret!.secret).toBe(true);
    expect(rows.filter((r) => r.secret).map((r) => r.code)).toEqual(['bling_client_secret']);
    expect(byCodeMap.trial_days!.type).toBe('number');
    expect(byCodeMap.reservation_hours!.type).toBe('number');
    expect(byCodeMap.support_email!.type).toBe('email');
    expect(byCodeMap.bling_redirect_uri!.type).toBe('url');
    expect(byCodeMap.erp_auto_sync!.type).toBe('boolean');

    // One global value row per global param, none for user params.
    const globals = await t.db
      .select()
      .from(systemConfigParamValues)
      .where(isNull(systemConfigParamValues.user_id));
    expect(globals).toHaveLength(GLOBAL_CODES.length);
  });
});

describe('re-seeding at start', () => {
  it('adds nothing twice and keeps the values an admin changed', async () => {
    const email = await valueOf('support_email');
    expect((await putValue(email.id, 'mantido@ponte.com.br')).data.value).toBe('mantido@ponte.com.br');
    try {
      await seedConfigParams(t.db);
      await seedConfigParams(t.db);
      expect(await t.db.select().from(systemConfigParams)).toHaveLength(
        GLOBAL_CODES.length + USER_CODES.length,
      );
      const globals = await t.db
        .select()
        .from(systemConfigParamValues)
        .where(isNull(systemConfigParamValues.user_id));
      expect(globals).toHaveLength(GLOBAL_CODES.length);
      expect(await valueOf('support_email')).toMatchObject({ id: email.id, value: 'mantido@ponte.com.br' });
    } finally {
      await putValue(email.id, 'suporte@ponte.com.br');
    }
  });
});

describe('GET /api/v1/system-config-param-values-is-config/', () => {
  it('lists the global params for an admin, trial_days = 7, the secret unset and without its value', async () => {
    const data = await list(admin.token);
    expect(data.map((v) => v.code).sort()).toEqual([...GLOBAL_CODES].sort());
    for (const v of data) {
      expect(v.scope).toBe('global');
      expect(v.user_id).toBeNull();
      expect(v.id).toEqual(expect.any(Number));
    }
    const trial = data.find((v) => v.code === 'trial_days')!;
    expect(trial).toMatchObject({ value: '7', is_set: true, type: 'number' });
    expect(data.find((v) => v.code === 'support_email')!.value).toBe('suporte@ponte.com.br');
    expect(data.find((v) => v.code === 'bling_client_secret')).toMatchObject({
      secret: true,
      value: null,
      is_set: false,
    });
  });

  it("lists a supplier's own user-scope params (erp_*), and nothing global", async () => {
    const data = await list(supplier.token);
    expect(data.map((v) => v.code).sort()).toEqual([...USER_CODES].sort());
    for (const v of data)
      expect(v).toMatchObject({
        scope: 'user',
        user_id: supplier.user.id,
        id: null,
        value: null,
        is_set: false,
      });
  });

  it('needs a session', async () => {
    await expect(t.api().config.list()).rejects.toMatchObject({ status: 401 });
  });
});

describe('secrets are write-only', () => {
  it('after PUT the secret is set, but its value never appears in any answer', async () => {
    const secret = await valueOf('bling_client_secret');
    const put = await rawCall('PUT', `/api/v1/system-config-param-values/${secret.id}`, admin.token, {
      data: { value: 's3cr3t' },
    });
    expect(put.status).toBe(200);
    expect(ConfigValueResponseSchema.safeParse(put.body).success).toBe(true);
    expect(put.body.data).toMatchObject({
      id: secret.id,
      code: 'bling_client_secret',
      value: null,
      is_set: true,
    });

    const answers = [
      put,
      await rawCall('GET', LIST, admin.token),
      await rawCall('GET', `/api/v1/system-config-param-values-is-config/${secret.id}`, admin.token),
      await rawCall('GET', `/api/v1/system-config-params/${secret.param_id}`, admin.token),
      await rawCall('POST', '/api/v1/system-config-param-values-by-code', admin.token, {
        codes: ['bling_client_secret'],
      }),
      await rawCall('POST', '/api/v1/system-config-param-values-by-code', supplier.token, {
        codes: ['bling_client_secret'],
      }),
      await rawCall('GET', LIST, supplier.token),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.text).not.toContain('s3cr3t');
    }
    expect(answers[1]!.body.data.find((v: ConfigValue) => v.code === 'bling_client_secret')).toMatchObject({
      value: null,
      is_set: true,
    });
    expect(answers[2]!.body.data).toMatchObject({ value: null, is_set: true });
    expect(answers[4]!.body.data).toEqual([
      expect.objectContaining({ code: 'bling_client_secret', value: null, is_set: true }),
    ]);

    // Clearing it works too (and still reveals nothing).
    const cleared = await putValue(secret.id, null);
    expect(cleared.data).toMatchObject({ value: null, is_set: false });
  });
});

describe('PUT /api/v1/system-config-param-values/{id}', () => {
  it('lets an admin change a global value and normalises it', async () => {
    const email = await valueOf('support_email');
    const res = await putValue(email.id, '  Contato@Ponte.com.br ');
    expect(res.data).toMatchObject({
      id: email.id,
      code: 'support_email',
      value: 'contato@ponte.com.br',
    });
    expect((await valueOf('support_email')).value).toBe('contato@ponte.com.br');

    const trial = await valueOf('trial_days');
    const asNumber = await putValue(trial.id, 14);
    expect(asNumber.data.value).toBe('14');
    expect((await putValue(trial.id, '7')).data.value).toBe('7');

    const uri = await valueOf('bling_redirect_uri');
    const okUri = await putValue(uri.id, 'https://ponte.example.com/api/v1/bling/callback');
    expect(okUri.data.value).toBe('https://ponte.example.com/api/v1/bling/callback');
  });

  it('checks the value against the param type (422 with errors.value) and keeps the old one', async () => {
    const trial = await valueOf('trial_days');
    for (const bad of ['abc', '-1', '1.5', 'sete', true]) {
      await expect(putValue(trial.id, bad), String(bad)).rejects.toMatchObject({
        status: 422,
        body: { errors: { value: [expect.any(String)] } },
      });
    }
    expect((await valueOf('trial_days')).value).toBe('7');

    const refusedValue = { status: 422, body: { errors: { value: expect.anything() } } };
    const email = await valueOf('support_email');
    await expect(putValue(email.id, 'not-an-email')).rejects.toMatchObject(refusedValue);

    const uri = await valueOf('bling_redirect_uri');
    for (const bad of ['ftp://x', 'javascript:alert(1)', 'não é url']) {
      await expect(putValue(uri.id, bad), bad).rejects.toMatchObject(refusedValue);
    }
    // Sent raw: the client's types refuse an object value.
    const wrongShape = await t.call('PUT', `/api/v1/system-config-param-values/${trial.id}`, {
      token: admin.token,
      body: { data: { value: { nested: 1 } } },
    });
    expect(wrongShape.status).toBe(422);
  });

  it('answers 404 to a supplier or client on a global value, and changes nothing', async () => {
    const trial = await valueOf('trial_days');
    const client = await t.signUp('client');
    for (const who of [supplier, client]) {
      expect(await refusal(putValue(trial.id, '30', who.token))).toEqual({ status: 404, body: NOT_FOUND });
      expect(await refusal(t.api(who.token).config.get(trial.id!))).toEqual({ status: 404, body: NOT_FOUND });
    }
    expect((await valueOf('trial_days')).value).toBe('7');
    await expect(putValue(999999, '1')).rejects.toMatchObject({ status: 404 });
    await expect(putValue(trial.id, '1', '')).rejects.toMatchObject({ status: 401 });
    // Sent raw: the client's types refuse the id.
    expect(
      (
        await t.call('PUT', '/api/v1/system-config-param-values/abc', {
          token: admin.token,
          body: { data: { value: '1' } },
        })
      ).status,
    ).toBe(422);
  });

  it('drives the trial rule: trial_days = 0 makes a fresh supplier inactive', async () => {
    const trial = await valueOf('trial_days');
    const start = t.clock.now;
    try {
      const fresh = await t.signUp('supplier');
      // The clock of the test app is fixed at its creation: move it to "now", just after the sign-up.
      t.clock.now = new Date(Date.now() + 2000);
      const before = await t.api(fresh.token).auth.currentUser();
      expect(before.session.subscription).toMatchObject({ active: true, status: 'trialing' });

      expect((await putValue(trial.id, 0)).data.value).toBe('0');
      const after = await t.api(fresh.token).auth.currentUser();
      expect(after.session.subscription.active).toBe(false);
      expect(['expired', 'none']).toContain(after.session.subscription.status);
      expect(after.current_user.subscription.active).toBe(false);
      // The list filter reads the same rule.
      const trialing = await t.api(admin.token).users.paginate({
        filter: { subscription: 'trialing' },
        per_page: 100,
      });
      expect(trialing.clients.map((u) => u.id)).not.toContain(fresh.user.id);

      expect((await putValue(trial.id, 7)).data.value).toBe('7');
      const back = await t.api(fresh.token).auth.currentUser();
      expect(back.session.subscription).toMatchObject({ active: true, status: 'trialing' });
    } finally {
      t.clock.now = start;
      await putValue(trial.id, 7);
    }
  });
});

describe('GET /api/v1/system-config-params/{id}', () => {
  it('shows an admin any param, a supplier only user-scope ones', async () => {
    const globalParam = (await valueOf('trial_days')).param_id;
    const userParam = (await list(supplier.token)).find((v) => v.code === 'erp_auto_sync')!.param_id;

    const asAdmin = await t.api(admin.token).config.param(globalParam);
    expect(asAdmin.data).toMatchObject({
      id: globalParam,
      code: 'trial_days',
      type: 'number',
      scope: 'global',
      is_config: true,
      secret: false,
    });
    expect((await t.api(admin.token).config.param(userParam)).data.code).toBe('erp_auto_sync');

    const own = await t.api(supplier.token).config.param(userParam);
    expect(own.data).toMatchObject({ code: 'erp_auto_sync', scope: 'user' });
    expect(await refusal(t.api(supplier.token).config.param(globalParam))).toEqual({
      status: 404,
      body: NOT_FOUND,
    });

    await expect(t.api(admin.token).config.param(999999)).rejects.toMatchObject({ status: 404 });
    // Sent raw: the client's types refuse the id.
    expect((await t.call('GET', '/api/v1/system-config-params/abc', { token: admin.token })).status).toBe(
      422,
    );
    await expect(t.api().config.param(userParam)).rejects.toMatchObject({ status: 401 });
  });
});

describe('POST /api/v1/system-config-param-values-by-code', () => {
  it("answers the globals and the caller's own options; unknown codes are left out", async () => {
    const res = await byCode(['trial_days', 'support_email', 'erp_auto_sync', 'nao_existe'], admin.token);
    const codes = res.data.map((v) => v.code).sort();
    expect(codes).toEqual(['erp_auto_sync', 'support_email', 'trial_days']);
    expect(res.data.find((v) => v.code === 'trial_days')).toMatchObject({
      value: '7',
      user_id: null,
    });

    const mine = await byCode(['erp_import_inactive', 'trial_days'], supplier.token);
    expect(mine.data.find((v) => v.code === 'erp_import_inactive')).toMatchObject({
      user_id: supplier.user.id,
    });
    expect(mine.data.find((v) => v.code === 'trial_days')).toMatchObject({ value: '7' });
  });

  it('validates the codes', async () => {
    await expect(byCode([], admin.token)).rejects.toMatchObject({ status: 422 });
    await expect(byCode(['Trial Days'], admin.token)).rejects.toMatchObject({
      status: 422,
      body: { errors: { 'codes.0': expect.anything() } },
    });
    await expect(t.api().config.byCode(['trial_days'])).rejects.toMatchObject({ status: 401 });
  });
});

describe('POST /api/v1/system-config-param-values-custom', () => {
  it("creates then updates the supplier's own value (same id both times)", async () => {
    const seller = await t.signUp('supplier');
    const first = await custom({ code: 'erp_auto_sync', value: true }, seller.token);
    expect(first.data).toMatchObject({
      code: 'erp_auto_sync',
      user_id: seller.user.id,
      value: 'true',
      is_set: true,
    });
    expect(first.data.id).toEqual(expect.any(Number));

    const second = await custom({ code: 'erp_auto_sync', value: false }, seller.token);
    expect(second.data).toMatchObject({
      id: first.data.id,
      value: 'false',
      user_id: seller.user.id,
    });
    expect((await valueOf('erp_auto_sync', seller.token)).value).toBe('false');

    // One row, owned by the seller; nobody else is affected.
    const rows = await t.db
      .select()
      .from(systemConfigParamValues)
      .where(
        and(
          eq(systemConfigParamValues.param_id, first.data.param_id),
          eq(systemConfigParamValues.user_id, seller.user.id),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(await valueOf('erp_auto_sync', supplier.token)).toMatchObject({ id: null, value: null });

    // The value is then reachable by id for its owner only.
    const id = first.data.id!;
    expect((await t.api(seller.token).config.get(id)).data.value).toBe('false');
    await expect(t.api(supplier.token).config.get(id)).rejects.toMatchObject({ status: 404 });
    await expect(putValue(id, true, supplier.token)).rejects.toMatchObject({ status: 404 });
    const ownPut = await putValue(id, true, seller.token);
    expect(ownPut.data).toMatchObject({ id, value: 'true' });
  });

  it('checks the value type', async () => {
    await expect(custom({ code: 'erp_auto_sync', value: 'talvez' }, supplier.token)).rejects.toMatchObject({
      status: 422,
      body: { errors: { value: expect.anything() } },
    });
    const text = await custom({ code: 'erp_stock_deposit_id', value: '  12345 ' }, supplier.token);
    expect(text.data.value).toBe('12345');
  });

  it('refuses an unknown code and a global code with 422', async () => {
    const refusedCode = { status: 422, body: { errors: { code: expect.anything() } } };
    await expect(custom({ code: 'nao_existe', value: '1' }, supplier.token)).rejects.toMatchObject(
      refusedCode,
    );
    await expect(custom({ code: 'trial_days', value: 30 }, supplier.token)).rejects.toMatchObject(
      refusedCode,
    );
    await expect(custom({ code: 'trial_days', value: 30 }, admin.token)).rejects.toMatchObject({
      status: 422,
    });
    expect((await valueOf('trial_days')).value).toBe('7');
    // No user-owned copy of a global param was created.
    const trialParam = (await valueOf('trial_days')).param_id;
    const rows = await t.db
      .select()
      .from(systemConfigParamValues)
      .where(eq(systemConfigParamValues.param_id, trialParam));
    expect(rows).toHaveLength(1);
  });

  it('refuses a supplier naming another user_id (404); an admin may name one', async () => {
    const owner = await t.signUp('supplier');
    const other = await refusal(
      custom({ code: 'erp_import_inactive', value: true, user_id: owner.user.id }, supplier.token),
    );
    expect(other).toEqual({ status: 404, body: NOT_FOUND });
    expect((await valueOf('erp_import_inactive', owner.token)).is_set).toBe(false);

    const self = await custom(
      { code: 'erp_import_inactive', value: false, user_id: supplier.user.id },
      supplier.token,
    );
    expect(self.data.user_id).toBe(supplier.user.id);

    const byAdmin = await custom(
      { code: 'erp_import_inactive', value: true, user_id: owner.user.id },
      admin.token,
    );
    expect(byAdmin.data).toMatchObject({ user_id: owner.user.id, value: 'true' });
    expect(await valueOf('erp_import_inactive', owner.token)).toMatchObject({
      id: byAdmin.data.id,
      value: 'true',
    });
  });

  it('answers 404 (not a 500) when an admin names a user that does not exist', async () => {
    expect(
      await refusal(custom({ code: 'erp_auto_sync', value: true, user_id: 999999 }, admin.token)),
    ).toEqual({
      status: 404,
      body: NOT_FOUND,
    });
  });

  it('needs a session', async () => {
    await expect(t.api().config.setCustom('erp_auto_sync', true)).rejects.toMatchObject({ status: 401 });
  });
});
