import { Hono } from 'hono';
import { SHIPPING_MAX_ITEMS, SHIPPING_MAX_ORDERS } from '@ponte/shared';
import { describe, expect, it } from 'vitest';
import type { AppEnv, AuthState } from './context.ts';
import { HttpError, MESSAGES } from './errors.ts';
import {
  JSON_GUARD_MESSAGES,
  MAX_ANONYMOUS_BODY_BYTES,
  MAX_JSON_DEPTH,
  MAX_JSON_VALUES,
  MAX_OBJECT_KEYS,
  guardJsonInput,
  isJsonMediaType,
  parseJsonWithinBudget,
  scanJson,
} from './json-guard.ts';

const nested = (depth: number, inner = '') => '['.repeat(depth) + inner + ']'.repeat(depth);
const utf8 = (text: string) => new TextEncoder().encode(text);
const scan = (text: string) => scanJson(utf8(text));

describe('scanJson', () => {
  it('passes ordinary bodies, and nesting up to the budget', () => {
    for (const text of [
      '',
      '{}',
      '{"email":"a@b.com","password":"x"}',
      '{"orders":[{"recipient":{"name":"A"},"address":{"cep":"01001000"},"items":[{"product_id":1}]}]}',
      '"texto"',
      '42',
      nested(MAX_JSON_DEPTH),
      '{"a":"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}',
      '{"a":"\\"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}',
      '{"caminho":"C:\\\\u0000"}',
      '{"a":"\\u00e9"}',
    ]) {
      expect(scan(text), text.slice(0, 60)).toEqual({ ok: true });
    }
  });

  it('refuses one level past the budget, in arrays or objects', () => {
    expect(scan(nested(MAX_JSON_DEPTH + 1))).toEqual({ ok: false, reason: 'depth' });
    expect(scan('{"a":'.repeat(MAX_JSON_DEPTH + 1))).toEqual({ ok: false, reason: 'depth' });
  });

  it('refuses an object of more keys than the budget, and a body of more values', () => {
    const keys = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}":0`).join(',')}}`;
    expect(scan(keys(MAX_OBJECT_KEYS))).toEqual({ ok: true });
    expect(scan(`{"a":${keys(MAX_OBJECT_KEYS + 1)}}`)).toEqual({ ok: false, reason: 'keys' });
    expect(scan(`[${'0,'.repeat(MAX_JSON_VALUES - 2)}0]`)).toEqual({ ok: true });
    expect(scan(`[${'[0,0],'.repeat(MAX_JSON_VALUES / 2)}0]`)).toEqual({ ok: false, reason: 'values' });
  });

  it('passes the largest body of the contract: a shipment of 50 orders of 100 items', () => {
    const items = Array.from({ length: SHIPPING_MAX_ITEMS }, (_, i) => ({ product_id: i + 1, quantity: 3 }));
    const recipient = {
      name: 'Cliente',
      document: '529.982.247-25',
      phone: '(11) 98765-4321',
      email: 'a@b.com',
    };
    const address = {
      cep: '01001-000',
      street: 'Praça da Sé',
      number: '1',
      district: 'Sé',
      city: 'São Paulo',
      uf: 'SP',
    };
    const orders = Array.from({ length: SHIPPING_MAX_ORDERS }, () => ({
      recipient,
      address,
      items,
      notes: '',
    }));
    expect(scan(JSON.stringify({ orders }))).toEqual({ ok: true });
  });

  it('refuses a megabyte of nesting at once, without recursion', () => {
    const started = performance.now();
    expect(scan(nested(500_000, '"\\u0000"'))).toEqual({ ok: false, reason: 'depth' });
    // Generous for a loaded machine: the walk this replaced took seconds, and overflowed the stack.
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('finds a NUL, escaped or raw, in a value or a key, with the path that leads to it', () => {
    const cases: [string, string[]][] = [
      ['"a\\u0000"', []],
      ['{"name":"a\\u0000b"}', ['name']],
      ['{"name":"ok","city":"a\u0000b"}', ['city']],
      ['{"data":{"name":"ok","tags":["x","y\\u0000"]}}', ['data', 'tags', '1']],
      ['{"orders":[{"items":[]},{"recipient":{"name":"\\u0000"}}]}', ['orders', '1', 'recipient', 'name']],
      ['{"a\\u0000b":1}', ['a\u0000b']],
      ['{"a":{"b":1},"c\\"d":"\\u0000"}', ['c"d']],
      ['[1,2,\u0000]', ['2']],
    ];
    for (const [text, path] of cases) expect(scan(text), text).toEqual({ ok: false, reason: 'nul', path });
  });

  it('finds an escaped UTF-16 surrogate without its pair; a pair is one character', () => {
    expect(scan('{"emoji":"\\ud83d\\udca9","b":"\\uD83D\\uDCA9"}')).toEqual({ ok: true });
    for (const [text, path] of [
      ['{"a":"\\ud800"}', ['a']],
      ['{"a":"x\\udc00y"}', ['a']],
      ['{"a":["ok","\\uD800\\u0041"]}', ['a', '1']],
      ['{"\\udfff":1}', ['\udfff']],
    ] as const) {
      expect(scan(text), text).toEqual({ ok: false, reason: 'surrogate', path });
    }
  });
});

describe('isJsonMediaType', () => {
  it('knows every spelling of JSON, and nothing else', () => {
    for (const type of [
      'application/json',
      'APPLICATION/JSON',
      'application/json; charset=utf-8',
      'Application/Json;charset=UTF-8',
      'application/json ; charset=utf-8',
      'application/vnd.api+json',
      'application/merge-patch+json',
    ]) {
      expect(isJsonMediaType(type), type).toBe(true);
    }
    for (const type of [
      undefined,
      '',
      'text/plain',
      'text/json',
      'application/jsonx',
      'application/x-www-form-urlencoded',
      'json',
    ]) {
      expect(isJsonMediaType(type), String(type)).toBe(false);
    }
  });
});

describe('parseJsonWithinBudget', () => {
  it('parses what passes, and answers 400 or 422 for the rest', () => {
    expect(parseJsonWithinBudget(utf8('{"eventId":"e-1"}'))).toEqual({ eventId: 'e-1' });
    const failure = (text: string) => {
      try {
        parseJsonWithinBudget(utf8(text));
      } catch (error) {
        return error instanceof HttpError ? { status: error.status, body: error.toBody() } : error;
      }
      return 'parsed';
    };
    expect(failure('{"eventId":')).toMatchObject({ status: 400 });
    expect(failure(nested(1000))).toEqual({ status: 400, body: { error: JSON_GUARD_MESSAGES.tooDeep } });
    expect(failure(`{${'"a":0,'.repeat(MAX_OBJECT_KEYS)}"b":0}`)).toEqual({
      status: 400,
      body: { error: JSON_GUARD_MESSAGES.tooManyKeys },
    });
    expect(failure('{"eventId":"e","data":{"nome":"\\ud800"}}')).toEqual({
      status: 422,
      body: { error: JSON_GUARD_MESSAGES.surrogate, errors: { nome: [JSON_GUARD_MESSAGES.surrogateField] } },
    });
    expect(failure('{"eventId":"e\\u0000"}')).toEqual({
      status: 422,
      body: { error: JSON_GUARD_MESSAGES.nul, errors: { eventId: [JSON_GUARD_MESSAGES.nulField] } },
    });
  });
});

describe('guardJsonInput', () => {
  /** The guard runs after `authenticate`; `x-signed-in` stands for a session here. */
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('auth', c.req.header('x-signed-in') ? ({ via: 'bearer' } as AuthState) : null);
      await next();
    })
    .use(guardJsonInput)
    .post('/echo', async (c) =>
      c.json({ type: c.req.header('content-type') ?? null, text: await c.req.text() }),
    )
    .post('/raw', async (c) => c.json({ bytes: [...new Uint8Array(await c.req.arrayBuffer())] }))
    .post('/api/v1/bling/webhook', async (c) => c.json({ size: (await c.req.arrayBuffer()).byteLength }))
    .get('/query', (c) => c.json({ ok: true }));
  app.onError((error, c) =>
    error instanceof HttpError ? c.json(error.toBody(), error.status) : c.json({ error: 'x' }, 500),
  );
  const post = (path: string, body: BodyInit, type?: string, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      body,
      headers: { ...headers, ...(type ? { 'Content-Type': type } : {}) },
    });
  const signedIn = { 'x-signed-in': '1' };

  it('hands every JSON spelling on as application/json, with the body untouched', async () => {
    for (const type of [
      'application/json',
      'APPLICATION/JSON',
      'application/json ; charset=utf-8',
      'application/vnd.api+json',
    ]) {
      const res = await post('/echo', '{"a":"é"}', type);
      expect(res.status, type).toBe(200);
      expect(await res.json(), type).toEqual({ type: 'application/json', text: '{"a":"é"}' });
    }
  });

  it('refuses, for every JSON spelling, a NUL with 422 naming the field (not `data`) and deep nesting with 400', async () => {
    for (const type of [
      'application/json',
      'APPLICATION/JSON',
      'application/json; charset=utf-8',
      'application/vnd.api+json',
    ]) {
      const nul = await post('/echo', '{"data":{"name":"a\\u0000"}}', type);
      expect(nul.status, type).toBe(422);
      expect(await nul.json()).toEqual({
        error: JSON_GUARD_MESSAGES.nul,
        errors: { name: [JSON_GUARD_MESSAGES.nulField] },
      });
      const deep = await post('/echo', nested(200_000), type, signedIn);
      expect(deep.status, type).toBe(400);
      expect(await deep.json()).toEqual({ error: JSON_GUARD_MESSAGES.tooDeep });
    }
  });

  it('gives a caller without a session 64 KiB, refused on Content-Length before reading or after', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(MAX_ANONYMOUS_BODY_BYTES) });
    for (const headers of [{}, { 'content-length': String(big.length) }] as Record<string, string>[]) {
      const res = await post('/echo', big, 'application/json', headers);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: MESSAGES.tooLarge });
      expect((await post('/raw', big, 'text/plain', { 'content-length': String(big.length) })).status).toBe(
        413,
      );
    }
    expect((await post('/echo', big, 'application/json', signedIn)).status).toBe(200);
    // The webhook is authenticated by an HMAC of its body: its route reads it (and scans it, after the
    // signature), whatever its size up to bodyLimit's.
    for (const body of [JSON.stringify({ data: 'x'.repeat(MAX_ANONYMOUS_BODY_BYTES) }), nested(200_000)]) {
      const res = await post('/api/v1/bling/webhook', body, 'application/json');
      expect(await res.json()).toEqual({ size: body.length });
    }
  });

  it('leaves other content types to the route (415 there), bytes intact', async () => {
    const bytes = new Uint8Array([0x7b, 0xff, 0x00, 0x7d]);
    const res = await post('/raw', bytes, 'text/plain');
    expect(await res.json()).toEqual({ bytes: [...bytes] });
    const asJson = await post('/raw', '{"a":1}', 'application/json; charset=utf-8');
    expect(await asJson.json()).toEqual({ bytes: [...new TextEncoder().encode('{"a":1}')] });
  });

  it('refuses a NUL in the path or the query with 422, naming the query fields', async () => {
    const query = await app.request('/query?search=a%00b&page=1&x%00=1');
    expect(query.status).toBe(422);
    expect(await query.json()).toEqual({
      error: JSON_GUARD_MESSAGES.nul,
      errors: { search: [JSON_GUARD_MESSAGES.nulField], 'x\u0000': [JSON_GUARD_MESSAGES.nulField] },
    });
    const path = await app.request('/query%00');
    expect(path.status).toBe(422);
    expect(await path.json()).toEqual({ error: JSON_GUARD_MESSAGES.nul });
    expect((await app.request('/query?search=100%25')).status).toBe(200);
  });
});
