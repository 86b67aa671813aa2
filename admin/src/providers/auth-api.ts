import { ROLES } from '@ponte/shared/constants';
import { ROUTES } from '@ponte/shared/routes';
import type { AuthResponse, LoginRequest, Message, Session } from '@ponte/shared';
import { requestApi } from './api-request.ts';
import type { HttpClient } from './http-client.ts';

/** The three session calls the auth provider makes (the shared ApiClient's `auth` has the same shape). */
export interface AuthApi {
  auth: {
    login(body: LoginRequest): Promise<Pick<AuthResponse, 'user' | 'subscription'>>;
    logout(): Promise<Message>;
    currentUser(): Promise<{ session: Session }>;
  };
}

const UNEXPECTED = 'Resposta inesperada da API.';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The session facts of an answer, checked by hand rather than with the shared zod schemas: this runs
 * before the login page shows, which must load no zod (docs/benchmarks.md, decision 021).
 */
function sessionOf(json: unknown): Session {
  if (!isObject(json) || !isObject(json.user) || !isObject(json.subscription)) throw new Error(UNEXPECTED);
  const { user, subscription } = json;
  const valid =
    typeof user.id === 'number' &&
    typeof user.name === 'string' &&
    typeof user.last_name === 'string' &&
    typeof user.email === 'string' &&
    (ROLES as readonly unknown[]).includes(user.role) &&
    typeof subscription.active === 'boolean';
  if (!valid) throw new Error(UNEXPECTED);
  return { user, subscription } as unknown as Session;
}

/** Login, logout and the current user (`ROUTES.auth`, `ROUTES.users.currentUser`) over the http client. */
export function createAuthApi(http: HttpClient): AuthApi {
  return {
    auth: {
      login: async (body) => sessionOf((await requestApi(http, ROUTES.auth.login, { body })).json),
      logout: async () => {
        const { json } = await requestApi(http, ROUTES.auth.logout);
        return { message: isObject(json) && typeof json.message === 'string' ? json.message : '' };
      },
      currentUser: async () => {
        const { json } = await requestApi(http, ROUTES.users.currentUser);
        return { session: sessionOf(isObject(json) ? json.session : undefined) };
      },
    },
  };
}
