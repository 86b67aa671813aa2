import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, formPost, routeArgs, subscription, user } from '../testing/fake-api.ts';
import { env } from '../utils/env.server.ts';
import { action } from './login.tsx';

const credentials = { email: 'ana@example.com', password: 'segredo-forte' };

function loginAnswer() {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  headers.append('Set-Cookie', 'ponte_session=tok-123; Path=/; HttpOnly; SameSite=Lax');
  headers.append('Set-Cookie', 'XSRF-TOKEN=xsrf-1; Path=/; SameSite=Lax');
  const body = { access_token: 'tok-123', token_type: 'Bearer', user, subscription };
  return new Response(JSON.stringify(body), { status: 200, headers });
}

async function failedLogin(answer: Response) {
  const api = fakeApi({ 'POST /api/auth/login': () => answer });
  const result = await action(routeArgs(formPost('/login', credentials), api.context));
  if (result instanceof Response) throw new Error('expected the form to be shown again');
  return result;
}

afterEach(() => vi.unstubAllGlobals());

describe('login action', () => {
  it('posts the credentials and redirects home with the API session cookies', async () => {
    const api = fakeApi({ 'POST /api/auth/login': loginAnswer });
    const request = formPost('/login', credentials, { 'User-Agent': 'Firefox/140' });

    const result = await action(routeArgs(request, api.context));

    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
    expect(response.headers.getSetCookie()).toEqual([
      'ponte_session=tok-123; Path=/; HttpOnly; SameSite=Lax',
      'XSRF-TOKEN=xsrf-1; Path=/; SameSite=Lax',
    ]);
    const [sent] = api.requests;
    expect(sent?.url).toBe('http://ponte.internal/api/auth/login');
    expect(await sent?.json()).toEqual(credentials);
    expect(sent?.headers.get('User-Agent')).toBe('Firefox/140');
  });

  it('shows "Acesso negado" on 401', async () => {
    const result = await failedLogin(Response.json({ error: 'Acesso negado' }, { status: 401 }));
    expect(result.init?.status).toBe(401);
    expect(result.data.error).toBe('Acesso negado');
    expect(result.data.email).toBe(credentials.email);
  });

  it('shows the field errors of a 422', async () => {
    const errors = { email: ['Informe um e-mail válido.'] };
    const result = await failedLogin(Response.json({ error: 'Dados inválidos.', errors }, { status: 422 }));
    expect(result.init?.status).toBe(422);
    expect(result.data.errors).toEqual(errors);
  });

  it("shows the API's text on 429", async () => {
    const error = 'Muitas tentativas. Tente novamente em 1 minuto.';
    const result = await failedLogin(Response.json({ error }, { status: 429 }));
    expect(result.init?.status).toBe(429);
    expect(result.data.error).toBe(error);
  });

  it('refuses an incomplete form without calling the API', async () => {
    const api = fakeApi({});
    const result = await action(routeArgs(formPost('/login', { email: 'x' }), api.context));
    if (result instanceof Response) throw new Error('expected the form to be shown again');
    expect(result.init?.status).toBe(422);
    expect(Object.keys(result.data.errors ?? {})).toEqual(['email', 'password']);
    expect(api.requests).toHaveLength(0);
  });

  it('calls API_URL over HTTP when the host gives no apiFetch', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => loginAnswer());
    vi.stubGlobal('fetch', fetchMock);
    const result = await action(routeArgs(formPost('/login', credentials), {}));
    expect((result as Response).headers.get('Location')).toBe('/');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${env.API_URL}/api/auth/login`);
  });
});
