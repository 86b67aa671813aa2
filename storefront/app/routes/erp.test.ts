import { describe, expect, it } from 'vitest';
import { currentUserAnswer, fakeApi, formPost, routeArgs } from '../testing/fake-api.ts';
import { action, loader } from './erp.tsx';

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

describe('erp loader', () => {
  it("lists a supplier's own ERP options", async () => {
    const api = fakeApi({
      'GET /api/v1/users/current-user': asUser({}),
      'GET /api/v1/system-config-param-values-is-config/': list,
    });
    expect(await loader(routeArgs(page(), api.context))).toEqual({ view: 'options', options });
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

  it('turns a listing failure into the spec message', async () => {
    const api = fakeApi({
      'GET /api/v1/users/current-user': asUser({}),
      'GET /api/v1/system-config-param-values-is-config/': () =>
        Response.json({ error: 'x' }, { status: 500 }),
    });
    expect(await loader(routeArgs(page(), api.context))).toEqual({ view: 'list-error' });
  });

  it('shows an empty list of options as such', async () => {
    const api = fakeApi({
      'GET /api/v1/users/current-user': asUser({}),
      'GET /api/v1/system-config-param-values-is-config/': () => Response.json({ data: [] }),
    });
    expect(await loader(routeArgs(page(), api.context))).toEqual({ view: 'options', options: [] });
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
    const result = await action(routeArgs(request, api.context));
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
    const result = await action(routeArgs(request, api.context));
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
    const result = await action(routeArgs(formPost('/erp', {}, cookie), api.context));
    expect(result.data.error).toBe('Algo deu errado ao listar os ERPS.');
  });
});
