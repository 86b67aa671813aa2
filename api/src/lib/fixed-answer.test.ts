import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { fixedAnswer } from './fixed-answer.ts';

const TEXT = JSON.stringify({ paths: Array.from({ length: 400 }, (_, i) => `/api/v1/rota-${i}`) });

function appWith(make: () => string | Promise<string>) {
  const app = new Hono();
  app.get('/doc', fixedAnswer(make, { 'Content-Type': 'application/json' }));
  return app;
}

const get = (app: Hono, acceptEncoding?: string) =>
  app.request('/doc', { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('fixedAnswer: a body made and compressed once, then sent as bytes', () => {
  it('sends brotli, gzip or the bytes themselves, as the client accepts, and makes the body once', async () => {
    let made = 0;
    const app = appWith(() => {
      made += 1;
      return TEXT;
    });

    const browser = await get(app, 'gzip, deflate, br, zstd');
    expect(browser.status).toBe(200);
    expect(browser.headers.get('Content-Encoding')).toBe('br');
    expect(browser.headers.get('Vary')).toMatch(/accept-encoding/i);
    expect(browser.headers.get('Content-Type')).toBe('application/json');
    const br = await bytesOf(browser);
    expect(br.length).toBeLessThan(TEXT.length / 5);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(TEXT);

    const gzipOnly = await get(app, 'gzip');
    expect(gzipOnly.headers.get('Content-Encoding')).toBe('gzip');
    expect(zlib.gunzipSync(await bytesOf(gzipOnly)).toString()).toBe(TEXT);

    const plain = await get(app);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(TEXT);

    expect(made).toBe(1);
  });

  it('honours a refusal (q=0) and an encoding it does not have', async () => {
    const app = appWith(() => TEXT);
    expect((await get(app, 'br;q=0, gzip')).headers.get('Content-Encoding')).toBe('gzip');
    const refused = await get(app, 'br;q=0, gzip;q=0');
    expect(refused.headers.get('Content-Encoding')).toBeNull();
    expect(await refused.text()).toBe(TEXT);
    const zstd = await get(app, 'zstd');
    expect(zstd.headers.get('Content-Encoding')).toBeNull();
    expect(await zstd.text()).toBe(TEXT);
  });

  it('tries again after a body that could not be made, instead of keeping the failure', async () => {
    let calls = 0;
    const app = appWith(async () => {
      calls += 1;
      if (calls === 1) throw new Error('arquivo ausente');
      return TEXT;
    });
    expect((await get(app)).status).toBe(500);
    const again = await get(app);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(TEXT);
  });
});
