/**
 * Every endpoint of the API, once: its method and its path under `/api`, path parameters written as
 * OpenAPI writes them (`{id}`). Zod-free on purpose: the console's login chunk reads it and must load no
 * zod (decision 021). `endpoints.ts` pairs each entry with its schemas, and a missing or extra name there
 * fails the type check; the API's `createRoute`s, the shared client and the console's data provider all
 * read from those two tables (decision 063).
 */
export type Method = 'get' | 'post' | 'put' | 'delete';
export interface RouteDef {
  readonly method: Method;
  readonly path: string;
}

const get = <P extends string>(path: P) => ({ method: 'get', path }) as const;
const post = <P extends string>(path: P) => ({ method: 'post', path }) as const;
const put = <P extends string>(path: P) => ({ method: 'put', path }) as const;
const del = <P extends string>(path: P) => ({ method: 'delete', path }) as const;

export const ROUTES = {
  system: {
    health: get('/health'),
    ready: get('/ready'),
  },
  auth: {
    login: post('/auth/login'),
    register: post('/auth/register'),
    logout: post('/auth/logout'),
    requestPasswordReset: post('/password/email'),
    resetPassword: post('/password-reset'),
  },
  users: {
    currentUser: get('/v1/users/current-user'),
    paginate: post('/v1/users/paginate'),
    create: post('/v1/users'),
    get: get('/v1/users/{id}'),
    update: put('/v1/users/{id}'),
    remove: del('/v1/users/{id}'),
  },
  products: {
    paginate: post('/v1/products/paginate'),
    create: post('/v1/products'),
    get: get('/v1/products/{id}'),
    update: put('/v1/products/{id}'),
    remove: del('/v1/products/{id}'),
    // The specification's paths end with `/`; the API also accepts them without it.
    markUnmark: post('/v1/products/mark-unmark/'),
    setPrice: post('/v1/products/set-price/'),
    download: post('/v1/products/download/'),
  },
  shippings: {
    paginate: post('/v1/shippings/paginate'),
    create: post('/v1/shippings'),
    get: get('/v1/shippings/{id}'),
    update: put('/v1/shippings/{id}'),
    addOrder: post('/v1/shipping-orders'),
  },
  plans: {
    list: get('/v1/subscriber-plans'),
    create: post('/v1/subscriber-plans'),
    get: get('/v1/subscriber-plans/{id}'),
    update: put('/v1/subscriber-plans/{id}'),
    remove: del('/v1/subscriber-plans/{id}'),
    subscribe: post('/v1/subscriber-plans/subscribe'),
    cancel: post('/v1/subscriber-plans/cancel'),
  },
  subscriptions: {
    paginate: post('/v1/subscriptions/paginate'),
    approve: post('/v1/subscriptions/{id}/approve'),
    cancel: post('/v1/subscriptions/{id}/cancel'),
    charges: get('/v1/subscriptions/{id}/charges'),
    sync: post('/v1/subscriptions/{id}/sync'),
  },
  payments: {
    summary: get('/v1/payments/summary'),
    refund: post('/v1/charges/{id}/refund'),
    // Asaas's deliveries (docs/payments-asaas.md#webhooks): outside /v1, the provider's contract, not ours.
    webhook: post('/webhooks/asaas'),
  },
  contents: {
    list: get('/v1/contents'),
    create: post('/v1/contents'),
    get: get('/v1/contents/{id}'),
    update: put('/v1/contents/{id}'),
    remove: del('/v1/contents/{id}'),
  },
  config: {
    list: get('/v1/system-config-param-values-is-config/'),
    get: get('/v1/system-config-param-values-is-config/{id}'),
    update: put('/v1/system-config-param-values/{id}'),
    param: get('/v1/system-config-params/{id}'),
    byCode: post('/v1/system-config-param-values-by-code'),
    setCustom: post('/v1/system-config-param-values-custom'),
  },
  dashboard: {
    get: get('/v1/dashboard'),
  },
  cep: {
    lookup: get('/v1/cep/{cep}'),
  },
  bling: {
    requestAuth: get('/v1/bling/request_auth'),
    callback: get('/v1/bling/callback'),
    status: get('/v1/bling/status'),
    disconnect: del('/v1/bling/connection'),
    connections: get('/v1/bling/connections'),
    sync: post('/v1/products/sync_bling'),
    webhook: post('/v1/bling/webhook'),
  },
  notifications: {
    list: get('/v1/notifications'),
    unread: get('/v1/notifications/unread'),
    markRead: post('/v1/notifications/read'),
    preferences: get('/v1/notifications/preferences'),
    savePreferences: put('/v1/notifications/preferences'),
    unsubscribe: post('/v1/notifications/unsubscribe'),
  },
  emails: {
    paginate: post('/v1/emails/paginate'),
    resend: post('/v1/emails/{id}/resend'),
  },
} as const satisfies Record<string, Record<string, RouteDef>>;

export type Routes = typeof ROUTES;

/**
 * The path of `route` with its `{name}` parameters filled, each URL-encoded, and a query string of
 * the given values that are not empty. `pathTo(ROUTES.users.get, { id: 3 })` → `/v1/users/3`.
 */
export function pathTo(
  route: RouteDef,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | boolean | undefined | null> = {},
): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const entries = Object.entries(query).flatMap(([key, value]) =>
    value === undefined || value === null || value === '' ? [] : [[key, String(value)] as [string, string]],
  );
  return entries.length ? `${path}?${new URLSearchParams(entries)}` : path;
}
