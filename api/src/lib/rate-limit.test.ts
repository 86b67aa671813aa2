import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { clientIp, consumeRateLimit, refundRateLimit } from './rate-limit.ts';

const request = (forwardedFor?: string, socket = '10.0.0.2', binding?: string) => ({
  env: { clientIp: binding, incoming: { socket: { remoteAddress: socket } } },
  req: { header: (name: string) => (name.toLowerCase() === 'x-forwarded-for' ? forwardedFor : undefined) },
});

describe('clientIp', () => {
  it("takes the entry our proxy appended (the right-most), never the client's own claim on the left", () => {
    expect(clientIp(request('1.1.1.1, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientIp(request('203.0.113.7'), 1)).toBe('203.0.113.7');
    // Multiple headers arrive joined by ", ".
    expect(clientIp(request('6.6.6.6, 7.7.7.7,203.0.113.8 '), 1)).toBe('203.0.113.8');
  });

  it('skips as many entries as there are proxies of ours', () => {
    expect(clientIp(request('1.1.1.1, 203.0.113.7, 10.1.1.1'), 2)).toBe('203.0.113.7');
    // Fewer entries than trusted proxies: all of them were written by ours; the left-most is the client.
    expect(clientIp(request('203.0.113.9'), 2)).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For without a trusted proxy, and when it is empty', () => {
    expect(clientIp(request('1.1.1.1'), 0)).toBe('10.0.0.2');
    expect(clientIp(request(' , '), 1)).toBe('10.0.0.2');
    expect(clientIp(request(undefined), 1)).toBe('10.0.0.2');
  });

  it("prefers the host's binding (the storefront's in-process calls)", () => {
    expect(clientIp(request('1.1.1.1', '10.0.0.2', '198.51.100.1'), 1)).toBe('198.51.100.1');
  });

  it('is what the login limit counts by: a forged left-most entry changes nothing', async () => {
    const t = await createTestApp({
      rateLimits: {
        login: { limit: 2, windowSeconds: 60 },
        loginAccountIp: { limit: 100, windowSeconds: 60 },
        loginAccount: { limit: 100, windowSeconds: 60 },
        register: { limit: 100, windowSeconds: 60 },
        password: { limit: 100, windowSeconds: 60 },
      },
    });
    try {
      t.deps.env.TRUST_PROXY = true;
      const body = { email: 'alguem@exemplo.com', password: 'qualquer-coisa' };
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const headers = { 'X-Forwarded-For': `10.9.9.${i}, 203.0.113.50` };
        statuses.push((await t.call('POST', '/api/auth/login', { body, headers })).status);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await t.close();
    }
  });
});

describe('refundRateLimit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('takes one hit back from the window it was counted in, and none from a later window', async () => {
    const rule = { limit: 2, windowSeconds: 60 };
    const now = new Date('2026-11-24T12:00:00.000Z');
    const first = await consumeRateLimit(t.db, 'teste:refund', rule, now);
    await consumeRateLimit(t.db, 'teste:refund', rule, now);
    await refundRateLimit(t.db, 'teste:refund', first.windowStart);
    expect((await consumeRateLimit(t.db, 'teste:refund', rule, now)).allowed).toBe(true);
    expect((await consumeRateLimit(t.db, 'teste:refund', rule, now)).allowed).toBe(false);

    const later = new Date(now.getTime() + 61_000);
    await consumeRateLimit(t.db, 'teste:refund', rule, later);
    await refundRateLimit(t.db, 'teste:refund', first.windowStart);
    await consumeRateLimit(t.db, 'teste:refund', rule, later);
    expect((await consumeRateLimit(t.db, 'teste:refund', rule, later)).allowed).toBe(false);
  });
});
