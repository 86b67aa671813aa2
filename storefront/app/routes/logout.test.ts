import { describe, expect, it } from 'vitest';
import { fakeApi, formPost, routeArgs, thrownResponse } from '../testing/fake-api.ts';
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

  it('refuses a post from another site with 403 and keeps the session; its own Origin is fine', async () => {
    const api = fakeApi({ 'POST /api/auth/logout': () => Response.json({ message: 'Até logo' }) });
    const forged = formPost('/logout', {}, { Cookie: 'ponte_session=tok-123', Origin: 'https://evil.example' });
    const refused = await thrownResponse(action(routeArgs(forged, api.context)));
    expect(refused.status).toBe(403);
    expect(api.requests).toEqual([]);

    const own = formPost('/logout', {}, { Cookie: 'ponte_session=tok-123', Origin: 'http://localhost:3000' });
    expect((await action(routeArgs(own, api.context))).headers.get('Location')).toBe('/login');
    expect(api.requests).toHaveLength(1);
  });

  it('does nothing on GET but go home', () => {
    expect(loader().headers.get('Location')).toBe('/');
  });
});
