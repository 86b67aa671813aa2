import { describe, expect, it } from 'vitest';
import { fakeApi, formPost, routeArgs } from '../testing/fake-api.ts';
import { action, INVALID_LINK, loader } from './unsubscribe.tsx';

const TOKEN = '7.shipments.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

describe('unsubscribe loader', () => {
  it('changes nothing on a GET: it only reads the family the token names', async () => {
    const api = fakeApi({});
    const request = new Request(`http://localhost:3000/unsubscribe?token=${encodeURIComponent(TOKEN)}`);
    const result = await loader(routeArgs(request, api.context));
    expect(result).toEqual({ token: TOKEN, family: 'shipments' });
    expect(api.requests).toHaveLength(0);
  });

  it('names no family for a token it cannot read', async () => {
    const request = new Request('http://localhost:3000/unsubscribe?token=lixo');
    expect(await loader(routeArgs(request, fakeApi({}).context))).toEqual({ token: 'lixo', family: null });
  });
});

describe('unsubscribe action', () => {
  const turnedOff = () => Response.json({ message: 'E-mails desligados.', result: { family: 'shipments' } });

  it('posts the token to the API, signed out, and says which family stopped', async () => {
    const api = fakeApi({ 'POST /api/v1/notifications/unsubscribe': turnedOff });
    const result = await action(routeArgs(formPost('/unsubscribe', { token: TOKEN }), api.context));
    expect(await api.requests[0]!.json()).toEqual({ token: TOKEN });
    expect(api.requests[0]!.headers.get('Authorization')).toBeNull();
    expect(result).toEqual({ ok: true, family: 'shipments' });
  });

  it("takes the query's token from an RFC 8058 one-click post", async () => {
    const api = fakeApi({ 'POST /api/v1/notifications/unsubscribe': turnedOff });
    const request = formPost(`/unsubscribe?token=${encodeURIComponent(TOKEN)}`, {
      'List-Unsubscribe': 'One-Click',
    });
    const result = await action(routeArgs(request, api.context));
    expect(await api.requests[0]!.json()).toEqual({ token: TOKEN });
    expect(result).toEqual({ ok: true, family: 'shipments' });
  });

  it('says the link is invalid when the API refuses the token', async () => {
    const api = fakeApi({
      'POST /api/v1/notifications/unsubscribe': () =>
        Response.json({ error: 'Link inválido.' }, { status: 422 }),
    });
    const result = await action(
      routeArgs(formPost('/unsubscribe', { token: '7.shipments.forjado' }), api.context),
    );
    expect(result).toMatchObject({ init: { status: 422 }, data: { ok: false, error: INVALID_LINK } });
  });

  it('refuses a post without a token, without calling the API', async () => {
    const api = fakeApi({});
    const result = await action(routeArgs(formPost('/unsubscribe', {}), api.context));
    expect(api.requests).toHaveLength(0);
    expect(result).toMatchObject({ init: { status: 422 }, data: { ok: false, error: INVALID_LINK } });
  });

  it("shows the product's sentence when the API is unavailable", async () => {
    const api = fakeApi({
      'POST /api/v1/notifications/unsubscribe': () => Response.json({ error: 'x' }, { status: 503 }),
    });
    const result = await action(routeArgs(formPost('/unsubscribe', { token: TOKEN }), api.context));
    expect(result).toMatchObject({ init: { status: 503 }, data: { ok: false } });
    expect((result as { data: { error: string } }).data.error).not.toBe(INVALID_LINK);
  });
});
