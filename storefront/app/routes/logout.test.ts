import { describe, expect, it } from 'vitest';
import { fakeApi, formPost, routeArgs } from '../testing/fake-api.ts';
import { action, loader } from './logout.ts';

const cleared = 'ponte_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax';

describe('logout', () => {
  it('revokes the session and forwards the cookie that clears it', async () => {
    const api = fakeApi({
      'POST /api/auth/logout': () =>
        Response.json({ message: 'Até logo' }, { headers: { 'Set-Cookie': cleared } }),
    });
    const request = formPost('/logout', {}, { Cookie: 'ponte_session=tok-123' });

    const response = await action(routeArgs(request, api.context));

    expect(response.headers.get('Location')).toBe('/login');
    expect(response.headers.getSetCookie()).toEqual([cleared]);
    expect(api.requests[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('still logs out when the session had already expired', async () => {
    const api = fakeApi({
      'POST /api/auth/logout': () => Response.json({ error: 'Sessão expirada' }, { status: 401 }),
    });
    const request = formPost('/logout', {}, { Cookie: 'ponte_session=old' });
    const response = await action(routeArgs(request, api.context));
    expect(response.headers.get('Location')).toBe('/login');
  });

  it('does nothing on GET but go home', () => {
    expect(loader().headers.get('Location')).toBe('/');
  });
});
