import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@ponte/shared';
import { createTestApp, SMALL_GUESS_LIMITS, type TestApp } from '../../test/test-app.ts';

// Small limits (SMALL_GUESS_LIMITS), so a test reaches them in a few calls.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: SMALL_GUESS_LIMITS });
  // Behind one proxy of ours, so each test can speak from the address it needs.
  t.deps.env.TRUST_PROXY = true;
});
afterAll(() => t.close());

// Raw calls: t.api cannot send the X-Forwarded-For these tests speak from.
const loginFrom = (ip: string, email: string, password: string) =>
  t.call('POST', '/api/auth/login', { body: { email, password }, headers: { 'X-Forwarded-For': ip } });

describe('login limits per (account, IP) and per account', () => {
  it("stops an attacker's address after its guesses, while the owner still logs in from theirs", async () => {
    const owner = await t.signUp('client');
    const attacker = '203.0.113.10';
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await loginFrom(attacker, owner.email, 'palpite-errado')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const blocked = await loginFrom(attacker, owner.email, owner.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: 'Muitas tentativas. Aguarde um pouco e tente novamente.' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    const fromHome = await loginFrom('198.51.100.20', owner.email, owner.password);
    expect(fromHome.status).toBe(200);
  });

  it("the owner's own logins and a right password after a slip spend nothing", async () => {
    const owner = await t.signUp('client');
    const home = '198.51.100.21';
    for (let i = 0; i < 6; i++) expect((await loginFrom(home, owner.email, owner.password)).status).toBe(200);
    expect((await loginFrom(home, owner.email, 'escorregou-1')).status).toBe(401);
    expect((await loginFrom(home, owner.email, owner.password)).status).toBe(200);
    expect((await loginFrom(home, owner.email, 'escorregou-2')).status).toBe(401);
    expect((await loginFrom(home, owner.email, owner.password)).status).toBe(200);
  });

  it('caps guesses spread over many addresses per account, and the window passing lifts it', async () => {
    const owner = await t.signUp('client');
    // 3 guesses from the first address (the 4th is stopped there and spends nothing of the account's 5)...
    for (let i = 0; i < 4; i++) await loginFrom('203.0.113.31', owner.email, 'palpite');
    // ...2 more from a second address reach the account's ceiling of 5.
    for (let i = 0; i < 2; i++) expect((await loginFrom('203.0.113.32', owner.email, 'palpite')).status).toBe(401);
    expect((await loginFrom('203.0.113.33', owner.email, 'palpite')).status).toBe(429);
    // The ceiling is the account's: the owner waits like everyone else (decision 029).
    expect((await loginFrom('198.51.100.22', owner.email, owner.password)).status).toBe(429);

    const start = t.clock.now;
    try {
      t.clock.now = new Date(start.getTime() + 60 * 60_000 + 1000);
      expect((await loginFrom('198.51.100.22', owner.email, owner.password)).status).toBe(200);
    } finally {
      t.clock.now = start;
    }
  });

  it('limits an unknown e-mail exactly like a registered one', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await loginFrom('203.0.113.40', 'ninguem-aqui@exemplo.com', 'palpite')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('the per-IP login limit', () => {
  it('answers 429 with Retry-After once an address passes it, whatever the accounts', async () => {
    const limited = await createTestApp({
      rateLimits: {
        login: { limit: 3, windowSeconds: 60 },
        loginAccountIp: { limit: 100, windowSeconds: 60 },
        loginAccount: { limit: 100, windowSeconds: 60 },
        register: { limit: 3, windowSeconds: 60 },
        password: { limit: 3, windowSeconds: 60 },
      },
    });
    const loginStatus = (body: { email: string; password: string }) =>
      limited.api().auth.login(body).then(
        () => 200,
        (error: ApiError) => error.status,
      );
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(await loginStatus({ email: `alguem${i}@exemplo.com`, password: 'qualquer-coisa' }));
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const body = { email: 'alguem@exemplo.com', password: 'qualquer-coisa' };
      // The raw answer: its Retry-After header.
      const blocked = await limited.call('POST', '/api/auth/login', { body });
      expect(blocked.body).toEqual({ error: 'Muitas tentativas. Aguarde um pouco e tente novamente.' });
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      // The window passes: allowed again.
      limited.clock.now = new Date(limited.clock.now.getTime() + 61_000);
      expect(await loginStatus(body)).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
