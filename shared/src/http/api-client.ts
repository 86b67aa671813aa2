import type { z } from 'zod';
import { ErrorBodySchema, MessageSchema, type ErrorBody } from './error-schema.ts';
import { failureForStatus } from '../i18n/phrases-messages.ts';
import { AuthResponseSchema } from '../auth/session-schema.ts';
import type {
  LoginRequest,
  PasswordEmailRequest,
  PasswordResetRequest,
  RegisterRequest,
} from '../auth/auth-schema.ts';
import {
  CurrentUserResponseSchema,
  UserListSchema,
  UserSchema,
  type UserCreate,
  type UserListQuery,
  type UserUpdate,
} from '../users/user-schema.ts';
import {
  ConfigParamResponseSchema,
  ConfigValueListSchema,
  ConfigValueResponseSchema,
} from '../config/config-schema.ts';
import {
  blingClient,
  emailsClient,
  notificationsClient,
  cepClient,
  contentsClient,
  dashboardClient,
  plansClient,
  productsClient,
  shippingsClient,
  subscriptionsClient,
} from './domain-clients.ts';

/** A non-2xx answer of the API, carrying the contract's error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.error);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  /** Where `/api` lives: '' on the same host in a browser, or an absolute URL ('http://x/api'). */
  baseUrl: string;
  /** The fetch to use: the API's own handler in one-process mode, global fetch otherwise. */
  fetch?: typeof fetch;
  /** Extra headers on every call (Authorization, Cookie, X-XSRF-TOKEN…), fixed or computed per call. */
  headers?: HeadersInit | (() => HeadersInit);
  /** Sees every raw response, e.g. to forward Set-Cookie from login to the browser. */
  onResponse?: (response: Response) => void;
  /** Browser only: send cookies (same-origin credentials). */
  credentials?: RequestCredentials;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? fetch;

  async function raw(method: Method, path: string, body?: unknown): Promise<Response> {
    const headers = new Headers(typeof options.headers === 'function' ? options.headers() : options.headers);
    headers.set('Accept', 'application/json');
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: options.credentials,
      });
    } catch (error) {
      // fetch rejects with a TypeError ("Failed to fetch", "fetch failed") when the API can't be reached:
      // for the person it is the service being unavailable, a 503 every caller handles like any refusal.
      if (error instanceof TypeError) throw new ApiError(503, { error: failureForStatus(503) });
      throw error;
    }
    options.onResponse?.(response);
    if (!response.ok) throw new ApiError(response.status, await readError(response));
    return response;
  }

  async function call<S extends z.ZodType>(
    schema: S,
    method: Method,
    path: string,
    body?: unknown,
  ): Promise<z.infer<S>> {
    const response = await raw(method, path, body);
    return schema.parse(await response.json());
  }

  return {
    raw,
    call,
    products: productsClient(call, raw),
    shippings: shippingsClient(call),
    plans: plansClient(call),
    subscriptions: subscriptionsClient(call),
    contents: contentsClient(call),
    dashboard: dashboardClient(call),
    cep: cepClient(call),
    bling: blingClient(call),
    notifications: notificationsClient(call),
    emails: emailsClient(call),
    auth: {
      login: (body: LoginRequest) => call(AuthResponseSchema, 'POST', '/auth/login', body),
      logout: () => call(MessageSchema, 'POST', '/auth/logout'),
      register: (body: RegisterRequest) => call(AuthResponseSchema, 'POST', '/auth/register', body),
      currentUser: () => call(CurrentUserResponseSchema, 'GET', '/v1/users/current-user'),
      requestPasswordReset: (body: PasswordEmailRequest) =>
        call(MessageSchema, 'POST', '/password/email', body),
      resetPassword: (body: PasswordResetRequest) => call(MessageSchema, 'POST', '/password-reset', body),
    },
    users: {
      paginate: (query: UserListQuery) => call(UserListSchema, 'POST', '/v1/users/paginate', query),
      create: (body: UserCreate) => call(UserSchema, 'POST', '/v1/users', body),
      get: (id: number) => call(UserSchema, 'GET', `/v1/users/${id}`),
      update: (id: number, data: UserUpdate) => call(UserSchema, 'PUT', `/v1/users/${id}`, { data }),
      remove: (id: number) => call(UserSchema, 'DELETE', `/v1/users/${id}`),
    },
    config: {
      list: () => call(ConfigValueListSchema, 'GET', '/v1/system-config-param-values-is-config/'),
      get: (id: number) =>
        call(ConfigValueResponseSchema, 'GET', `/v1/system-config-param-values-is-config/${id}`),
      update: (id: number, value: string | number | boolean | null) =>
        call(ConfigValueResponseSchema, 'PUT', `/v1/system-config-param-values/${id}`, {
          data: { value },
        }),
      param: (id: number) => call(ConfigParamResponseSchema, 'GET', `/v1/system-config-params/${id}`),
      byCode: (codes: string[]) =>
        call(ConfigValueListSchema, 'POST', '/v1/system-config-param-values-by-code', { codes }),
      setCustom: (code: string, value: string | number | boolean | null) =>
        call(ConfigValueResponseSchema, 'POST', '/v1/system-config-param-values-custom', {
          code,
          value,
        }),
    },
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;

async function readError(response: Response): Promise<ErrorBody> {
  // Not the API's JSON (a proxy's 502 page, a crash's plain text): the product's sentence for the status.
  const fallback = { error: failureForStatus(response.status) };
  try {
    const parsed = ErrorBodySchema.safeParse(await response.json());
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}
