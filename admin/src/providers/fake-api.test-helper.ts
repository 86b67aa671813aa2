import type { Role } from '@ponte/shared';
import { vi } from 'vitest';
import { createAuthApi } from './auth-api.ts';
import { createHttpClient } from './http-client.ts';

/** A request as the fake API saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

export type Answer = { status: number; body: unknown };
type Route = (request: SeenRequest) => Answer;

export const XSRF_VALUE = 'xsrf-abc123';

function sessionFor(role: Role) {
  return {
    user: {
      id: role === 'admin' ? 1 : 7,
      name: role === 'admin' ? 'Ana' : 'Bruno',
      last_name: 'Souza',
      email: `${role}@ponte.test`,
      role,
      created_at: '2025-01-02T03:04:05.000Z',
    },
    subscription: {
      active: true,
      status: 'active' as const,
      plan_id: null,
      current_period_end: null,
      trial_ends_at: null,
      pending: null,
    },
  };
}

export const loginAnswer = (role: Role): Answer => ({
  status: 200,
  body: { access_token: 'secret-token', token_type: 'Bearer', ...sessionFor(role) },
});

export const currentUserAnswer = (role: Role) => {
  const session = sessionFor(role);
  return {
    status: 200,
    body: {
      current_user: {
        ...session.user,
        document: null,
        phone: null,
        postcode: null,
        address: null,
        number: null,
        complement: null,
        state: null,
        city: null,
        district: null,
        active: true,
        updated_at: session.user.created_at,
        subscription: session.subscription,
      },
      session,
    },
  };
};

export const unauthenticated: Answer = {
  status: 401,
  body: { error: 'Sessão inválida ou expirada. Entre novamente.' },
};

/**
 * The API at the network edge (the global fetch, restored after each test by `unstubGlobals`):
 * `routes` maps "METHOD /path" to an answer, every request is kept. The browser's cookie jar holds the
 * readable XSRF cookie next to unrelated ones.
 */
export function fakeApi(routes: Record<string, Route | Answer>) {
  const requests: SeenRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    const request: SeenRequest = {
      method: init?.method ?? 'GET',
      url,
      headers: new Headers(init?.headers),
      credentials: init?.credentials,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const route = routes[`${request.method} ${new URL(url, 'http://ponte.test').pathname}`];
    const answer = typeof route === 'function' ? route(request) : route;
    if (!answer) return Response.json({ error: 'Rota não encontrada.' }, { status: 404 });
    return Response.json(answer.body, { status: answer.status });
  };
  vi.stubGlobal('fetch', fetch);
  const http = createHttpClient({
    readCookies: () => `theme=dark; XSRF-TOKEN=${encodeURIComponent(XSRF_VALUE)}; other=1`,
  });
  return { client: createAuthApi(http), requests };
}
