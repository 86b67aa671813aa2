import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchWithDeadline } from './fetch-with-deadline.ts';

let server: Server;
let url: string;
beforeAll(async () => {
  // Answers /ok at once; anything else is accepted and never answered.
  server = createServer((req, res) => {
    if (req.url === '/ok') res.end('hello');
    else if (req.url === '/headers-only') res.writeHead(200).flushHeaders();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => vi.restoreAllMocks());

const text = (response: Response) => response.text();

describe('fetchWithDeadline', () => {
  it('gives the answer read by the caller', async () => {
    expect(await fetchWithDeadline(`${url}/ok`, {}, { timeoutMs: 2000 }, text)).toBe('hello');
  });

  it('fails with a TimeoutError when the server never answers, or sends headers and no body', async () => {
    for (const path of ['/silent', '/headers-only']) {
      const started = performance.now();
      await expect(fetchWithDeadline(`${url}${path}`, {}, { timeoutMs: 150 }, text)).rejects.toMatchObject({
        name: 'TimeoutError',
      });
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });

  it('keeps its deadline even when the transport ignores the abort (the lost-signal bug)', async () => {
    const requests: RequestInit[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((_input, init) => {
      requests.push(init!);
      return new Promise<Response>(() => {});
    });
    await expect(fetchWithDeadline(`${url}/ok`, {}, { timeoutMs: 50 }, text)).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    // The request was still told to stop.
    expect(requests[0]!.signal!.aborted).toBe(true);
  });

  it("stops at once with the caller's reason when the caller's signal aborts", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    const caller = new AbortController();
    const pending = fetchWithDeadline(`${url}/ok`, {}, { timeoutMs: 60_000, signal: caller.signal }, text);
    caller.abort(new Error('run stopped'));
    await expect(pending).rejects.toThrow('run stopped');
    const already = AbortSignal.abort(new Error('gone'));
    await expect(
      fetchWithDeadline(`${url}/ok`, {}, { timeoutMs: 60_000, signal: already }, text),
    ).rejects.toThrow('gone');
  });
});
