import { describe, expect, it } from 'vitest';
import {
  currentUserAnswer,
  fakeApi,
  routeArgs,
  subscription,
  thrownResponse,
  user,
} from '../testing/fake-api.ts';
import { loader } from './app-layout.tsx';

const page = (path: string, cookie?: string) =>
  new Request(`http://localhost:3000${path}`, { headers: cookie ? { Cookie: cookie } : {} });

const answering = (active: boolean) =>
  fakeApi({
    'GET /api/v1/users/current-user': () =>
      Response.json({
        ...currentUserAnswer,
        session: { user, subscription: { ...subscription, active } },
      }),
  });

/** `data(value, init)` as a loader returns it: the value and the response init. */
const unwrap = (result: unknown) =>
  result as {
    data: { fullName: string; subscription: { active: boolean } };
    init: { headers: HeadersInit };
  };
const setCookie = (result: unknown) => new Headers(unwrap(result).init.headers).get('Set-Cookie');

describe('app layout loader', () => {
  it('sends a visitor without a session to /login, without asking the API', async () => {
    const api = answering(true);
    const response = await thrownResponse(loader(routeArgs(page('/products'), api.context)));
    expect(response.headers.get('Location')).toBe('/login');
    expect(api.requests).toHaveLength(0);
  });

  it('sends a person whose session the API refuses to /login', async () => {
    const api = fakeApi({
      'GET /api/v1/users/current-user': () => Response.json({ error: 'Sessão expirada' }, { status: 401 }),
    });
    const response = await thrownResponse(loader(routeArgs(page('/', 'ponte_session=old'), api.context)));
    expect(response.headers.get('Location')).toBe('/login');
  });

  it('loads the session once and remembers the active flag it saw', async () => {
    const answer = await loader(routeArgs(page('/products', 'ponte_session=tok'), answering(true).context));
    const result = unwrap(answer);
    expect(result.data.fullName).toBe('Ana Souza');
    expect(result.data.subscription.active).toBe(true);
    expect(setCookie(answer)).toBe('ponte_active=7.1; Path=/; HttpOnly; SameSite=Lax');
  });

  it('sets nothing when the flag is the one already seen', async () => {
    const cookie = 'ponte_session=tok; ponte_active=7.1';
    const result = await loader(routeArgs(page('/products', cookie), answering(true).context));
    expect(result).toMatchObject({ fullName: 'Ana Souza', user: { id: 7 } });
    expect(result).not.toHaveProperty('init');
  });

  it('goes to / with the new flag when the subscription became inactive (docs/product.md#behaviours)', async () => {
    const cookie = 'ponte_session=tok; ponte_active=7.1';
    const response = await thrownResponse(
      loader(routeArgs(page('/products', cookie), answering(false).context)),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
    expect(response.headers.get('Set-Cookie')).toContain('ponte_active=7.0;');
  });

  it('goes to / when the subscription became active, e.g. after subscribing on /plans', async () => {
    const cookie = 'ponte_session=tok; ponte_active=7.0';
    const response = await thrownResponse(loader(routeArgs(page('/plans', cookie), answering(true).context)));
    expect(response.headers.get('Location')).toBe('/');
    expect(response.headers.get('Set-Cookie')).toContain('ponte_active=7.1;');
  });

  it('only stores the new flag when the change is seen on / already', async () => {
    const cookie = 'ponte_session=tok; ponte_active=7.1';
    const answer = await loader(routeArgs(page('/', cookie), answering(false).context));
    expect(unwrap(answer).data.subscription.active).toBe(false);
    expect(setCookie(answer)).toContain('ponte_active=7.0;');
  });

  it('replaces another person’s flag (a new login) without a redirect', async () => {
    const cookie = 'ponte_session=tok; ponte_active=99.1';
    const answer = await loader(routeArgs(page('/products', cookie), answering(false).context));
    expect(setCookie(answer)).toContain('ponte_active=7.0;');
  });

  it('lets other API failures reach the error boundary', async () => {
    const api = fakeApi({
      'GET /api/v1/users/current-user': () => Response.json({ error: 'Falha' }, { status: 500 }),
    });
    await expect(loader(routeArgs(page('/', 'ponte_session=tok'), api.context))).rejects.toMatchObject({
      status: 500,
    });
  });
});
