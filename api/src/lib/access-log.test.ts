import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createApp } from '../app.ts';
import { inProcessFetch } from '../host.ts';
import { accessLog, hostPattern } from './access-log.ts';
import { MESSAGES } from './errors.ts';
import { captureLogs, loggerFor } from './logger.ts';

/** What an operator reads (decision 031): a line per request, with its id, pattern and caller, no secrets. */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signUp']>>;
let logs: ReturnType<typeof captureLogs>;

beforeAll(async () => {
  t = await createTestApp();
  // Handlers that fail, as a bug or a bad query would; routes are added before the app's first request.
  t.app.get('/test-only/boom', () => {
    throw new Error('kaboom in a handler');
  });
  t.app.get('/test-only/bad-query', async (c) => {
    loggerFor('test').info('about to query');
    await t.db.execute(sql`SELECT ${'s3cret-param'}::text AS echoed, 1 / 0 AS broken`);
    return c.json({});
  });
  admin = await t.signUp('admin');
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => logs?.restore());

const accessLines = () => logs.lines.filter((line) => line.component === 'http' && line.msg === 'request');
const linesOf = (requestId: string | null) => logs.lines.filter((line) => line.request_id === requestId);

describe('access log', () => {
  it('writes one line per request: id (also answered), method, route pattern, status, duration, caller', async () => {
    logs = captureLogs();
    const res = await t.call('GET', `/api/v1/users/${admin.user.id}?token=secret-in-query`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(accessLines()).toEqual([
      expect.objectContaining({
        level: 'info',
        request_id: id,
        user_id: admin.user.id,
        method: 'GET',
        route: '/api/v1/users/:id',
        status: 200,
        duration_ms: expect.any(Number),
      }),
    ]);
    expect(logs.text()).not.toContain('secret-in-query');
    expect(logs.text()).not.toContain(admin.token);
  });

  it('never writes passwords or session tokens, even of a login', async () => {
    logs = captureLogs('trace');
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: admin.email, password: admin.password },
    });
    expect(login.status).toBe(200);
    expect(accessLines()).toEqual([expect.objectContaining({ route: '/api/auth/login', status: 200 })]);
    expect(logs.text()).not.toContain(admin.password);
    expect(logs.text()).not.toContain(login.body.access_token);
  });

  it('labels refusals with the endpoint they were for, and unknown paths as one "unmatched" route', async () => {
    logs = captureLogs();
    expect((await t.call('GET', '/api/v1/users/current-user')).status).toBe(401);
    expect((await t.call('GET', '/api/nope/12345')).status).toBe(404);
    expect(accessLines().map((line) => [line.route, line.status])).toEqual([
      ['/api/v1/users/current-user', 401],
      ['unmatched', 404],
    ]);
  });

  it('logs a 500 with its cause and stack, under the request id, and answers without them', async () => {
    logs = captureLogs();
    const res = await t.call('GET', '/api/test-only/boom', { token: admin.token });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: MESSAGES.internal });
    const lines = linesOf(res.headers.get('x-request-id'));
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      ['error', 'request failed'],
      ['error', 'request'],
    ]);
    expect(lines[0]).toMatchObject({
      user_id: admin.user.id,
      err: { type: 'Error', message: 'kaboom in a handler' },
    });
    expect((lines[0]!.err as { stack: string }).stack).toContain('access-log.test.ts');
  });

  it('logs a failed query by its SQL, never its parameters; lines written by services carry the request id', async () => {
    logs = captureLogs();
    const res = await t.call('GET', '/api/test-only/bad-query');
    expect(res.status).toBe(500);
    const lines = linesOf(res.headers.get('x-request-id'));
    expect(lines.map((line) => line.msg)).toEqual(['about to query', 'request failed', 'request']);
    expect(lines[1]!.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringContaining('1 / 0'),
    });
    expect(logs.text()).not.toContain('s3cret-param');
  });

  it('takes X-Request-Id from a trusted proxy only, and only a sane one', async () => {
    const trusting = createApp({ ...t.deps, env: { ...t.deps.env, TRUST_PROXY: true } });
    const idFrom = async (app: { request: typeof t.app.request }, incoming: string) =>
      (await app.request('/api/health', { headers: { 'X-Request-Id': incoming } })).headers.get(
        'x-request-id',
      );
    expect(await idFrom(trusting, 'lb-7f3a.42')).toBe('lb-7f3a.42');
    expect(await idFrom(trusting, 'forged"} {"level":"fatal')).not.toContain('forged');
    expect(await idFrom(trusting, 'x'.repeat(500))).not.toContain('xxx');
    expect(await idFrom(t.app, 'lb-7f3a.42')).not.toBe('lb-7f3a.42');
  });

  it('behind the host: one line per page, whose in-process API calls keep its id and tell its caller', async () => {
    const host = new Hono();
    host.use('*', accessLog({ trustProxy: false, routeOf: hostPattern }));
    host.all('/api/*', (c) => t.app.fetch(c.req.raw));
    host.get('/pagina/:id', async (c) => {
      const apiFetch = inProcessFetch(t.app, {});
      const me = await apiFetch('http://localhost/api/v1/users/current-user', {
        headers: { Authorization: `Bearer ${admin.token}` },
      });
      return c.text(`status ${me.status}`);
    });
    logs = captureLogs();

    const page = await host.request('/pagina/77');
    expect(await page.text()).toBe('status 200');
    const api = await host.request('/api/v1/users/current-user', {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(api.status).toBe(200);

    expect(accessLines()).toEqual([
      expect.objectContaining({
        request_id: page.headers.get('x-request-id'),
        route: '/pagina/:id',
        user_id: admin.user.id,
      }),
      expect.objectContaining({
        request_id: api.headers.get('x-request-id'),
        route: '/api/v1/users/current-user',
      }),
    ]);
  });
});
