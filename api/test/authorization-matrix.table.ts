/**
 * Who may do what in the Ponte API. authorization-matrix.test.ts calls every cell and checks that this
 * grid is the table below, so it cannot drift.
 *
 * Columns: anon = no session; C = client (clientA: owns the selection, the shipment, the subscription);
 * c = another client; S = supplier (supplierA: owns the products, the shipment is addressed to them);
 * s = another supplier; A = admin. Every signed-in actor has an active subscription or trial.
 * ok = allowed (2xx); 302 = redirect; 401 = needs a session; 403 = not for this role;
 * 404 = the caller may not see the record; 422 = refused as if the record did not exist.
 * Where a row names a record (an id in the path or the body), every 403/404/422 is asked again for an id
 * that does not exist and must get the same status and body; the exception is a 403 to someone who sees
 * the record but may not make that change (`seesRecord`: C on role/active, C or S on some shipment
 * changes), who gets a plain 404 for a missing one.
 * ° = not in the OpenAPI document (kept out on purpose).
 *
 * (paths under /api)                                                   anon C    c    S    s    A
 * GET    /health                                                       ok   ok   ok   ok   ok   ok
 * GET    /ready                                                        ok   ok   ok   ok   ok   ok
 * GET    /metrics °                                                    404  404  404  404  404  404
 * GET    /openapi.json °                                               ok   ok   ok   ok   ok   ok
 * GET    /docs °                                                       ok   ok   ok   ok   ok   ok
 * GET    /docs/ °                                                      302  302  302  302  302  302
 * GET    /docs/init.js °                                               ok   ok   ok   ok   ok   ok
 * GET    /docs/{file} °                                                ok   ok   ok   ok   ok   ok
 * POST   /auth/login                                                   ok   ok   ok   ok   ok   ok
 * POST   /auth/register                                                ok   ok   ok   ok   ok   ok
 * POST   /auth/logout                                                  401  ok   ok   ok   ok   ok
 * POST   /password/email                                               ok   ok   ok   ok   ok   ok
 * POST   /password-reset                                               ok   ok   ok   ok   ok   ok
 * GET    /v1/users/current-user                                        401  ok   ok   ok   ok   ok
 * POST   /v1/users/paginate                                            401  403  403  403  403  ok
 * POST   /v1/users                                                     401  403  403  403  403  ok
 * GET    /v1/users/{id} (C's record)                                   401  ok   404  404  404  ok
 * GET    /v1/users/{id} (S's record)                                   401  404  404  ok   404  ok
 * PUT    /v1/users/{id} (C's profile)                                  401  ok   404  404  404  ok
 * PUT    /v1/users/{id} (C's role/active)                              401  403  404  404  404  ok
 * DELETE /v1/users/{id}                                                401  403  403  403  403  ok
 * GET    /v1/system-config-param-values-is-config/                     401  ok   ok   ok   ok   ok
 * GET    /v1/system-config-param-values-is-config/{id} (global value)  401  404  404  404  404  ok
 * GET    /v1/system-config-param-values-is-config/{id} (S's value)     401  404  404  ok   404  ok
 * PUT    /v1/system-config-param-values/{id} (global value)            401  404  404  404  404  ok
 * PUT    /v1/system-config-param-values/{id} (S's value)               401  404  404  ok   404  ok
 * GET    /v1/system-config-params/{id} (global param)                  401  404  404  404  404  ok
 * GET    /v1/system-config-params/{id} (user param)                    401  ok   ok   ok   ok   ok
 * POST   /v1/system-config-param-values-by-code                        401  ok   ok   ok   ok   ok
 * POST   /v1/system-config-param-values-custom (own value)             401  ok   ok   ok   ok   ok
 * POST   /v1/system-config-param-values-custom (S's value)             401  404  404  ok   404  ok
 * POST   /v1/products/paginate                                         401  ok   ok   ok   ok   ok
 * POST   /v1/products                                                  401  403  403  ok   ok   403
 * GET    /v1/products/{id} (active product)                            401  ok   ok   ok   404  ok
 * GET    /v1/products/{id} (inactive product)                          401  404  404  ok   404  ok
 * PUT    /v1/products/{id}                                             401  403  403  ok   404  ok
 * DELETE /v1/products/{id}                                             401  403  403  ok   404  ok
 * POST   /v1/products/mark-unmark/                                     401  ok   ok   403  403  403
 * POST   /v1/products/mark-unmark/ (not in catalogue)                  401  404  404  403  403  403
 * POST   /v1/products/mark-unmark (no slash) °                         401  ok   ok   403  403  403
 * POST   /v1/products/set-price/                                       401  ok   ok   403  403  403
 * POST   /v1/products/set-price/ (not in catalogue)                    401  404  404  403  403  403
 * POST   /v1/products/set-price (no slash) °                           401  ok   ok   403  403  403
 * POST   /v1/products/download/                                        401  ok   ok   ok   ok   ok
 * POST   /v1/products/download (no slash) °                            401  ok   ok   ok   ok   ok
 * POST   /v1/shippings/paginate                                        401  ok   ok   ok   ok   ok
 * POST   /v1/shippings                                                 401  ok   ok   403  403  403
 * GET    /v1/shippings/{id}                                            401  ok   404  ok   404  ok
 * PUT    /v1/shippings/{id} (cancel while pending)                     401  ok   404  ok   404  ok
 * PUT    /v1/shippings/{id} (advance)                                  401  403  404  ok   404  ok
 * PUT    /v1/shippings/{id} (mark paid)                                401  403  404  ok   404  ok
 * PUT    /v1/shippings/{id} (tracking code)                            401  403  404  ok   404  ok
 * PUT    /v1/shippings/{id} (notes)                                    401  ok   404  403  404  ok
 * POST   /v1/shipping-orders                                           401  ok   404  403  403  403
 * GET    /v1/subscriber-plans                                          401  ok   ok   ok   ok   ok
 * POST   /v1/subscriber-plans                                          401  403  403  403  403  ok
 * GET    /v1/subscriber-plans/{id} (client plan)                       401  ok   ok   404  404  ok
 * GET    /v1/subscriber-plans/{id} (supplier plan)                     401  404  404  ok   ok   ok
 * GET    /v1/subscriber-plans/{id} (inactive plan)                     401  404  404  404  404  ok
 * PUT    /v1/subscriber-plans/{id}                                     401  403  403  403  403  ok
 * DELETE /v1/subscriber-plans/{id}                                     401  403  403  403  403  ok
 * POST   /v1/subscriber-plans/subscribe                                401  ok   ok   ok   ok   403
 * POST   /v1/subscriber-plans/subscribe (plan of other role)           401  422  422  422  422  403
 * POST   /v1/subscriber-plans/cancel (C's subscription)                401  ok   404  404  404  ok
 * POST   /v1/subscriptions/paginate                                    401  403  403  403  403  ok
 * POST   /v1/subscriptions/{id}/approve (C's pending)                  401  403  403  403  403  ok
 * POST   /v1/subscriptions/{id}/cancel (C's pending)                   401  403  403  403  403  ok
 * GET    /v1/subscriptions/{id}/charges (C's pending)                  401  403  403  403  403  ok
 * POST   /v1/subscriptions/{id}/sync (C's pending, not at Asaas)       401  403  403  403  403  409
 * GET    /v1/payments/summary                                          401  ok   ok   ok   ok   403
 * POST   /v1/charges/{id}/refund (no such charge)                      401  403  403  403  403  404
 * POST   /webhooks/asaas                                               401  401  401  401  401  401
 * GET    /v1/contents                                                  401  ok   ok   ok   ok   ok
 * POST   /v1/contents                                                  401  403  403  403  403  ok
 * GET    /v1/contents/{id} (for everyone)                              401  ok   ok   ok   ok   ok
 * GET    /v1/contents/{id} (for clients)                               401  ok   ok   404  404  ok
 * GET    /v1/contents/{id} (for suppliers)                             401  404  404  ok   ok   ok
 * GET    /v1/contents/{id} (draft)                                     401  404  404  404  404  ok
 * PUT    /v1/contents/{id}                                             401  403  403  403  403  ok
 * DELETE /v1/contents/{id}                                             401  403  403  403  403  ok
 * GET    /v1/dashboard                                                 401  ok   ok   ok   ok   ok
 * GET    /v1/cep/{cep}                                                 401  ok   ok   ok   ok   ok
 * GET    /v1/bling/request_auth                                        401  403  403  ok   ok   403
 * GET    /v1/bling/callback                                            302  302  302  302  302  302
 * GET    /v1/bling/status                                              401  403  403  ok   ok   403
 * POST   /v1/products/sync_bling                                       401  403  403  ok   ok   403
 * DELETE /v1/bling/connection                                          401  403  403  ok   ok   403
 * GET    /v1/bling/connections                                         401  403  403  403  403  ok
 * POST   /v1/bling/webhook                                             401  401  401  401  401  401
 * GET    /v1/notifications                                             401  ok   ok   ok   ok   ok
 * GET    /v1/notifications/unread                                      401  ok   ok   ok   ok   ok
 * POST   /v1/notifications/read                                        401  ok   ok   ok   ok   ok
 * GET    /v1/notifications/preferences                                 401  ok   ok   ok   ok   ok
 * PUT    /v1/notifications/preferences                                 401  ok   ok   ok   ok   ok
 * POST   /v1/notifications/unsubscribe                                 ok   ok   ok   ok   ok   ok
 * POST   /v1/emails/paginate                                           401  403  403  403  403  ok
 * POST   /v1/emails/{id}/resend                                        401  403  403  403  403  ok
 */
import { order } from '../src/modules/shippings/shipping-fixtures.ts';
import { configureBlingApp, insertConnection } from './fake-bling/app-setup.ts';
import { emailDeliveries } from '../src/modules/notifications/notifications.table.ts';
import { unsubscribeToken } from '../src/modules/notifications/unsubscribe-token.ts';
import {
  ACTORS,
  KNOWN_CEP,
  MISSING_ID,
  dropPendingSubscriptions,
  freshContent,
  freshPendingSubscription,
  freshPlan,
  freshProduct,
  freshResetToken,
  freshRunningSubscription,
  freshSession,
  freshShipment,
  freshUser,
  uniqueEmail,
  type Actor,
  type Member,
  type World,
} from './authorization-matrix.setup.ts';

export type Outcome = 'ok' | number;
export type Expect = Record<Actor, Outcome>;
export interface Call {
  path: string;
  body?: unknown;
  /** Replaces the actor's own token (a cell that would end the actor's session gets a new one). */
  token?: string;
}
/** A list answer (or file) that must show a record to exactly the actors in `by`. */
export interface Listed {
  what: string;
  by: Member[];
  shows: (body: any, w: World) => boolean;
}
export interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As in the OpenAPI document. */
  path: string;
  /** Tells apart rows of one endpoint (whose record, which change). */
  case?: string;
  /** Who may, in words. */
  describe: string;
  /** Not in the OpenAPI document, on purpose. */
  hidden?: true;
  /** The request of one cell; cells that may change a record get a fresh one, so order never matters. */
  make?: (w: World, actor: Actor) => Promise<Call>;
  /** The same request naming a record that does not exist (ids in the body; path ids are automatic). */
  missing?: (w: World, actor: Actor) => Promise<Call>;
  /**
   * Actors who may see the record but not make this change: their refusal may differ from the answer
   * for a missing record (a plain 404), since they know it exists anyway.
   */
  seesRecord?: Actor[];
  listed?: Listed[];
  expect: Expect;
}

type Build<T> = T | ((w: World, actor: Actor) => T | Promise<T>);
const build = <T>(value: Build<T>, w: World, actor: Actor) =>
  typeof value === 'function' ? (value as (w: World, a: Actor) => T | Promise<T>)(w, actor) : value;

interface Spec extends Pick<Row, 'case' | 'hidden' | 'seesRecord' | 'listed' | 'make'> {
  /** The value of the path parameter (`{id}`, `{cep}`, `{file}`). */
  param?: Build<number | string>;
  body?: Build<Record<string, unknown>>;
  /** The body naming a record that does not exist. */
  missingBody?: Build<Record<string, unknown>>;
}

/** One row: `param` and `body` become the row's `make`, so most rows are a line or two. */
function endpoint(
  method: Row['method'],
  path: string,
  describe: string,
  expect: Expect,
  spec: Spec = {},
): Row {
  const { param, body, missingBody, ...rest } = spec;
  const row: Row = { method, path, describe, expect, ...rest };
  if (!row.make && (param !== undefined || body !== undefined)) {
    row.make = async (w, actor) => ({
      path: param === undefined ? path : path.replace(/\{\w+\}/, String(await build(param, w, actor))),
      body: body === undefined ? undefined : await build(body, w, actor),
    });
  }
  if (missingBody !== undefined)
    row.missing = async (w, actor) => ({ path, body: await build(missingBody, w, actor) });
  return row;
}

const o = 'ok' as const;
const who = (
  anonymous: Outcome,
  client: Outcome,
  otherClient: Outcome,
  supplier: Outcome,
  otherSupplier: Outcome,
  admin: Outcome,
): Expect => ({ anonymous, client, otherClient, supplier, otherSupplier, admin });
const PUBLIC = who(o, o, o, o, o, o);
const SIGNED_IN = who(401, o, o, o, o, o);
const ADMIN_ONLY = who(401, 403, 403, 403, 403, o);
const OWNER_CLIENT = who(401, o, 404, 404, 404, o);
const OWNER_SUPPLIER = who(401, 404, 404, o, 404, o);
const ADMIN_SEES = who(401, 404, 404, 404, 404, o);
const CLIENTS = who(401, o, o, 403, 403, 403);
const OUTSIDE_CATALOGUE = who(401, 404, 404, 403, 403, 403);
const SUPPLIERS = who(401, 403, 403, o, o, 403);

const isSupplier = (actor: Actor) => actor === 'supplier' || actor === 'otherSupplier';
const has = (list: { id: number }[], id: number) => list.some((x) => x.id === id);
const seen = (what: string, by: Member[], shows: Listed['shows']): Listed => ({ what, by, shows });
/** clientA's selection of the world's product: marked, at 15,00. Nobody else may see it. */
const ownMark = (p: any) => p?.marked === true || p?.sale_price_cents === 1500;
const inCsv = (text: string) => (csv: unknown) => String(csv).includes(text);
const anOrder = (w: World) => order([{ product_id: w.product.id, quantity: 1 }]);

const shipmentChange = (
  change: string,
  data: (s: { orderId: number }) => object,
  expect: Expect,
  seesRecord: Actor[] = [],
) =>
  endpoint(
    'PUT',
    '/api/v1/shippings/{id}',
    'its two parties and admins see it; each change belongs to a role',
    expect,
    {
      case: change,
      seesRecord,
      make: async (w) => {
        const s = await freshShipment(w);
        return { path: `/api/v1/shippings/${s.id}`, body: { data: data(s) } };
      },
    },
  );

/** The spec's paths end with `/`; the same route without it answers too (kept out of the document). */
const withoutSlash = (row: Row): Row => {
  const path = row.path.slice(0, -1);
  const unslashed = (make?: Row['make']): Row['make'] =>
    make && (async (w, a) => ({ ...(await make(w, a)), path }));
  return {
    ...row,
    path,
    case: 'no slash',
    hidden: true,
    make: unslashed(row.make),
    missing: unslashed(row.missing),
  };
};

const freshProductId = async (w: World) => (await freshProduct(w)).id;
/** An e-mail that gave up, so an admin may resend it (the sealed text is never opened before the job runs). */
const freshFailedEmail = async (w: World) => {
  const [row] = await w.t.db
    .insert(emailDeliveries)
    .values({ to_email: uniqueEmail(), kind: 'password-reset', subject: 'Ponte: redefinição de senha', status: 'failed', attempts: 6, sealed: 'x', key: `matriz:${uniqueEmail()}` })
    .returning({ id: emailDeliveries.id });
  return row!.id;
};
/** The Bling app set up by the admin (the world leaves it empty). */
const blingReady = (w: World) => configureBlingApp(w.t.db);
const markRow = endpoint(
  'POST',
  '/api/v1/products/mark-unmark/',
  'clients, on products of the catalogue',
  CLIENTS,
  {
    body: async (w) => ({ product_id: await freshProductId(w) }),
    missingBody: { product_id: MISSING_ID },
  },
);
const setPriceRow = endpoint(
  'POST',
  '/api/v1/products/set-price/',
  'clients, on products of the catalogue',
  CLIENTS,
  {
    body: async (w) => ({ product_id: await freshProductId(w), sale_price_cents: 5000 }),
    missingBody: { product_id: MISSING_ID, sale_price_cents: 5000 },
  },
);
const downloadRow = endpoint(
  'POST',
  '/api/v1/products/download/',
  'anyone signed in: a client the selection, a supplier the own catalogue, an admin all',
  SIGNED_IN,
  {
    body: { format: 'csv' },
    listed: [
      seen('the selected product', ['client', 'supplier', 'admin'], inCsv('Matriz ativa')),
      seen('the inactive product', ['supplier', 'admin'], inCsv('Matriz inativa')),
    ],
  },
);

const newAccount = () => ({
  name: 'Nova',
  last_name: 'Conta',
  email: uniqueEmail(),
  password: 'uma-senha-boa',
});
const CONFIG_VALUE = '/api/v1/system-config-param-values-is-config/{id}';
const CONFIG_CUSTOM = '/api/v1/system-config-param-values-custom';

export const TABLE: Row[] = [
  // System and API reference
  endpoint('GET', '/api/health', 'anyone', PUBLIC),
  endpoint('GET', '/api/ready', 'anyone', PUBLIC),
  {
    ...endpoint(
      'GET',
      '/api/metrics',
      'no session: only the METRICS_TOKEN bearer, and only once it is set (metrics.test.ts)',
      who(404, 404, 404, 404, 404, 404),
      { hidden: true },
    ),
    missing: async () => ({ path: '/api/metrics' }),
  },
  endpoint('GET', '/api/openapi.json', 'anyone', PUBLIC, { hidden: true }),
  endpoint('GET', '/api/docs', 'anyone', PUBLIC, { hidden: true }),
  endpoint('GET', '/api/docs/', 'anyone: redirects to /api/docs', who(302, 302, 302, 302, 302, 302), {
    hidden: true,
  }),
  endpoint('GET', '/api/docs/init.js', 'anyone', PUBLIC, { hidden: true }),
  endpoint('GET', '/api/docs/{file}', 'anyone', PUBLIC, { hidden: true, param: 'swagger-ui.css' }),

  // Authentication
  endpoint('POST', '/api/auth/login', 'anyone', PUBLIC, {
    body: (w) => ({ email: w.visitor.email, password: w.visitor.password }),
  }),
  endpoint('POST', '/api/auth/register', 'anyone', PUBLIC, {
    body: () => ({ ...newAccount(), role: 'client', document: '529.982.247-25', phone: '(11) 98765-4321' }),
  }),
  endpoint('POST', '/api/auth/logout', 'anyone with a session (it ends that session)', SIGNED_IN, {
    make: async (w, actor) => ({ path: '/api/auth/logout', token: await freshSession(w, actor) }),
  }),
  endpoint('POST', '/api/password/email', 'anyone (same answer for any e-mail)', PUBLIC, {
    body: { email: 'ninguem@exemplo.com.br' },
  }),
  endpoint('POST', '/api/password-reset', 'anyone holding a valid token', PUBLIC, {
    body: async (w) => ({ token: await freshResetToken(w), password: w.visitor.password }),
  }),

  // Users
  endpoint('GET', '/api/v1/users/current-user', 'anyone signed in: themselves', SIGNED_IN),
  endpoint('POST', '/api/v1/users/paginate', 'admins', ADMIN_ONLY, { body: {} }),
  endpoint('POST', '/api/v1/users', 'admins', ADMIN_ONLY, {
    body: () => ({ ...newAccount(), role: 'client' }),
  }),
  endpoint('GET', '/api/v1/users/{id}', 'the user and admins', OWNER_CLIENT, {
    case: "C's record",
    param: (w) => w.accounts.client.user.id,
  }),
  endpoint('GET', '/api/v1/users/{id}', 'the user and admins', OWNER_SUPPLIER, {
    case: "S's record",
    param: (w) => w.accounts.supplier.user.id,
  }),
  endpoint('PUT', '/api/v1/users/{id}', 'the user and admins', OWNER_CLIENT, {
    case: "C's profile",
    param: (w) => w.accounts.client.user.id,
    body: { data: { name: 'Cliente' } },
  }),
  endpoint(
    'PUT',
    '/api/v1/users/{id}',
    'admins; the user sees the record but not these fields',
    who(401, 403, 404, 404, 404, o),
    {
      case: "C's role/active",
      param: (w) => w.accounts.client.user.id,
      body: { data: { active: true } },
      seesRecord: ['client'],
    },
  ),
  endpoint('DELETE', '/api/v1/users/{id}', 'admins (deactivates)', ADMIN_ONLY, {
    param: async (w) => (await freshUser(w)).id,
  }),

  // Configuration
  endpoint(
    'GET',
    '/api/v1/system-config-param-values-is-config/',
    'anyone signed in: admins global, others own',
    SIGNED_IN,
    {
      listed: [seen("S's own value", ['supplier'], (b, w) => has(b.data, w.config.supplierValueId))],
    },
  ),
  endpoint('GET', CONFIG_VALUE, 'admins', ADMIN_SEES, {
    case: 'global value',
    param: (w) => w.config.globalValueId,
  }),
  endpoint('GET', CONFIG_VALUE, 'its owner and admins', OWNER_SUPPLIER, {
    case: "S's value",
    param: (w) => w.config.supplierValueId,
  }),
  endpoint('PUT', '/api/v1/system-config-param-values/{id}', 'admins', ADMIN_SEES, {
    case: 'global value',
    param: (w) => w.config.globalValueId,
    body: { data: { value: 'suporte@ponte.com.br' } },
  }),
  endpoint('PUT', '/api/v1/system-config-param-values/{id}', 'its owner and admins', OWNER_SUPPLIER, {
    case: "S's value",
    param: (w) => w.config.supplierValueId,
    body: { data: { value: true } },
  }),
  endpoint('GET', '/api/v1/system-config-params/{id}', 'admins', ADMIN_SEES, {
    case: 'global param',
    param: (w) => w.config.globalParamId,
  }),
  endpoint('GET', '/api/v1/system-config-params/{id}', 'anyone signed in', SIGNED_IN, {
    case: 'user param',
    param: (w) => w.config.userParamId,
  }),
  endpoint(
    'POST',
    '/api/v1/system-config-param-values-by-code',
    'anyone signed in: globals, secrets masked',
    SIGNED_IN,
    {
      body: { codes: ['support_email', 'bling_client_secret', 'erp_auto_sync'] },
    },
  ),
  endpoint('POST', CONFIG_CUSTOM, 'anyone signed in, for themselves', SIGNED_IN, {
    case: 'own value',
    body: { code: 'erp_auto_sync', value: true },
  }),
  endpoint('POST', CONFIG_CUSTOM, 'the user named by user_id and admins', OWNER_SUPPLIER, {
    case: "S's value",
    body: (w) => ({ code: 'erp_auto_sync', value: true, user_id: w.accounts.supplier.user.id }),
    missingBody: { code: 'erp_auto_sync', value: true, user_id: MISSING_ID },
  }),

  // Products
  endpoint(
    'POST',
    '/api/v1/products/paginate',
    'anyone signed in: admins all, suppliers own, clients the catalogue',
    SIGNED_IN,
    {
      body: { search: 'Matriz' },
      listed: [
        seen('the active product', ['client', 'otherClient', 'supplier', 'admin'], (b, w) =>
          has(b.products, w.product.id),
        ),
        seen('the inactive product', ['supplier', 'admin'], (b, w) => has(b.products, w.inactiveProduct.id)),
        seen("C's mark and sale price", ['client'], (b, w) =>
          ownMark(b.products.find((p: any) => p.id === w.product.id)),
        ),
      ],
    },
  ),
  endpoint('POST', '/api/v1/products', 'suppliers (their own products)', who(401, 403, 403, o, o, 403), {
    body: { name: 'Produto manual', price_cents: 1990 },
  }),
  endpoint(
    'GET',
    '/api/v1/products/{id}',
    'clients (catalogue), its supplier and admins',
    who(401, o, o, o, 404, o),
    {
      case: 'active product',
      param: (w) => w.product.id,
      listed: [seen("C's mark and sale price", ['client'], ownMark)],
    },
  ),
  endpoint('GET', '/api/v1/products/{id}', 'its supplier and admins', OWNER_SUPPLIER, {
    case: 'inactive product',
    param: (w) => w.inactiveProduct.id,
  }),
  endpoint('PUT', '/api/v1/products/{id}', 'its supplier and admins', who(401, 403, 403, o, 404, o), {
    param: freshProductId,
    body: { data: { name: 'Renomeado' } },
  }),
  endpoint('DELETE', '/api/v1/products/{id}', 'its supplier and admins', who(401, 403, 403, o, 404, o), {
    param: freshProductId,
  }),
  markRow,
  endpoint('POST', markRow.path, 'nobody: an inactive product is not in the catalogue', OUTSIDE_CATALOGUE, {
    case: 'not in catalogue',
    body: (w) => ({ product_id: w.inactiveProduct.id }),
    missingBody: { product_id: MISSING_ID },
  }),
  withoutSlash(markRow),
  setPriceRow,
  endpoint(
    'POST',
    setPriceRow.path,
    'nobody: an inactive product is not in the catalogue',
    OUTSIDE_CATALOGUE,
    {
      case: 'not in catalogue',
      body: (w) => ({ product_id: w.inactiveProduct.id, sale_price_cents: 5000 }),
      missingBody: { product_id: MISSING_ID, sale_price_cents: 5000 },
    },
  ),
  withoutSlash(setPriceRow),
  downloadRow,
  withoutSlash(downloadRow),

  // Shipments
  endpoint(
    'POST',
    '/api/v1/shippings/paginate',
    'anyone signed in: clients own, suppliers addressed, admins all',
    SIGNED_IN,
    {
      body: (w) => ({ search: `#${w.shipment.id}` }),
      listed: [
        seen('the shipment', ['client', 'supplier', 'admin'], (b, w) =>
          has(b.result.shippings, w.shipment.id),
        ),
      ],
    },
  ),
  endpoint('POST', '/api/v1/shippings', 'clients', CLIENTS, { body: (w) => ({ orders: [anOrder(w)] }) }),
  endpoint(
    'GET',
    '/api/v1/shippings/{id}',
    'its client, its supplier and admins',
    who(401, o, 404, o, 404, o),
    {
      param: (w) => w.shipment.id,
    },
  ),
  shipmentChange('cancel while pending', () => ({ status: 'cancelled' }), who(401, o, 404, o, 404, o)),
  shipmentChange('advance', () => ({ status: 'processing' }), who(401, 403, 404, o, 404, o), ['client']),
  shipmentChange('mark paid', () => ({ payment_status: 'paid' }), who(401, 403, 404, o, 404, o), ['client']),
  shipmentChange(
    'tracking code',
    (s) => ({ orders: [{ id: s.orderId, tracking_code: 'BR123', carrier: 'Correios' }] }),
    who(401, 403, 404, o, 404, o),
    ['client'],
  ),
  shipmentChange('notes', () => ({ notes: 'Entregar à tarde' }), who(401, o, 404, 403, 404, o), ['supplier']),
  endpoint(
    'POST',
    '/api/v1/shipping-orders',
    "the shipment's client, while pending",
    who(401, o, 404, 403, 403, 403),
    {
      body: async (w) => ({ shipping_id: (await freshShipment(w)).id, ...anOrder(w) }),
      missingBody: (w) => ({ shipping_id: MISSING_ID, ...anOrder(w) }),
    },
  ),

  // Plans and subscriptions
  endpoint(
    'GET',
    '/api/v1/subscriber-plans',
    'anyone signed in: admins all, others the active of their role',
    SIGNED_IN,
    {
      listed: [
        seen('the client plan', ['client', 'otherClient', 'admin'], (b, w) => has(b.data, w.plans.client.id)),
        seen('the supplier plan', ['supplier', 'otherSupplier', 'admin'], (b, w) =>
          has(b.data, w.plans.supplier.id),
        ),
        seen('the inactive plan', ['admin'], (b, w) => has(b.data, w.plans.inactive.id)),
      ],
    },
  ),
  endpoint('POST', '/api/v1/subscriber-plans', 'admins', ADMIN_ONLY, {
    body: { name: 'Plano novo', role: 'client', price_cents: 1990 },
  }),
  endpoint('GET', '/api/v1/subscriber-plans/{id}', 'clients and admins', who(401, o, o, 404, 404, o), {
    case: 'client plan',
    param: (w) => w.plans.client.id,
  }),
  endpoint('GET', '/api/v1/subscriber-plans/{id}', 'suppliers and admins', who(401, 404, 404, o, o, o), {
    case: 'supplier plan',
    param: (w) => w.plans.supplier.id,
  }),
  endpoint('GET', '/api/v1/subscriber-plans/{id}', 'admins', ADMIN_SEES, {
    case: 'inactive plan',
    param: (w) => w.plans.inactive.id,
  }),
  endpoint('PUT', '/api/v1/subscriber-plans/{id}', 'admins', ADMIN_ONLY, {
    param: async (w) => (await freshPlan(w)).id,
    body: { data: { name: 'Renomeado' } },
  }),
  endpoint('DELETE', '/api/v1/subscriber-plans/{id}', 'admins', ADMIN_ONLY, {
    param: async (w) => (await freshPlan(w)).id,
  }),
  endpoint(
    'POST',
    '/api/v1/subscriber-plans/subscribe',
    'suppliers and clients, to a plan of their role',
    who(401, o, o, o, o, 403),
    {
      body: async (w, actor) => {
        await dropPendingSubscriptions(w, actor);
        return { plan_id: (isSupplier(actor) ? w.plans.supplier : w.plans.client).id };
      },
    },
  ),
  endpoint(
    'POST',
    '/api/v1/subscriber-plans/subscribe',
    'nobody: no plan of the other role',
    who(401, 422, 422, 422, 422, 403),
    {
      case: 'plan of other role',
      body: (w, actor) => ({ plan_id: (isSupplier(actor) ? w.plans.client : w.plans.supplier).id }),
      missingBody: { plan_id: MISSING_ID },
    },
  ),
  endpoint('POST', '/api/v1/subscriber-plans/cancel', 'the subscriber and admins', OWNER_CLIENT, {
    case: "C's subscription",
    body: async (w) => {
      await freshRunningSubscription(w);
      return { user_id: w.accounts.client.user.id };
    },
    missingBody: { user_id: MISSING_ID },
  }),
  endpoint('POST', '/api/v1/subscriptions/paginate', 'admins', ADMIN_ONLY, { body: {} }),
  endpoint('POST', '/api/v1/subscriptions/{id}/approve', 'admins (not even the subscriber)', ADMIN_ONLY, {
    case: "C's pending",
    param: async (w) => (await freshPendingSubscription(w)).id,
  }),
  endpoint(
    'POST',
    '/api/v1/subscriptions/{id}/cancel',
    'admins (the subscriber uses /subscriber-plans/cancel)',
    ADMIN_ONLY,
    {
      case: "C's pending",
      param: async (w) => (await freshPendingSubscription(w)).id,
    },
  ),
  endpoint('GET', '/api/v1/subscriptions/{id}/charges', 'admins', ADMIN_ONLY, {
    case: "C's pending",
    param: async (w) => (await freshPendingSubscription(w)).id,
  }),
  endpoint('POST', '/api/v1/subscriptions/{id}/sync', 'admins (here: not at Asaas, so 409)', who(401, 403, 403, 403, 403, 409), {
    case: "C's pending, not at Asaas",
    param: async (w) => (await freshPendingSubscription(w)).id,
  }),
  endpoint('GET', '/api/v1/payments/summary', 'suppliers and clients: their own', who(401, o, o, o, o, 403)),
  endpoint('POST', '/api/v1/charges/{id}/refund', 'admins (here: no such charge)', who(401, 403, 403, 403, 403, 404), {
    case: 'no such charge',
    param: 999_999,
  }),
  endpoint(
    'POST',
    '/api/webhooks/asaas',
    'Asaas only, by its token: a session is no substitute (deliveries: payments.test.ts)',
    who(401, 401, 401, 401, 401, 401),
    { body: { id: 'evt_sem_token&1', event: 'PAYMENT_RECEIVED', payment: { id: 'pay_1' } } },
  ),

  // Content
  endpoint(
    'GET',
    '/api/v1/contents',
    'anyone signed in: admins all, others published for all or their role',
    SIGNED_IN,
    {
      listed: [
        seen('the content for clients', ['client', 'otherClient', 'admin'], (b, w) =>
          has(b.data, w.content.client.id),
        ),
        seen('the content for suppliers', ['supplier', 'otherSupplier', 'admin'], (b, w) =>
          has(b.data, w.content.supplier.id),
        ),
        seen('the draft', ['admin'], (b, w) => has(b.data, w.content.draft.id)),
      ],
    },
  ),
  endpoint('POST', '/api/v1/contents', 'admins', ADMIN_ONLY, {
    body: { title: 'Novo conteúdo', body: '<p>Olá</p>' },
  }),
  endpoint('GET', '/api/v1/contents/{id}', 'anyone signed in', SIGNED_IN, {
    case: 'for everyone',
    param: (w) => w.content.all.id,
  }),
  endpoint('GET', '/api/v1/contents/{id}', 'clients and admins', who(401, o, o, 404, 404, o), {
    case: 'for clients',
    param: (w) => w.content.client.id,
  }),
  endpoint('GET', '/api/v1/contents/{id}', 'suppliers and admins', who(401, 404, 404, o, o, o), {
    case: 'for suppliers',
    param: (w) => w.content.supplier.id,
  }),
  endpoint('GET', '/api/v1/contents/{id}', 'admins', ADMIN_SEES, {
    case: 'draft',
    param: (w) => w.content.draft.id,
  }),
  endpoint('PUT', '/api/v1/contents/{id}', 'admins', ADMIN_ONLY, {
    param: async (w) => (await freshContent(w)).id,
    body: { data: { title: 'Renomeado' } },
  }),
  endpoint('DELETE', '/api/v1/contents/{id}', 'admins', ADMIN_ONLY, {
    param: async (w) => (await freshContent(w)).id,
  }),

  // Dashboard and addresses
  endpoint('GET', '/api/v1/dashboard', 'anyone signed in: their own figures', SIGNED_IN),
  endpoint('GET', '/api/v1/cep/{cep}', 'anyone signed in', SIGNED_IN, { param: KNOWN_CEP }),

  // ERP (Bling): each supplier their own connection; the callback and the webhook answer anyone
  endpoint('GET', '/api/v1/bling/request_auth', 'suppliers (for themselves)', SUPPLIERS, {
    make: async (w) => {
      await blingReady(w);
      return { path: '/api/v1/bling/request_auth' };
    },
  }),
  endpoint(
    'GET',
    '/api/v1/bling/callback',
    "anyone: Bling's redirect, answered with a redirect to /erp (here: invalid_state)",
    who(302, 302, 302, 302, 302, 302),
  ),
  endpoint('GET', '/api/v1/bling/status', 'suppliers (their own)', SUPPLIERS),
  endpoint('POST', '/api/v1/products/sync_bling', 'suppliers, once connected (their own run)', SUPPLIERS, {
    make: async (w, actor) => {
      await blingReady(w);
      if (isSupplier(actor))
        await insertConnection(w.t.db, w.t.deps.env, w.accounts[actor as 'supplier'].user.id);
      return { path: '/api/v1/products/sync_bling' };
    },
  }),
  endpoint('DELETE', '/api/v1/bling/connection', 'suppliers (their own)', SUPPLIERS),
  endpoint('GET', '/api/v1/bling/connections', 'admins', ADMIN_ONLY),
  endpoint(
    'POST',
    '/api/v1/bling/webhook',
    'Bling only, by signature: a session is no substitute (signed deliveries: bling-webhooks.test.ts)',
    who(401, 401, 401, 401, 401, 401),
    { body: { eventId: 'evento-sem-assinatura', event: 'product.updated', companyId: '1', data: { id: 1 } } },
  ),
  // Notifications (decision 056): each person only ever reaches their own; the e-mail log is the admins'.
  endpoint('GET', '/api/v1/notifications', 'anyone signed in: their own', SIGNED_IN, { param: '' }),
  endpoint('GET', '/api/v1/notifications/unread', 'anyone signed in: their own', SIGNED_IN, { param: '' }),
  endpoint('POST', '/api/v1/notifications/read', 'anyone signed in: their own', SIGNED_IN, { body: { all: true } }),
  endpoint('GET', '/api/v1/notifications/preferences', 'anyone signed in: their own', SIGNED_IN, { param: '' }),
  endpoint('PUT', '/api/v1/notifications/preferences', 'anyone signed in: their own', SIGNED_IN, {
    body: { email: {}, locale: 'pt-BR' },
  }),
  endpoint(
    'POST',
    '/api/v1/notifications/unsubscribe',
    'anyone holding a signed link (signed out too): the token names the person',
    PUBLIC,
    { body: (w) => ({ token: unsubscribeToken(w.t.deps.env.APP_KEY!, w.accounts.client.user.id, 'subscription') }) },
  ),
  endpoint('POST', '/api/v1/emails/paginate', 'admins', ADMIN_ONLY, { body: {} }),
  endpoint('POST', '/api/v1/emails/{id}/resend', 'admins', ADMIN_ONLY, { param: (w) => freshFailedEmail(w) }),
];

const COLUMNS: Record<Actor, string> = {
  anonymous: 'anon',
  client: 'C',
  otherClient: 'c',
  supplier: 'S',
  otherSupplier: 's',
  admin: 'A',
};

/** The grid at the top of this file, drawn from the table (the test checks they agree). */
export function renderGrid(rows: Row[]): string[] {
  const names = rows.map(
    (r) =>
      `${r.method.padEnd(6)} ${r.path.replace(/^\/api/, '')}${r.case ? ` (${r.case})` : ''}${r.hidden ? ' °' : ''}`,
  );
  const width = Math.max(...names.map((n) => n.length)) + 2;
  const line = (first: string, cells: string[]) =>
    ` * ${first.padEnd(width)}${cells.map((c) => c.padEnd(5)).join('')}`.trimEnd();
  return [
    line(
      '(paths under /api)',
      ACTORS.map((a) => COLUMNS[a]),
    ),
    ...rows.map((r, i) =>
      line(
        names[i]!,
        ACTORS.map((a) => String(r.expect[a])),
      ),
    ),
  ];
}
