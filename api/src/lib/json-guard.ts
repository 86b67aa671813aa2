import type { $ZodIssue } from 'zod/v4/core';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';
import { HttpError, MESSAGES } from './errors.ts';
import { fieldErrors } from '@ponte/shared';

/** The size budget of a request body (bodyLimit in app.ts enforces it while reading; the guard re-checks). */
export const MAX_BODY_BYTES = 1024 * 1024;
/**
 * The budget of a request without a session: the bodies of the public endpoints (login, register,
 * password reset) are under 2 KB, and a megabyte costs the server ~15 ms to read and refuse (decision 028).
 */
export const MAX_ANONYMOUS_BODY_BYTES = 64 * 1024;
/**
 * Requests authenticated by an HMAC of their body (the Bling webhook): their route reads the body whole
 * (up to MAX_BODY_BYTES) only once a signature could match, checks it, then applies the same scan
 * (parseJsonWithinBudget), whatever the content type.
 */
// Asaas's webhook carries a token header instead (docs/payments-asaas.md#webhooks), checked the same way first.
const SIGNED_BODY_PATHS = new Set(['/api/v1/bling/webhook', '/api/webhooks/asaas']);
/**
 * The deepest body of the contract has 5 levels (POST /api/v1/shippings: orders → order → recipient →
 * address); Bling's webhook payloads a few more. 32 leaves room for both, and refuses the nesting that
 * costs the parser, the validator and any recursive walk their time (decision 028).
 */
export const MAX_JSON_DEPTH = 32;
/**
 * No body of the contract has an object of more than a few dozen keys; a megabyte of keys in one object
 * costs JSON.parse ~40 ms (dictionary-mode objects) where the same bytes in arrays cost ~8 (decision 028).
 */
export const MAX_OBJECT_KEYS = 1000;
/**
 * Values in the whole body (counted by their commas). The largest body of the contract, a shipment of 50
 * orders of 100 items, has ~11k; a megabyte of `0,` has 500k, whose parse and garbage cost ~15 ms.
 */
export const MAX_JSON_VALUES = 50_000;

export const JSON_GUARD_MESSAGES = {
  nul: 'O texto enviado contém um caractere inválido (NUL).',
  nulField: 'Contém um caractere inválido (NUL).',
  surrogate: 'O texto enviado contém um caractere inválido (metade de um par UTF-16).',
  surrogateField: 'Contém um caractere inválido (metade de um par UTF-16).',
  tooDeep: `O corpo da requisição tem níveis de aninhamento demais (máximo ${MAX_JSON_DEPTH}).`,
  tooManyKeys: `O corpo da requisição tem campos demais num só objeto (máximo ${MAX_OBJECT_KEYS}).`,
  tooManyValues: `O corpo da requisição tem valores demais (máximo ${MAX_JSON_VALUES}).`,
} as const;

/** `application/json`, `application/<anything>+json`, any case, any parameters. */
export function isJsonMediaType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const essence = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return /^application\/([\w.-]+\+)?json$/.test(essence);
}

export type JsonScan =
  | { ok: true }
  | { ok: false; reason: 'depth' }
  | { ok: false; reason: 'keys' }
  | { ok: false; reason: 'values' }
  | { ok: false; reason: 'nul' | 'surrogate'; path: string[] };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const NUL = 0;
const LETTER_U = 0x75;

const HEX: Int8Array = (() => {
  const table = new Int8Array(256).fill(-1);
  for (let d = 0; d < 10; d++) table[0x30 + d] = d;
  for (let d = 0; d < 6; d++) table[0x41 + d] = table[0x61 + d] = 10 + d;
  return table;
})();

/** The code unit of the `\uXXXX` escape whose `u` is at `at`, or -1. */
function escapedUnit(bytes: Uint8Array, at: number): number {
  if (bytes[at] !== LETTER_U) return -1;
  let unit = 0;
  for (let k = 1; k <= 4; k++) {
    const digit = HEX[bytes[at + k] ?? 0]!;
    if (digit < 0) return -1;
    unit = unit * 16 + digit;
  }
  return unit;
}

const decoder = new TextDecoder();

function decodeKey(bytes: Uint8Array): string {
  const raw = decoder.decode(bytes);
  if (!raw.includes('\\')) return raw;
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw;
  }
}

/** Per open container: object or array, its current key's [start, end) in the bytes, its comma count. */
interface Stack {
  isObject: Uint8Array;
  keyStart: Int32Array;
  keyEnd: Int32Array;
  commas: Int32Array;
}

function pathAt(bytes: Uint8Array, stack: Stack, depth: number): string[] {
  const path: string[] = [];
  for (let level = 0; level < depth; level++) {
    if (!stack.isObject[level]) path.push(String(stack.commas[level]));
    else if (stack.keyStart[level]! >= 0) {
      path.push(decodeKey(bytes.subarray(stack.keyStart[level], stack.keyEnd[level])));
    }
  }
  return path;
}

/**
 * One pass over the raw bytes (UTF-8: every byte of a multi-byte character is ≥ 0x80, so none is taken
 * for a quote or a bracket), no decoding, parsing or recursion. Refuses nesting deeper than `maxDepth`, an
 * object of more than MAX_OBJECT_KEYS keys or a body of more than MAX_JSON_VALUES values, and finds in any key or value a NUL (`\u0000` escape or
 * raw byte) or an escaped UTF-16 surrogate without its pair (JSON.parse takes one; PostgreSQL's jsonb
 * refuses it, and text turns it into U+FFFD), with the path of keys and indexes that leads to it.
 * It does not check the grammar: the validator's JSON.parse does, on what passed. A few ms a megabyte;
 * no closure captures the loop's variables, which would keep them out of registers.
 */
export function scanJson(bytes: Uint8Array, maxDepth = MAX_JSON_DEPTH): JsonScan {
  const stack: Stack = {
    isObject: new Uint8Array(maxDepth),
    keyStart: new Int32Array(maxDepth),
    keyEnd: new Int32Array(maxDepth),
    commas: new Int32Array(maxDepth),
  };
  const length = bytes.length;
  let depth = 0;
  let values = 0;
  let expectKey = false;
  for (let i = 0; i < length; i++) {
    const ch = bytes[i]!;
    if (ch === QUOTE) {
      const start = i + 1;
      let invalid: 'nul' | 'surrogate' | undefined;
      for (i = start; i < length; i++) {
        const c = bytes[i]!;
        if (c === QUOTE) break;
        if (c === BACKSLASH) {
          const unit = bytes[i + 1] === LETTER_U ? escapedUnit(bytes, i + 1) : -1;
          if (unit === 0) invalid ??= 'nul';
          else if (unit >= 0xd800 && unit <= 0xdbff) {
            const low = bytes[i + 6] === BACKSLASH ? escapedUnit(bytes, i + 7) : -1;
            if (low >= 0xdc00 && low <= 0xdfff) i += 6;
            else invalid ??= 'surrogate';
          } else if (unit >= 0xdc00 && unit <= 0xdfff) invalid ??= 'surrogate';
          i++;
        } else if (c === NUL) invalid ??= 'nul';
      }
      if (expectKey && depth > 0) {
        stack.keyStart[depth - 1] = start;
        stack.keyEnd[depth - 1] = i;
        expectKey = false;
      }
      if (invalid) return { ok: false, reason: invalid, path: pathAt(bytes, stack, depth) };
    } else if (ch === OPEN_OBJECT || ch === OPEN_ARRAY) {
      if (depth >= maxDepth) return { ok: false, reason: 'depth' };
      stack.isObject[depth] = ch === OPEN_OBJECT ? 1 : 0;
      stack.keyStart[depth] = -1;
      stack.commas[depth] = 0;
      depth++;
      expectKey = ch === OPEN_OBJECT;
    } else if (ch === CLOSE_OBJECT || ch === CLOSE_ARRAY) {
      if (depth > 0) depth--;
      expectKey = false;
    } else if (ch === COMMA && depth > 0) {
      if (++values >= MAX_JSON_VALUES) return { ok: false, reason: 'values' };
      const commas = ++stack.commas[depth - 1]!;
      if (stack.isObject[depth - 1]) {
        if (commas >= MAX_OBJECT_KEYS) return { ok: false, reason: 'keys' };
        expectKey = true;
      }
    } else if (ch === NUL) {
      return { ok: false, reason: 'nul', path: pathAt(bytes, stack, depth) };
    }
  }
  return { ok: true };
}

/**
 * Throws the contract's answer for a body over the budget: 400 too deep or wide, 422 naming the field
 * that holds an invalid character.
 */
function assertJsonWithinBudget(bytes: Uint8Array): void {
  const scan = scanJson(bytes);
  if (scan.ok) return;
  if (scan.reason === 'depth') throw new HttpError(400, JSON_GUARD_MESSAGES.tooDeep);
  if (scan.reason === 'keys') throw new HttpError(400, JSON_GUARD_MESSAGES.tooManyKeys);
  if (scan.reason === 'values') throw new HttpError(400, JSON_GUARD_MESSAGES.tooManyValues);
  const nul = scan.reason === 'nul';
  const message = nul ? JSON_GUARD_MESSAGES.nulField : JSON_GUARD_MESSAGES.surrogateField;
  // The same field names as validation errors (`data` of PUT bodies dropped).
  const issue = { code: 'custom', path: scan.path, message } as $ZodIssue;
  throw new HttpError(
    422,
    nul ? JSON_GUARD_MESSAGES.nul : JSON_GUARD_MESSAGES.surrogate,
    fieldErrors([issue]),
  );
}

/** For a body the middleware does not see (the Bling webhook, any content type): budget, then parse. */
export function parseJsonWithinBudget(bytes: Uint8Array): unknown {
  assertJsonWithinBudget(bytes);
  try {
    return JSON.parse(decoder.decode(bytes));
  } catch {
    throw new HttpError(400, MESSAGES.malformed);
  }
}

/** A NUL in a path or a query string: 422, naming the query fields that hold one. */
function refuseNulInUrl(url: string) {
  if (!url.includes('%00')) return;
  // No prototype: a query field named `__proto__` is a key like any other.
  const errors: Record<string, string[]> = Object.create(null);
  for (const [key, value] of new URL(url).searchParams) {
    if (`${key}${value}`.includes('\u0000')) errors[key || '_'] = [JSON_GUARD_MESSAGES.nulField];
  }
  throw new HttpError(422, JSON_GUARD_MESSAGES.nul, Object.keys(errors).length ? { ...errors } : undefined);
}

/**
 * Runs after the caller is known and before anything reads the body (decision 028): a NUL in the URL, a
 * body larger than the caller's budget (checked on Content-Length before reading), and for every JSON
 * spelling of the content type a body over the budget (depth, keys, values) or holding what the database
 * cannot store, are refused after one linear pass over the raw bytes, before any parse. The spelling is
 * then normalised to `application/json`, so the route's validator reads and checks every such body the
 * same way; any other content type on a route that takes JSON gets its 415 there.
 */
export const guardJsonInput = createMiddleware<AppEnv>(async (c, next) => {
  refuseNulInUrl(c.req.url);
  if (SIGNED_BODY_PATHS.has(c.req.path)) return next();
  const raw = c.req.raw;
  const budget = c.var.auth ? MAX_BODY_BYTES : MAX_ANONYMOUS_BODY_BYTES;
  if (Number(c.req.header('content-length')) > budget) throw new HttpError(413, MESSAGES.tooLarge);
  const contentType = c.req.header('content-type');
  if (raw.body && isJsonMediaType(contentType)) {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.byteLength > budget) throw new HttpError(413, MESSAGES.tooLarge);
    assertJsonWithinBudget(bytes);
    if (contentType !== 'application/json') {
      const headers = new Headers(raw.headers);
      headers.set('content-type', 'application/json');
      c.req.raw = new Request(raw, { headers, body: bytes });
    }
  }
  await next();
});
