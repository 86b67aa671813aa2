import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { passwordResets, sessions } from '../src/auth/auth.table.ts';
import { systemConfigParamValues } from '../src/modules/config/config.table.ts';
import { users } from '../src/modules/users/users.table.ts';
import { createTestApp, readResetToken, type TestApp } from './test-app.ts';

/**
 * Every endpoint that takes a body, fed everything but a valid one: the answer is always the contract's
 * error body with the right status, never a stack trace, and nothing in the database changes.
 */

type Account = Awaited<ReturnType<TestApp['signUp']>>;

let t: TestApp;
let admin: Account;
let supplier: Account;
let client: Account;
let trialValueId: number;
let resetToken: string;

interface Endpoint {
  name: string;
  method: 'POST' | 'PUT';
  path: () => string;
  token?: () => string;
  /** A body the endpoint accepts (proved by the last test); used as the base of the extra-field case. */
  valid: () => Record<string, unknown>;
  /** Same keys, wrong types: each must be named in `errors`. */
  wrongTypes: () => Record<string, unknown>;
  wrongFields: string[];
  /** PUT bodies are `{data:{…}}`: an unknown key inside `data` must be refused too. */
  wrapped?: boolean;
}

const registration = () => ({
  name: 'Nova',
  last_name: 'Conta',
  email: 'nova.conta@exemplo.com.br',
  password: 'uma-senha-boa',
  password_confirmation: 'uma-senha-boa',
  role: 'supplier',
  document: '529.982.247-25',
  phone: '(11) 98765-4321',
});

const ENDPOINTS: Endpoint[] = [
  {
    name: 'auth/login',
    method: 'POST',
    path: () => '/api/auth/login',
    valid: () => ({ email: client.email, password: client.password }),
    wrongTypes: () => ({ email: 123, password: ['x'] }),
    wrongFields: ['email', 'password'],
  },
  {
    name: 'auth/register',
    method: 'POST',
    path: () => '/api/auth/register',
    valid: registration,
    wrongTypes: () => ({
      ...registration(),
      name: 1,
      email: {},
      password: 12345678,
      role: 5,
      document: 52998224725,
    }),
    wrongFields: ['name', 'email', 'password', 'role', 'document'],
  },
  {
    name: 'password/email',
    method: 'POST',
    path: () => '/api/password/email',
    valid: () => ({ email: client.email }),
    wrongTypes: () => ({ email: 42 }),
    wrongFields: ['email'],
  },
  {
    name: 'password-reset',
    method: 'POST',
    path: () => '/api/password-reset',
    valid: () => ({
      token: resetToken,
      password: 'senha-redefinida-1',
      password_confirmation: 'senha-redefinida-1',
    }),
    wrongTypes: () => ({ token: 1234567890123456, password: false }),
    wrongFields: ['token', 'password'],
  },
  {
    name: 'users/paginate',
    method: 'POST',
    path: () => '/api/v1/users/paginate',
    token: () => admin.token,
    valid: () => ({
      page: 1,
      per_page: 10,
      search: 'a',
      sort: 'name',
      order: 'desc',
      filter: { role: 'client' },
    }),
    wrongTypes: () => ({ page: 'um', per_page: 'dez', search: 5, sort: 1, order: true, filter: [] }),
    wrongFields: ['page', 'per_page', 'search', 'sort', 'order', 'filter'],
  },
  {
    name: 'users POST',
    method: 'POST',
    path: () => '/api/v1/users',
    token: () => admin.token,
    valid: () => ({
      name: 'Criado',
      last_name: 'Pelo Admin',
      email: 'criado@exemplo.com.br',
      password: 'senha-do-criado',
      role: 'client',
    }),
    wrongTypes: () => ({ name: 5, last_name: null, email: false, password: 1, role: ['admin'] }),
    wrongFields: ['name', 'last_name', 'email', 'password', 'role'],
  },
  {
    name: 'users PUT',
    method: 'PUT',
    path: () => `/api/v1/users/${client.user.id}`,
    token: () => client.token,
    valid: () => ({ data: { name: 'Nome Trocado', city: 'Campinas' } }),
    wrongTypes: () => ({ data: { name: 5, city: 7, active: 'sim' } }),
    wrongFields: ['name', 'city', 'active'],
    wrapped: true,
  },
  {
    name: 'config PUT',
    method: 'PUT',
    path: () => `/api/v1/system-config-param-values/${trialValueId}`,
    token: () => admin.token,
    valid: () => ({ data: { value: '9' } }),
    wrongTypes: () => ({ data: { value: { dias: 9 } } }),
    wrongFields: ['value'],
    wrapped: true,
  },
  {
    name: 'config by-code',
    method: 'POST',
    path: () => '/api/v1/system-config-param-values-by-code',
    token: () => supplier.token,
    valid: () => ({ codes: ['trial_days', 'erp_auto_sync'] }),
    wrongTypes: () => ({ codes: 'trial_days' }),
    wrongFields: ['codes'],
  },
  {
    name: 'config custom',
    method: 'POST',
    path: () => '/api/v1/system-config-param-values-custom',
    token: () => supplier.token,
    valid: () => ({ code: 'erp_auto_sync', value: true }),
    wrongTypes: () => ({ code: 5, value: [true], user_id: 'eu' }),
    wrongFields: ['code', 'value', 'user_id'],
  },
];

interface RawResult {
  status: number;
  text: string;
  body: any;
  headers: Headers;
}

/** Sends a request and keeps the answer's exact text, to look for stack traces in it. */
async function send(
  endpoint: Endpoint,
  body: string | undefined,
  contentType = 'application/json',
): Promise<RawResult> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = contentType;
  const token = endpoint.token?.();
  if (token) headers.Authorization = `Bearer ${token}`;
  return request(endpoint.method, endpoint.path(), body, headers);
}

async function request(
  method: string,
  url: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<RawResult> {
  const response = await t.app.request(url, { method, headers, body });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, text, body: parsed, headers: response.headers };
}

/** The contract's error body and nothing else: `{error: string, errors?: Record<string, string[]>}`, no internals. */
function expectErrorBody(res: RawResult, label: string) {
  expect(res.headers.get('content-type'), label).toMatch(/^application\/json/);
  expect(res.body, `${label}: not JSON: ${res.text.slice(0, 200)}`).toBeTypeOf('object');
  expect(res.body, label).not.toBeNull();
  expect(Array.isArray(res.body), label).toBe(false);
  for (const key of Object.keys(res.body)) expect(['error', 'errors'], `${label}: key ${key}`).toContain(key);
  expect(res.body.error, label).toBeTypeOf('string');
  expect(res.body.error.length, label).toBeGreaterThan(0);
  if ('errors' in res.body) {
    const errors = res.body.errors;
    expect(errors !== null && typeof errors === 'object' && !Array.isArray(errors), label).toBe(true);
    for (const [field, messages] of Object.entries(errors)) {
      expect(Array.isArray(messages), `${label}: errors.${field}`).toBe(true);
      expect((messages as unknown[]).length, `${label}: errors.${field}`).toBeGreaterThan(0);
      for (const message of messages as unknown[])
        expect(message, `${label}: errors.${field}`).toBeTypeOf('string');
    }
  }
  expect(res.text, label).not.toMatch(/^\s*at\s/m);
  expect(res.text, label).not.toMatch(/\bat\s+\S+\s+\(|\bat\s+\S+:\d+:\d+/);
  expect(res.text, label).not.toContain('Error:');
  expect(res.text, label).not.toMatch(/node_modules|\.ts:\d+|\.js:\d+/);
  expect(res.text, label).not.toMatch(/select |insert |update .* set|Failed query/i);
}

async function snapshot() {
  const [[u], [s], [r], [v], [clientRow], [trial]] = await Promise.all([
    t.db.select({ n: count() }).from(users),
    t.db.select({ n: count() }).from(sessions),
    t.db.select({ n: count() }).from(passwordResets),
    t.db.select({ n: count() }).from(systemConfigParamValues),
    t.db.select().from(users).where(eq(users.id, client.user.id)),
    t.db.select().from(systemConfigParamValues).where(eq(systemConfigParamValues.id, trialValueId)),
  ]);
  return {
    users: Number(u!.n),
    sessions: Number(s!.n),
    passwordResets: Number(r!.n),
    configValues: Number(v!.n),
    client: {
      name: clientRow!.name,
      city: clientRow!.city,
      password_hash: clientRow!.password_hash,
      active: clientRow!.active,
    },
    trialDays: trial!.value,
  };
}

let before: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp('admin');
  supplier = await t.signUp('supplier');
  client = await t.signUp('client');
  const list = await t.call('GET', '/api/v1/system-config-param-values-is-config/', { token: admin.token });
  trialValueId = list.body.data.find((v: { code: string }) => v.code === 'trial_days').id;
  // A real, unused reset token, so the password-reset base body is a valid one.
  expect((await t.call('POST', '/api/password/email', { body: { email: client.email } })).status).toBe(200);
  resetToken = await readResetToken(t.outboxDir);
  before = await snapshot();
});
afterAll(() => t.close());

describe.each(ENDPOINTS)('$name', (endpoint) => {
  it('answers 400 {error} to malformed JSON', async () => {
    for (const raw of ['{"a":', '{', "{'a':1}", '{"a":1,}', 'não é json', '']) {
      const res = await send(endpoint, raw);
      expect(res.status, JSON.stringify(raw)).toBe(400);
      expectErrorBody(res, `${endpoint.name} ${JSON.stringify(raw)}`);
      expect(res.body).toEqual({ error: 'O corpo da requisição não é um JSON válido.' });
    }
  });

  it('answers 422 with errors to a JSON value that is not an object', async () => {
    const samples = ['[]', JSON.stringify([endpoint.valid()]), 'null', '"texto"', '42', 'true'];
    // `{}` is a complete paginate request (every field has a default); everywhere else it lacks fields.
    if (endpoint.name !== 'users/paginate') samples.push('{}');
    for (const raw of samples) {
      const res = await send(endpoint, raw);
      expect(res.status, raw).toBe(422);
      expectErrorBody(res, `${endpoint.name} ${raw}`);
      expect(Object.keys(res.body.errors ?? {}).length, raw).toBeGreaterThan(0);
    }
  });

  it('answers 422 naming each field of the wrong type', async () => {
    const res = await send(endpoint, JSON.stringify(endpoint.wrongTypes()));
    expect(res.status).toBe(422);
    expectErrorBody(res, endpoint.name);
    for (const field of endpoint.wrongFields) expect(Object.keys(res.body.errors), field).toContain(field);
  });

  it('answers 422 naming an unknown extra field, even when the rest is valid', async () => {
    const top = await send(endpoint, JSON.stringify({ ...endpoint.valid(), intruso: 'x' }));
    expect(top.status).toBe(422);
    expectErrorBody(top, endpoint.name);
    expect(top.body.errors.intruso).toEqual(['Campo não permitido.']);
    if (endpoint.wrapped) {
      const valid = endpoint.valid() as { data: Record<string, unknown> };
      const inside = await send(endpoint, JSON.stringify({ data: { ...valid.data, is_admin: true } }));
      expect(inside.status).toBe(422);
      expectErrorBody(inside, endpoint.name);
      expect(inside.body.errors.is_admin).toEqual(['Campo não permitido.']);
      // Without the wrapper the fields are unknown too.
      const unwrapped = await send(endpoint, JSON.stringify(valid.data));
      expect(unwrapped.status).toBe(422);
      expectErrorBody(unwrapped, endpoint.name);
    }
  });

  it('answers 413 {error} to a body over 1 MiB', async () => {
    const huge = JSON.stringify({ ...endpoint.valid(), padding: 'x'.repeat(1024 * 1024 + 10) });
    const res = await send(endpoint, huge);
    expect(res.status).toBe(413);
    expectErrorBody(res, endpoint.name);
    expect(res.body).toEqual({ error: 'O corpo da requisição é grande demais.' });
  });
});

describe('a body sent as another media type', () => {
  it('answers 415 with a Portuguese error in the contract shape, on every endpoint', async () => {
    for (const endpoint of ENDPOINTS) {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const res = await send(endpoint, JSON.stringify(endpoint.valid()), type);
        expect(res.status, `${endpoint.name} ${type}`).toBe(415);
        expectErrorBody(res, `${endpoint.name} ${type}`);
        // The framework's English default must not leak through: every message is pt-BR.
        expect(res.body.error, `${endpoint.name} ${type}`).not.toMatch(/Unsupported Media Type/i);
      }
    }
  });
});

describe('after all the bad input', () => {
  it('nothing changed in the database', async () => {
    expect(await snapshot()).toEqual(before);
  });

  it('every base body was a valid one (control): the same requests without the intruder succeed', async () => {
    // The reset ends the client's sessions, so it goes last.
    const ordered = [
      ...ENDPOINTS.filter((e) => e.name !== 'password-reset'),
      ...ENDPOINTS.filter((e) => e.name === 'password-reset'),
    ];
    for (const endpoint of ordered) {
      const res = await send(endpoint, JSON.stringify(endpoint.valid()));
      expect(res.status, `${endpoint.name}: ${res.text.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
      expect(res.status, `${endpoint.name}: ${res.text.slice(0, 300)}`).toBeLessThan(300);
    }
    const after = await snapshot();
    expect(after.users).toBe(before.users + 2); // register + users POST
    expect(after.trialDays).toBe('9');
    expect(after.client.name).toBe('Nome Trocado');
  });
});

describe('routes outside the contract', () => {
  it('answers 404 JSON {error} to unknown /api paths', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['GET', '/api/v1/users/1/extra'],
      ['DELETE', '/api/v1/system-config-params/1'],
    ] as const) {
      const res = await request(method, url, undefined, { Authorization: `Bearer ${admin.token}` });
      expect(res.status, `${method} ${url}`).toBe(404);
      expectErrorBody(res, `${method} ${url}`);
      expect(Object.keys(res.body)).toEqual(['error']);
    }
  });

  it('GET /api/health answers 200 {status:"ok"} with security headers', async () => {
    const res = await request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok' });
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('GET /api/openapi.json is an OpenAPI 3.1 document listing every path of the API', async () => {
    const res = await request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\.1\./);
    expect(res.body.info.title).toEqual(expect.any(String));
    const paths = res.body.paths as Record<
      string,
      Record<string, { requestBody?: unknown; responses?: unknown }>
    >;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/auth/login',
        '/api/auth/register',
        '/api/auth/logout',
        '/api/password/email',
        '/api/password-reset',
        '/api/v1/users/current-user',
        '/api/v1/users/paginate',
        '/api/v1/users',
        '/api/v1/users/{id}',
        '/api/v1/system-config-param-values-is-config/',
        '/api/v1/system-config-param-values-is-config/{id}',
        '/api/v1/system-config-param-values/{id}',
        '/api/v1/system-config-params/{id}',
        '/api/v1/system-config-param-values-by-code',
        '/api/v1/system-config-param-values-custom',
      ]),
    );
    expect(Object.keys(paths['/api/v1/users/{id}']!).sort()).toEqual(['delete', 'get', 'put']);
    // Every endpoint of the table above documents its body.
    for (const endpoint of ENDPOINTS) {
      const documented = endpoint.path().replace(/\/\d+$/, '/{id}');
      const operation = paths[documented]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${documented}`).toBeDefined();
      expect(operation!.requestBody, `${endpoint.method} ${documented}`).toBeDefined();
    }
  });

  it('GET /api/docs answers the HTML reference page', async () => {
    const res = await request('GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toMatch(/<html/i);
    expect(res.text).toContain('swagger-ui');
  });
});
