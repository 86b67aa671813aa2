import { describe, expect, it } from 'vitest';
import { currentUserAnswer, fakeApi, routeArgs, subscription, thrownResponse } from '../testing/fake-api.ts';
import { loader } from './home.tsx';

const home = (headers?: HeadersInit) => new Request('http://localhost:3000/', { headers });

describe('home loader', () => {
  it('redirects to /login without a session cookie, without asking the API', async () => {
    const api = fakeApi({});
    const response = await thrownResponse(loader(routeArgs(home(), api.context)));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login');
    expect(api.requests).toHaveLength(0);
  });

  it('redirects to /login when the API no longer accepts the session', async () => {
    const api = fakeApi({
      'GET /api/v1/users/current-user': () => Response.json({ error: 'Sessão expirada' }, { status: 401 }),
    });
    const request = home({ Cookie: 'ponte_session=old-token' });
    const response = await thrownResponse(loader(routeArgs(request, api.context)));
    expect(response.headers.get('Location')).toBe('/login');
  });

  it('loads the person with their cookie sent as a Bearer token', async () => {
    const api = fakeApi({
      'GET /api/v1/users/current-user': () => Response.json(currentUserAnswer),
    });
    const request = home({ Cookie: 'theme=dark; ponte_session=tok-123' });

    const data = await loader(routeArgs(request, api.context));

    expect(data).toEqual({ fullName: 'Ana Souza', role: 'supplier', subscription });
    const [sent] = api.requests;
    expect(sent?.headers.get('Authorization')).toBe('Bearer tok-123');
    // The browser's cookies stay with us: the API sees only the token (no XSRF needed for Bearer).
    expect(sent?.headers.get('Cookie')).toBeNull();
  });

  it('lets other API failures reach the error boundary', async () => {
    const api = fakeApi({
      'GET /api/v1/users/current-user': () => Response.json({ error: 'Falha' }, { status: 500 }),
    });
    const request = home({ Cookie: 'ponte_session=tok-123' });
    await expect(loader(routeArgs(request, api.context))).rejects.toMatchObject({ status: 500 });
  });
});
