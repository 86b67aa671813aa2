import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { XSRF_COOKIE, type ApiError } from '@ponte/shared';
import { cookiesFrom, createTestApp, xsrfHeaders, type TestApp } from '../../test/test-app.ts';
import { parseEnv } from '../env.ts';
import { sessions } from './auth.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The test app lets sessions outlive its clock jumps; here the product's own limits apply.
  const { SESSION_IDLE_DAYS, SESSION_ABSOLUTE_DAYS } = parseEnv({});
  Object.assign(t.deps.env, { SESSION_IDLE_DAYS, SESSION_ABSOLUTE_DAYS });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const currentUser = (options: Parameters<TestApp['call']>[2]) => t.call('GET', '/api/v1/users/current-user', options);
const logout = (cookie: string, xsrf?: string) =>
  t.call('POST', '/api/auth/logout', { cookie, headers: xsrf === undefined ? {} : xsrfHeaders(xsrf) });
const xsrfCookieOf = (headers: Headers) =>
  headers.getSetCookie().find((line) => line.startsWith(`${XSRF_COOKIE}=`));
/** Whether a Bearer token still opens a session: 200, or the refusal's status. */
const sessionStatus = (token: string) =>
  t.api(token).auth.currentUser().then(
    () => 200,
    (error: ApiError) => error.status,
  );

describe('XSRF token bound to the session (decision 033)', () => {
  it('login and register set an XSRF cookie that is the session\'s own, different for each session', async () => {
    const person = await t.signUp('client');
    const again = await t.call('POST', '/api/auth/login', { body: { email: person.email, password: person.password } });
    const first = cookiesFrom(person.login.headers);
    const second = cookiesFrom(again.headers);
    expect(first.xsrf).toMatch(/^[\w-]{43}$/);
    expect(second.xsrf).not.toBe(first.xsrf);

    const registered = await t.call('POST', '/api/auth/register', {
      body: {
        name: 'Rita',
        last_name: 'Lima',
        email: 'rita.xsrf@exemplo.com.br',
        password: 'uma-senha-boa',
        role: 'client',
        document: '529.982.247-25',
        phone: '(11) 98765-4321',
      },
    });
    expect(registered.status).toBe(201);
    const jar = cookiesFrom(registered.headers);
    expect(jar.xsrf).toMatch(/^[\w-]{43}$/);
    expect((await logout(jar.cookie, jar.xsrf)).status).toBe(200);
  });

  it("refuses another session's token and a planted cookie, even when header and cookie agree", async () => {
    const victim = cookiesFrom((await t.signUp('client')).login.headers);
    const attacker = cookiesFrom((await t.signUp('client')).login.headers);
    const victimSession = victim.cookie.split('; ').find((pair) => !pair.startsWith(XSRF_COOKIE))!;

    // The attacker's own valid XSRF token, planted as the victim's cookie and sent as the header.
    const planted = await logout(`${victimSession}; ${XSRF_COOKIE}=${attacker.xsrf}`, attacker.xsrf);
    expect(planted.status).toBe(403);
    expect(planted.body).toEqual({ error: 'Token XSRF ausente ou inválido. Recarregue a página e tente novamente.' });
    // A made-up value that matches its own cookie (the old double-submit) is refused too.
    expect((await logout(`${victimSession}; ${XSRF_COOKIE}=inventado`, 'inventado')).status).toBe(403);
    expect((await currentUser({ cookie: victim.cookie })).status).toBe(200);

    expect((await logout(victim.cookie, victim.xsrf)).status).toBe(200);
  });

  it('gives a session its token back when the browser lost it or holds a wrong one', async () => {
    const jar = cookiesFrom((await t.signUp('client')).login.headers);
    const session = jar.cookie.split('; ').find((pair) => !pair.startsWith(XSRF_COOKIE))!;
    const healed = await currentUser({ cookie: `${session}; ${XSRF_COOKIE}=velho` });
    expect(healed.status).toBe(200);
    expect(xsrfCookieOf(healed.headers)).toContain(`${XSRF_COOKIE}=${jar.xsrf};`);
    // The right cookie is left alone.
    expect(xsrfCookieOf((await currentUser({ cookie: jar.cookie })).headers)).toBeUndefined();
    // Bearer callers (the storefront's server) get no cookies.
    const bearer = await t.signUp('client');
    expect((await currentUser({ token: bearer.token })).headers.getSetCookie()).toEqual([]);
  });
});

describe('session lifetime: idle and absolute (decision 029)', () => {
  it('slides with use but ends SESSION_ABSOLUTE_DAYS after login, and expires_at never says later', async () => {
    const { token, user } = await t.signUp('client');
    const { SESSION_IDLE_DAYS: idle, SESSION_ABSOLUTE_DAYS: absolute } = t.deps.env;
    expect(idle).toBeLessThan(absolute);
    const start = t.clock.now;
    const [created] = await t.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    const end = created!.created_at.getTime() + absolute * DAY;
    try {
      // Used every (idle - 1) days: alive all along, until the absolute end.
      for (let at = start.getTime() + (idle - 1) * DAY; at < end; at += (idle - 1) * DAY) {
        t.clock.now = new Date(at);
        expect(await sessionStatus(token)).toBe(200);
        const [row] = await t.db.select().from(sessions).where(eq(sessions.user_id, user.id));
        expect(row!.expires_at.getTime()).toBeLessThanOrEqual(end);
      }
      t.clock.now = new Date(end - 60_000);
      expect(await sessionStatus(token)).toBe(200);
      t.clock.now = new Date(end + 1000);
      expect(await sessionStatus(token)).toBe(401);
    } finally {
      t.clock.now = start;
    }
  });

  it('ends a session left unused for SESSION_IDLE_DAYS', async () => {
    const { token } = await t.signUp('client');
    const start = t.clock.now;
    try {
      t.clock.now = new Date(start.getTime() + t.deps.env.SESSION_IDLE_DAYS * DAY + 1000);
      expect(await sessionStatus(token)).toBe(401);
    } finally {
      t.clock.now = start;
    }
  });

  it('refuses a session stored with a later expires_at once it is older than the absolute limit', async () => {
    const { token, user } = await t.signUp('client');
    const start = t.clock.now;
    // As rows written before the absolute limit existed: created long ago, kept alive by use.
    await t.db
      .update(sessions)
      .set({ created_at: new Date(start.getTime() - 40 * DAY), expires_at: new Date(start.getTime() + 20 * DAY) })
      .where(eq(sessions.user_id, user.id));
    expect(await sessionStatus(token)).toBe(401);
  });

  it('cookies last as long as a session can', async () => {
    const { login } = await t.signUp('client');
    const maxAge = `Max-Age=${t.deps.env.SESSION_ABSOLUTE_DAYS * 86_400}`;
    for (const line of login.headers.getSetCookie()) expect(line).toContain(maxAge);
  });
});

describe('Cache-Control: no-store on answers to a signed-in caller', () => {
  it('marks successes and refusals alike, and the login answer that carries the token', async () => {
    const person = await t.signUp('client');
    expect(person.login.headers.get('cache-control')).toBe('no-store');
    expect((await currentUser({ token: person.token })).headers.get('cache-control')).toBe('no-store');
    const missing = await t.call('GET', '/api/v1/users/999999', { token: person.token });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    const forbidden = await t.call('POST', '/api/v1/users/paginate', { body: {}, token: person.token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get('cache-control')).toBe('no-store');
    const unknownRoute = await t.call('GET', '/api/v1/nada-aqui', { token: person.token });
    expect(unknownRoute.status).toBe(404);
    expect(unknownRoute.headers.get('cache-control')).toBe('no-store');
    const jar = cookiesFrom(person.login.headers);
    const refused = await logout(jar.cookie);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves public answers to anonymous callers alone', async () => {
    expect((await t.call('GET', '/api/health')).headers.get('cache-control')).toBeNull();
  });
});
