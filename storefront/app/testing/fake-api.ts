import type { RouterContextProvider } from 'react-router';
import { createLoadContext, type HostValues } from '../load-context.ts';

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * A stand-in for the API's in-process fetch handler (the host's `apiFetch`): answers by
 * "METHOD /path" and records every request, so tests see exactly what the storefront sent.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const requests: Request[] = [];
  const apiFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    requests.push(request);
    const handler = handlers[`${request.method} ${new URL(request.url).pathname}`];
    return handler ? handler(request) : Response.json({ error: 'Não encontrado' }, { status: 404 });
  };
  return {
    /** A fresh request context on each read, as the host makes one per request. */
    get context(): RouterContextProvider {
      return createLoadContext({ apiFetch });
    },
    requests,
  };
}

/**
 * The arguments React Router gives a loader or action, for a request made by hand: the host's values
 * in a fresh request context (one per call, as one per request in the app).
 */
export function routeArgs<P = Record<string, never>>(request: Request, host: HostValues, params = {} as P) {
  const url = new URL(request.url);
  const context: RouterContextProvider = createLoadContext(host);
  return { request, url, pattern: url.pathname, params, context };
}

/** A browser form post to the storefront. */
export function formPost(path: string, fields: Record<string, string>, headers?: HeadersInit) {
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers,
  });
}

/** What a loader or action threw, when it threw a Response (a redirect). */
export async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a thrown Response');
}

export const user = {
  id: 7,
  name: 'Ana',
  last_name: 'Souza',
  email: 'ana@example.com',
  role: 'supplier',
  created_at: '2025-03-01T12:00:00.000Z',
} as const;

export const subscription = {
  active: true,
  status: 'trialing',
  plan_id: null,
  current_period_end: null,
  trial_ends_at: '2025-03-08T12:00:00.000Z',
  pending: null,
} as const;

/** GET /api/v1/users/current-user as the API answers it. */
export const currentUserAnswer = {
  current_user: {
    ...user,
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
    updated_at: user.created_at,
    subscription,
  },
  session: { user, subscription },
};
