import type { BlingStatus, BlingSyncRun } from '@ponte/shared';
import { describe, expect, it } from 'vitest';
import type { BlingAnswer } from '../components/erp/bling-labels.ts';
import { currentUserAnswer, fakeApi, formPost, routeArgs } from '../testing/fake-api.ts';
import { action, loader } from './erp.tsx';

type BlingData = { data: BlingAnswer; init: ResponseInit | null };
type OptionsData = {
  data: { ok?: boolean; error?: string; errors?: unknown; values?: unknown };
  init: ResponseInit | null;
};

const cookie = { Cookie: 'ponte_session=tok-123' };
const page = () => new Request('http://localhost:3000/erp', { headers: cookie });

const asUser =
  (user: { role?: 'admin' | 'supplier' | 'client' }, active = true) =>
  () => {
    const session = {
      user: { ...currentUserAnswer.session.user, ...user },
      subscription: { ...currentUserAnswer.session.subscription, active },
    };
    return Response.json({ current_user: { ...currentUserAnswer.current_user, ...session.user }, session });
  };

const option = (id: number | null, code: string, type: 'boolean' | 'string', value: string | null) => ({
  id,
  param_id: id ?? 99,
  user_id: 7,
  code,
  name: code,
  description: null,
  type,
  scope: 'user',
  secret: false,
  value,
  is_set: value !== null,
});

const options = [
  option(1, 'erp_auto_sync', 'boolean', 'true'),
  option(null, 'erp_import_inactive', 'boolean', null),
  option(null, 'erp_stock_deposit_id', 'string', null),
];
const list = () => Response.json({ data: options });

const run = (fields: Partial<BlingSyncRun> = {}): BlingSyncRun => ({
  id: 3,
  status: 'running',
  kind: 'full',
  trigger: 'user',
  pages_done: 2,
  products_seen: 200,
  products_created: 150,
  products_updated: 40,
  products_deactivated: 1,
  errors: 0,
  last_error: null,
  started_at: '2026-03-05T17:30:00.000Z',
  finished_at: null,
  created_at: '2026-03-05T17:29:58.000Z',
  ...fields,
});

const blingStatus = (fields: Partial<BlingStatus> = {}): BlingStatus => ({
  configured: true,
  connection: {
    state: 'connected',
    connected_at: '2026-03-01T12:00:00.000Z',
    access_expires_at: null,
    error: null,
  },
  current_run: null,
  last_run: run({ id: 2, status: 'completed', finished_at: '2026-03-04T10:00:00.000Z' }),
  ...fields,
});

const supplierApi = (status: () => Response = () => Response.json(blingStatus())) =>
  fakeApi({
    'GET /api/v1/users/current-user': asUser({}),
    'GET /api/v1/system-config-param-values-is-config/': list,
    'GET /api/v1/bling/status': status,
  });

describe('erp loader', () => {
  it("shows a supplier's Bling connection and own ERP options", async () => {
    const api = supplierApi();
    expect(await loader(routeArgs(page(), api.context))).toEqual({
      view: 'supplier',
      options,
      bling: blingStatus(),
      outcome: null,
    });
  });

  it.each([
    ['connected', 'connected'],
    ['denied', 'denied'],
    ['exchange_failed', 'exchange_failed'],
    ['something-else', null],
  ] as const)('reads ?bling=%s from the OAuth callback as %s', async (value, outcome) => {
    const api = supplierApi();
    const request = new Request(`http://localhost:3000/erp?bling=${value}`, { headers: cookie });
    expect(await loader(routeArgs(request, api.context))).toMatchObject({ outcome });
  });

  it('carries the states the card shows: not configured, needs reconnect, a run in progress', async () => {
    const states = [
      blingStatus({ configured: false, last_run: null }),
      blingStatus({
        connection: {
          state: 'needs_reconnect',
          connected_at: null,
          access_expires_at: null,
          error: 'O Bling recusou o acesso.',
        },
      }),
      blingStatus({ current_run: run() }),
    ];
    for (const state of states) {
      const api = supplierApi(() => Response.json(state));
      expect(await loader(routeArgs(page(), api.context))).toMatchObject({ view: 'supplier', bling: state });
    }
  });

  it('keeps the page (and the options) when the Bling status cannot be loaded', async () => {
    const api = supplierApi(() => Response.json({ error: 'Erro interno.' }, { status: 500 }));
    expect(await loader(routeArgs(page(), api.context))).toEqual({
      view: 'supplier',
      options,
      bling: null,
      outcome: null,
    });
  });

  it('explains the page to a client without listing anything', async () => {
    const api = fakeApi({ 'GET /api/v1/users/current-user': asUser({ role: 'client' }) });
    expect(await loader(routeArgs(page(), api.context))).toEqual({ view: 'not-supplier', role: 'client' });
    expect(api.requests).toHaveLength(1);
  });

  it('stays empty for an inactive supplier (the layout shows the subscription dialog)', async () => {
    const api = fakeApi({ 'GET /api/v1/users/current-user': asUser({}, false) });
    expect(await loader(routeArgs(page(), api.context))).toEqual({ view: 'inactive' });
  });

  it('turns an options listing failure into the spec message (options: null), the card still there', async () => {
    const api = fakeApi({
      'GET /api/v1/users/current-user': asUser({}),
      'GET /api/v1/system-config-param-values-is-config/': () =>
        Response.json({ error: 'x' }, { status: 500 }),
      'GET /api/v1/bling/status': () => Response.json(blingStatus()),
    });
    expect(await loader(routeArgs(page(), api.context))).toMatchObject({ view: 'supplier', options: null });
  });

  it('shows an empty list of options as such', async () => {
    const api = fakeApi({
      'GET /api/v1/users/current-user': asUser({}),
      'GET /api/v1/system-config-param-values-is-config/': () => Response.json({ data: [] }),
      'GET /api/v1/bling/status': () => Response.json(blingStatus()),
    });
    expect(await loader(routeArgs(page(), api.context))).toMatchObject({ view: 'supplier', options: [] });
  });
});

describe('erp action: the Bling buttons', () => {
  const post = (intent: string) => formPost('/erp', { intent }, cookie);

  it('"Conectar ao Bling" sends the browser to the authorize URL the API made', async () => {
    const url = 'https://www.bling.com.br/Api/v3/oauth/authorize?response_type=code&client_id=abc&state=xyz';
    const api = fakeApi({ 'GET /api/v1/bling/request_auth': () => Response.json({ url }) });
    const answer = (await action(routeArgs(post('bling-connect'), api.context))) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe(url);
  });

  it("says why it cannot connect (409: the admin has not configured Bling) with the API's text", async () => {
    const api = fakeApi({
      'GET /api/v1/bling/request_auth': () =>
        Response.json({ error: 'A integração com o Bling ainda não foi configurada.' }, { status: 409 }),
    });
    const answer = (await action(routeArgs(post('bling-connect'), api.context))) as BlingData;
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toEqual({
      intent: 'bling-connect',
      error: 'A integração com o Bling ainda não foi configurada.',
    });
  });

  it('"Sincronizar agora" answers with the run the API started', async () => {
    const started = run({ status: 'queued', pages_done: 0 });
    const api = fakeApi({
      'POST /api/v1/products/sync_bling': () =>
        Response.json({ message: 'Sincronização iniciada.', run: started }, { status: 202 }),
    });
    const answer = (await action(routeArgs(post('bling-sync'), api.context))) as BlingData;
    expect(answer.data).toEqual({ intent: 'bling-sync', ok: 'Sincronização iniciada.', run: started });
  });

  it("shows the API's 409 when a sync cannot start (not connected)", async () => {
    const api = fakeApi({
      'POST /api/v1/products/sync_bling': () =>
        Response.json({ error: 'Conecte sua conta do Bling primeiro.' }, { status: 409 }),
    });
    const answer = (await action(routeArgs(post('bling-sync'), api.context))) as BlingData;
    expect(answer.data).toEqual({ intent: 'bling-sync', error: 'Conecte sua conta do Bling primeiro.' });
  });

  it('hides an unexpected failure behind the generic message', async () => {
    const api = fakeApi({
      'POST /api/v1/products/sync_bling': () => Response.json({ error: 'stack trace' }, { status: 500 }),
    });
    const answer = (await action(routeArgs(post('bling-sync'), api.context))) as BlingData;
    expect(answer.data.error).toBe('Algo deu errado, entre em contato com os desenvolvedores');
  });

  it('"Desconectar" calls DELETE /v1/bling/connection and shows its message', async () => {
    const api = fakeApi({
      'DELETE /api/v1/bling/connection': () => Response.json({ message: 'Bling desconectado.' }),
    });
    const answer = (await action(routeArgs(post('bling-disconnect'), api.context))) as BlingData;
    expect(answer.data).toEqual({ intent: 'bling-disconnect', ok: 'Bling desconectado.' });
    expect(api.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'DELETE /api/v1/bling/connection',
    ]);
  });
});

describe('erp action', () => {
  const saved = (request: Request) =>
    request
      .clone()
      .json()
      .then((body: { code: string; value: string | null }) =>
        Response.json({ data: option(5, body.code, 'string', body.value) }),
      );

  it('saves only the options that changed (an unticked box is false)', async () => {
    const api = fakeApi({
      'GET /api/v1/system-config-param-values-is-config/': list,
      'POST /api/v1/system-config-param-values-custom': saved,
    });
    const request = formPost('/erp', { erp_import_inactive: 'true', erp_stock_deposit_id: ' 42 ' }, cookie);
    const result = (await action(routeArgs(request, api.context))) as OptionsData;
    expect(result.data).toEqual({ ok: true });
    const sets = api.requests.filter((r) => r.method === 'POST');
    expect(await Promise.all(sets.map((r) => r.json()))).toEqual([
      { code: 'erp_auto_sync', value: 'false' },
      { code: 'erp_import_inactive', value: 'true' },
      { code: 'erp_stock_deposit_id', value: '42' },
    ]);
  });

  it('puts a refused value next to its field and keeps what was typed', async () => {
    const api = fakeApi({
      'GET /api/v1/system-config-param-values-is-config/': list,
      'POST /api/v1/system-config-param-values-custom': () =>
        Response.json({ error: 'Inválido.', errors: { value: ['Valor inválido.'] } }, { status: 422 }),
    });
    const request = formPost('/erp', { erp_auto_sync: 'true', erp_stock_deposit_id: 'x' }, cookie);
    const result = (await action(routeArgs(request, api.context))) as OptionsData;
    expect(result.init?.status).toBe(422);
    expect(result.data).toEqual({
      errors: { erp_stock_deposit_id: ['Valor inválido.'] },
      values: { erp_auto_sync: 'true', erp_import_inactive: 'false', erp_stock_deposit_id: 'x' },
    });
  });

  it('shows the spec message when the options cannot be listed', async () => {
    const api = fakeApi({
      'GET /api/v1/system-config-param-values-is-config/': () =>
        Response.json({ error: 'x' }, { status: 500 }),
    });
    const result = (await action(routeArgs(formPost('/erp', {}, cookie), api.context))) as OptionsData;
    expect(result.data.error).toBe('Algo deu errado ao listar os ERPS.');
  });
});
