import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { setAnswerHeader } from './answer-header.ts';
import { listen } from './http-server.ts';

describe('setAnswerHeader', () => {
  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    setAnswerHeader(c, 'X-Request-Id', 'abc');
  });
  app.get('/json', (c) => c.json({ ok: true }));
  // Response.redirect's headers are immutable, as a fetched answer's are.
  app.get('/immutable', () => Response.redirect('http://127.0.0.1/elsewhere', 302));

  it('sets the header on the answer the handler made, keeping its body and status', async () => {
    const answer = await app.request('/json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('X-Request-Id')).toBe('abc');
    expect(await answer.json()).toEqual({ ok: true });
  });

  it('still sets it on an answer whose headers cannot change, by copying that answer', async () => {
    const answer = await app.request('/immutable');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('http://127.0.0.1/elsewhere');
    expect(answer.headers.get('X-Request-Id')).toBe('abc');
  });

  it('is written by the HTTP server of npm start, whose light answers it changes in place', async () => {
    const server = listen(app.fetch, { port: 0, hostname: '127.0.0.1' }, () => {});
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/json`);
      expect(answer.headers.get('X-Request-Id')).toBe('abc');
      expect(await answer.json()).toEqual({ ok: true });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
