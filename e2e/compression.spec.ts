import http from 'node:http';
import zlib from 'node:zlib';
import { XSRF_COOKIE } from '@ponte/shared/constants';
import { expect, test } from 'vitest';
import { journeys, serverUrl } from './fixtures/browser.ts';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Bytes on the wire, as sent (not decompressed). */
  bytes: number;
  /** The body, brotli decoded. */
  text: string;
}

/** A GET with the Accept-Encoding a browser sends (or none), read as the bytes that crossed the wire. */
function get(path: string, acceptEncoding?: string, cookie?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = { ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}), ...(cookie ? { Cookie: cookie } : {}) };
    const request = http.get(new URL(path, serverUrl()), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = response.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(body) : body;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: body.length, text: text.toString('latin1') });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`GET ${path} timed out`)));
  });
}

const BROWSER = 'gzip, deflate, br, zstd';

/** The headers of a HEAD request. */
function head(path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, serverUrl()), { method: 'HEAD' }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`HEAD ${path} timed out`)));
    request.end();
  });
}

journeys('bytes on the wire', () => {
  test('pages and API answers are compressed as they stream; the front ends’ files are served in brotli, cached for good', async () => {
    const page = await get('/login', BROWSER);
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    const plain = await get('/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(page.bytes).toBeLessThan(plain.bytes / 3);
    // A client without brotli gets gzip.
    const gzipped = await get('/login', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.bytes).toBeLessThan(plain.bytes / 3);
    // An answer under 1 KiB is not worth compressing (the encoding would cost more than it saves).
    const small = await get('/api/health', BROWSER);
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.text)).toEqual({ status: 'ok' });

    // The site's own scripts, as the page names them.
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(plain.text)?.[1] ?? /"(\/assets\/[^"]+\.js)"/.exec(plain.text)?.[1];
    expect(script, 'a script of the page').toBeDefined();
    const asset = await get(script!, BROWSER);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const assetPlain = await get(script!);
    expect(assetPlain.headers['content-encoding']).toBeUndefined();
    expect(asset.bytes).toBeLessThan(assetPlain.bytes);
    // An older client without brotli gets the gzip copy.
    expect((await get(script!, 'gzip')).headers['content-encoding']).toBe('gzip');

    const api = await get('/api/openapi.json', BROWSER);
    expect(api.headers['content-encoding']).toBe('br');
    expect(api.bytes).toBeLessThan((await get('/api/openapi.json')).bytes / 3);

    // The console's index: with its static login form for a visitor, without it for a browser that holds a
    // session's XSRF cookie (decision 054), compressed either way.
    const console = await get('/admin/', BROWSER);
    expect(console.status).toBe(200);
    expect(console.headers['content-encoding']).toBe('br');
    expect(console.text).toContain('static-login');
    const signedIn = await get('/admin/produtos', BROWSER, `${XSRF_COOKIE}=abc`);
    expect(signedIn.headers['content-encoding']).toBe('br');
    expect(signedIn.text).toContain('<div id="root"');
    expect(signedIn.text).not.toContain('static-login');
    const consoleScript = /src="(\/admin\/assets\/[^"]+\.js)"/.exec((await get('/admin/')).text)?.[1];
    expect(consoleScript, 'the console’s entry script').toBeDefined();
    const consoleAsset = await get(consoleScript!, BROWSER);
    expect(consoleAsset.headers['content-encoding']).toBe('br');
    expect(consoleAsset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('answers signed out carry their security headers; HEAD answers with the headers GET would send', async () => {
    // @hono/node-server 1.x dropped the API's headers from signed-out answers on their way through the host.
    for (const path of ['/api/health', '/api/nope', '/api/v1/users/current-user']) {
      const answer = await get(path, BROWSER);
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
      expect(answer.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }

    const page = await head('/login');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(Number(page.headers['content-length'])).toBeGreaterThan(1000);
    const api = await head('/api/health');
    expect(api.status).toBe(200);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(api.headers['x-content-type-options']).toBe('nosniff');
  });
});
