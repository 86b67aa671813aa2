import { describe, expect, it } from 'vitest';
import { fakeApi, formPost, routeArgs } from '../testing/fake-api.ts';
import { action, loader, safeLink } from './notifications.tsx';

const cookie = { Cookie: 'ponte_session=tok-123' };
const page = (path: string) => new Request(`http://localhost:3000${path}`, { headers: cookie });

const shipmentCreated = {
  id: 31,
  kind: 'shipping.created',
  params: {
    shipping_id: 12,
    client_name: 'Loja da Bia',
    orders_count: 2,
    items_count: 3,
    total_cents: 15990,
    cities: ['Campinas/SP', 'Niterói/RJ'],
  },
  read: false,
  created_at: '2026-11-20T15:04:00.000Z',
};

const listAnswer = (notifications: unknown[], unread = 1, lastPage = 1) =>
  Response.json({
    result: {
      notifications,
      unread_count: unread,
      paginate: { current_page: 1, per_page: 20, total: notifications.length, last_page: lastPage },
    },
  });

async function post(fields: Record<string, string>, handlers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(handlers);
  const result = await action(routeArgs(formPost('/notifications', fields, cookie), api.context)).catch(
    (thrown: unknown) => thrown,
  );
  return { result, sent: api.requests };
}

describe('notifications loader', () => {
  it('asks for the page in the address, 20 a page, with the session as Bearer', async () => {
    const api = fakeApi({ 'GET /api/v1/notifications': () => listAnswer([shipmentCreated]) });
    const result = await loader(routeArgs(page('/notifications?page=3'), api.context));
    const url = new URL(api.requests[0]!.url);
    expect(url.searchParams.get('page')).toBe('3');
    expect(url.searchParams.get('per_page')).toBe('20');
    expect(api.requests[0]!.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(result.page).toBe(3);
    expect(result.unread).toBe(1);
    expect(result.notifications[0]).toMatchObject({ id: 31, kind: 'shipping.created', read: false });
  });

  it('reads a page that is not a number as page 1', async () => {
    const api = fakeApi({ 'GET /api/v1/notifications': () => listAnswer([]) });
    const result = await loader(routeArgs(page('/notifications?page=abc'), api.context));
    expect(new URL(api.requests[0]!.url).searchParams.get('page')).toBe('1');
    expect(result.notifications).toEqual([]);
  });

  it('throws when the API fails, so the page shows the route error with "Tentar novamente"', async () => {
    const api = fakeApi({
      'GET /api/v1/notifications': () => Response.json({ error: 'x' }, { status: 500 }),
    });
    await expect(loader(routeArgs(page('/notifications'), api.context))).rejects.toMatchObject({
      status: 500,
    });
  });
});

describe('notifications action', () => {
  const marked = (unread = 0) => Response.json({ result: { unread_count: unread } });

  it('opening an item marks it read, then goes to its page', async () => {
    const { result, sent } = await post(
      { intent: 'open', id: '31', to: '/shipping/view/12' },
      { 'POST /api/v1/notifications/read': () => marked() },
    );
    expect(await sent[0]!.json()).toEqual({ ids: [31] });
    expect((result as Response).headers.get('Location')).toBe('/shipping/view/12');
  });

  it('still goes to the page when marking fails', async () => {
    const { result } = await post(
      { intent: 'open', id: '31', to: '/erp' },
      { 'POST /api/v1/notifications/read': () => Response.json({ error: 'x' }, { status: 503 }) },
    );
    expect((result as Response).headers.get('Location')).toBe('/erp');
  });

  it('never redirects to another site', async () => {
    const { result } = await post(
      { intent: 'open', id: '31', to: '//evil.example/x' },
      {
        'POST /api/v1/notifications/read': () => marked(),
      },
    );
    expect((result as Response).headers.get('Location')).toBe('/notifications');
  });

  it('"Marcar como lida" marks one and stays', async () => {
    const { result, sent } = await post(
      { intent: 'read', id: '31' },
      { 'POST /api/v1/notifications/read': () => marked(2) },
    );
    expect(await sent[0]!.json()).toEqual({ ids: [31] });
    expect(result).toEqual({ ok: true, intent: 'read' });
  });

  it('"Marcar todas como lidas" marks all', async () => {
    const { result, sent } = await post(
      { intent: 'read-all' },
      { 'POST /api/v1/notifications/read': () => marked() },
    );
    expect(await sent[0]!.json()).toEqual({ all: true });
    expect(result).toEqual({ ok: true, intent: 'read-all' });
  });

  it('refuses a post without a valid id, without calling the API', async () => {
    const { result, sent } = await post({ intent: 'read', id: 'x' }, {});
    expect(sent).toHaveLength(0);
    expect(result).toMatchObject({ init: { status: 422 }, data: { ok: false } });
  });

  it("shows the product's sentence when the API fails", async () => {
    const { result } = await post(
      { intent: 'read-all' },
      { 'POST /api/v1/notifications/read': () => Response.json({ error: 'x' }, { status: 500 }) },
    );
    expect(result).toMatchObject({
      init: { status: 500 },
      data: { ok: false, error: 'Algo deu errado, entre em contato com os desenvolvedores' },
    });
  });

  it('needs nothing but the form: a signed-out post is refused by the API, not a crash', async () => {
    const { result } = await post(
      { intent: 'read-all' },
      {
        'POST /api/v1/notifications/read': () => Response.json({ error: 'Não autenticado' }, { status: 401 }),
      },
    );
    expect(result).toMatchObject({ init: { status: 401 }, data: { ok: false } });
  });
});

describe('safeLink', () => {
  it('keeps paths on this host and refuses anything else', () => {
    expect(safeLink('/shipping/view/12')).toBe('/shipping/view/12');
    expect(safeLink('/admin/clients/4')).toBe('/admin/clients/4');
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeLink(bad)).toBe('/notifications');
    }
  });
});
