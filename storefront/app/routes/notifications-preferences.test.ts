import { describe, expect, it } from 'vitest';
import { fakeApi, routeArgs } from '../testing/fake-api.ts';
import { action, loader } from './notifications-preferences.tsx';

const cookie = { Cookie: 'ponte_session=tok-123' };
const stored = (email: Record<string, boolean>, locale = 'pt-BR') =>
  Response.json({ result: { preferences: { email, locale } } });

async function post(fields: [string, string][], handlers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(handlers);
  const request = new Request('http://localhost:3000/notifications/preferences', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: cookie,
  });
  const result = await action(routeArgs(request, api.context));
  return { result, sent: api.requests };
}

describe('notification preferences loader', () => {
  it("lists only the role's families, in the catalogue's order", async () => {
    const api = fakeApi({
      'GET /api/v1/notifications/preferences': () => stored({ subscription: false, shipments: true }, 'en'),
    });
    const request = new Request('http://localhost:3000/notifications/preferences', { headers: cookie });
    const result = await loader(routeArgs(request, api.context));
    expect(result.families).toEqual(['shipments', 'subscription']);
    expect(result.preferences.locale).toBe('en');
  });
});

describe('notification preferences action', () => {
  const families: [string, string][] = [
    ['family', 'shipments'],
    ['family', 'subscription'],
    ['family', 'bling'],
  ];

  it('sends each listed family on when ticked and off when not, with the language', async () => {
    const { result, sent } = await post([...families, ['email', 'subscription'], ['locale', 'en']], {
      'PUT /api/v1/notifications/preferences': () =>
        stored({ shipments: false, subscription: true, bling: false }, 'en'),
    });
    expect(await sent[0]!.json()).toEqual({
      email: { shipments: false, subscription: true, bling: false },
      locale: 'en',
    });
    expect(result).toMatchObject({ ok: true, preferences: { locale: 'en' } });
  });

  it('ignores a family that does not exist', async () => {
    const { sent } = await post(
      [
        ['family', 'shipments'],
        ['family', 'marketing'],
        ['locale', 'pt-BR'],
      ],
      {
        'PUT /api/v1/notifications/preferences': () => stored({ shipments: false }),
      },
    );
    expect(await sent[0]!.json()).toEqual({ email: { shipments: false }, locale: 'pt-BR' });
  });

  it('puts a missing language under its field, without calling the API', async () => {
    const { result, sent } = await post([...families, ['email', 'shipments']], {});
    expect(sent).toHaveLength(0);
    expect(result).toMatchObject({
      init: { status: 422 },
      data: { ok: false, errors: { locale: [expect.any(String)] } },
    });
  });

  it("keeps the API's field messages after a 422", async () => {
    const errors = { email: ['Família inválida para o seu perfil.'] };
    const { result } = await post([...families, ['locale', 'pt-BR']], {
      'PUT /api/v1/notifications/preferences': () =>
        Response.json({ error: 'Os dados enviados são inválidos.', errors }, { status: 422 }),
    });
    expect(result).toMatchObject({ init: { status: 422 }, data: { ok: false, errors } });
  });

  it("shows the product's sentence when the API is unavailable", async () => {
    const { result } = await post([...families, ['locale', 'pt-BR']], {
      'PUT /api/v1/notifications/preferences': () => Response.json({ error: 'x' }, { status: 503 }),
    });
    expect(result).toMatchObject({ init: { status: 503 }, data: { ok: false, error: expect.any(String) } });
  });
});
