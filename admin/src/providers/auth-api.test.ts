import { describe, expect, it } from 'vitest';
import { createAuthApi } from './auth-api.ts';
import { fakeHttp } from './records.test-helper.ts';

const session = {
  user: {
    id: 1,
    name: 'Ana',
    last_name: 'Souza',
    email: 'a@x.com',
    role: 'admin',
    created_at: '2025-01-01T00:00:00.000Z',
  },
  subscription: {
    active: true,
    status: 'active',
    plan_id: null,
    current_period_end: null,
    trial_ends_at: null,
    pending: null,
  },
};

describe('auth api (the session calls of the auth provider)', () => {
  it('logs in, reads the current user and logs out at the API’s paths', async () => {
    const { http, calls } = fakeHttp({
      'POST /api/auth/login': { access_token: 'secret', token_type: 'Bearer', ...session },
      'GET /api/v1/users/current-user': { current_user: {}, session },
      'POST /api/auth/logout': { message: 'Sessão encerrada.' },
    });
    const api = createAuthApi(http);

    await expect(api.auth.login({ email: 'a@x.com', password: 'segredo-forte' })).resolves.toEqual(session);
    await expect(api.auth.currentUser()).resolves.toEqual({ session });
    await expect(api.auth.logout()).resolves.toEqual({ message: 'Sessão encerrada.' });
    expect(calls).toEqual([
      { method: 'POST', url: '/api/auth/login', body: { email: 'a@x.com', password: 'segredo-forte' } },
      { method: 'GET', url: '/api/v1/users/current-user', body: undefined },
      { method: 'POST', url: '/api/auth/logout', body: undefined },
    ]);
  });

  it('keeps no token from the login answer', async () => {
    const { http } = fakeHttp({
      'POST /api/auth/login': { access_token: 'secret', token_type: 'Bearer', ...session },
    });
    expect(JSON.stringify(await createAuthApi(http).auth.login({ email: 'a', password: 'b' }))).not.toContain(
      'secret',
    );
  });

  it('refuses an answer that is not a session', async () => {
    const { http } = fakeHttp({
      'GET /api/v1/users/current-user': {
        session: { user: { ...session.user, role: 'root' }, subscription: session.subscription },
      },
    });
    await expect(createAuthApi(http).auth.currentUser()).rejects.toThrow('Resposta inesperada da API.');
  });
});
