import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider, NOT_ADMIN_MESSAGE } from './auth-provider.ts';
import {
  currentUserAnswer,
  fakeApi,
  loginAnswer,
  unauthenticated,
  XSRF_VALUE,
} from './fake-api.test-helper.ts';

const logoutOk = { status: 200, body: { message: 'Sessão encerrada.' } };
const credentials = { email: 'admin@ponte.test', password: 'segredo-forte' };

function setup(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  const goToSite = vi.fn<(delayMs: number) => void>();
  // The browser's XSRF cookie: a sign-in or sign-out anywhere on the site rewrites it.
  const cookies = { xsrf: '' };
  const auth = createAuthProvider(api.client, { goToSite, sessionMark: () => cookies.xsrf });
  return { ...api, auth, goToSite, cookies };
}

const currentUserAsks = (requests: { url: string }[]) =>
  requests.filter((r) => r.url === '/api/v1/users/current-user').length;

describe('auth provider', () => {
  it('logs an admin in with the e-mail and password, on the same origin, keeping no token', async () => {
    const { auth, requests, goToSite } = setup({ 'POST /api/auth/login': loginAnswer('admin') });

    await expect(auth.login(credentials)).resolves.toBeUndefined();

    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/login',
      credentials: 'same-origin',
      body: credentials,
    });
    expect(goToSite).not.toHaveBeenCalled();
    await expect(auth.getIdentity?.()).resolves.toMatchObject({ id: 1, fullName: 'Ana Souza' });
    expect(requests).toHaveLength(1); // identity came from the login answer
  });

  it('accepts the username field of react-admin’s default login form as the e-mail', async () => {
    const { auth, requests } = setup({ 'POST /api/auth/login': loginAnswer('admin') });
    await auth.login({ username: credentials.email, password: credentials.password });
    expect(requests[0]?.body).toEqual(credentials);
  });

  it('rejects a wrong password with the API’s message', async () => {
    const { auth } = setup({
      'POST /api/auth/login': { status: 401, body: { error: 'Acesso negado' } },
    });
    await expect(auth.login(credentials)).rejects.toThrow('Acesso negado');
  });

  it('refuses a non-admin: logs them out again and sends them to the site', async () => {
    const { auth, requests, goToSite } = setup({
      'POST /api/auth/login': loginAnswer('supplier'),
      'POST /api/auth/logout': logoutOk,
    });

    await expect(auth.login(credentials)).rejects.toThrow(NOT_ADMIN_MESSAGE);

    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/auth/login',
      'POST /api/auth/logout',
    ]);
    expect(requests[1]?.headers.get('X-XSRF-TOKEN')).toBe(XSRF_VALUE);
    expect(goToSite).toHaveBeenCalledOnce();
  });

  it('passes checkAuth for an admin session', async () => {
    const { auth, requests } = setup({
      'GET /api/v1/users/current-user': currentUserAnswer('admin'),
    });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(requests[0]).toMatchObject({ method: 'GET', credentials: 'same-origin' });
  });

  it('rejects checkAuth on a 401, and then logs out without calling the API', async () => {
    const { auth, requests } = setup({ 'GET /api/v1/users/current-user': unauthenticated });

    await expect(auth.checkAuth({})).rejects.toEqual({ message: 'ra.auth.auth_check_error' });
    await auth.logout({});

    expect(requests.map((r) => r.url)).toEqual(['/api/v1/users/current-user']);
  });

  it('sends a signed-in non-admin to the site without ending their storefront session', async () => {
    const { auth, requests, goToSite } = setup({
      'GET /api/v1/users/current-user': currentUserAnswer('client'),
      'POST /api/auth/logout': logoutOk,
    });

    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
    // react-admin logs out after a failed checkAuth: no API call, and no redirect of its own.
    await expect(auth.logout({})).resolves.toBe(false);

    expect(goToSite).toHaveBeenCalledWith(0);
    expect(requests.map((r) => r.url)).toEqual(['/api/v1/users/current-user']);
  });

  it('logs out through the API with the XSRF header taken from the cookie', async () => {
    const { auth, requests } = setup({
      'GET /api/v1/users/current-user': currentUserAnswer('admin'),
      'POST /api/auth/logout': logoutOk,
    });
    await auth.checkAuth({});

    await auth.logout({});

    const logout = requests.at(-1);
    expect(logout).toMatchObject({
      method: 'POST',
      url: '/api/auth/logout',
      credentials: 'same-origin',
    });
    expect(logout?.headers.get('X-XSRF-TOKEN')).toBe(XSRF_VALUE);
  });

  it('rejects checkError on 401 (react-admin logs out) and on 403 (without logging out)', async () => {
    const { auth } = setup({});
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({
      message: 'ra.notification.logged_out',
    });
    await expect(auth.checkError({ status: 403 })).rejects.toMatchObject({ logoutUser: false });
    await expect(auth.checkError({ status: 422 })).resolves.toBeUndefined();
    await expect(auth.checkError(new Error('rede'))).resolves.toBeUndefined();
  });

  it('gives the role as permissions and the full name as identity', async () => {
    const { auth, requests } = setup({
      'GET /api/v1/users/current-user': currentUserAnswer('admin'),
    });
    await expect(auth.getPermissions?.({})).resolves.toBe('admin');
    await expect(auth.getIdentity?.()).resolves.toEqual({
      id: 1,
      fullName: 'Ana Souza',
      email: 'admin@ponte.test',
      role: 'admin',
    });
    expect(requests).toHaveLength(1); // the session is asked once, then remembered
  });

  it('asks for the session once while signed out: react-admin’s later checks get the same answer', async () => {
    const { auth, requests } = setup({ 'GET /api/v1/users/current-user': unauthenticated });

    // The app's guard, react-admin's logout, then the login page's "already signed in?" check.
    await expect(auth.checkAuth({})).rejects.toEqual({ message: 'ra.auth.auth_check_error' });
    await auth.logout({});
    await expect(auth.checkAuth({})).rejects.toEqual({ message: 'ra.auth.auth_check_error' });
    await expect(auth.checkAuth({})).rejects.toEqual({ message: 'ra.auth.auth_check_error' });

    expect(currentUserAsks(requests)).toBe(1);
  });

  it('asks again once the browser holds other session cookies (a sign-in on the site)', async () => {
    let signedIn = false;
    const { auth, requests, cookies } = setup({
      'GET /api/v1/users/current-user': () => (signedIn ? currentUserAnswer('admin') : unauthenticated),
    });
    await expect(auth.checkAuth({})).rejects.toEqual({ message: 'ra.auth.auth_check_error' });

    signedIn = true;
    cookies.xsrf = 'new-session-xsrf';
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(currentUserAsks(requests)).toBe(2);
  });

  it('asks again after signing in on the console, and shares one answer among checks made together', async () => {
    let signedIn = false;
    const { auth, requests } = setup({
      'POST /api/auth/login': () => {
        signedIn = true;
        return loginAnswer('admin');
      },
      'GET /api/v1/users/current-user': () => (signedIn ? currentUserAnswer('admin') : unauthenticated),
    });
    await expect(auth.checkAuth({})).rejects.toEqual({ message: 'ra.auth.auth_check_error' });
    await auth.login(credentials);

    await Promise.all([auth.checkAuth({}), auth.checkAuth({})]);

    expect(currentUserAsks(requests)).toBe(2);
  });

  it('knows the session is over after logging out, or after the API answered 401 to a data call', async () => {
    const { auth, requests } = setup({
      'GET /api/v1/users/current-user': currentUserAnswer('admin'),
      'POST /api/auth/logout': logoutOk,
    });
    await auth.checkAuth({});
    await auth.logout({});
    await expect(auth.checkAuth({})).rejects.toEqual({ message: 'ra.auth.auth_check_error' });
    expect(currentUserAsks(requests)).toBe(1);

    const second = setup({ 'GET /api/v1/users/current-user': currentUserAnswer('admin') });
    await second.auth.checkAuth({});
    await expect(second.auth.checkError({ status: 401 })).rejects.toBeDefined();
    await expect(second.auth.checkAuth({})).rejects.toEqual({ message: 'ra.auth.auth_check_error' });
    expect(currentUserAsks(second.requests)).toBe(1);
  });

  it('keeps asking while the API fails for another reason (it may answer next time)', async () => {
    const { auth, requests } = setup({
      'GET /api/v1/users/current-user': { status: 503, body: { error: 'Indisponível.' } },
    });
    await expect(auth.checkAuth({})).rejects.toBeDefined();
    await expect(auth.checkAuth({})).rejects.toBeDefined();
    expect(currentUserAsks(requests)).toBe(2);
  });
});
