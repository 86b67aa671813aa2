import fc from 'fast-check';
import { hostileNumber, hostileString } from './fuzz-inputs.ts';

/**
 * Bodies for the fuzz suite (decision 028): shaped by the endpoint's JSON Schema (from the OpenAPI
 * document) so most of them get past the parser to validation, services and the database, and around
 * them random JSON, NULs, deep nesting, odd number literals, prototype keys, text that is not JSON and
 * megabyte bodies. `mutateOne` turns a valid body into one with a single hostile value.
 */

const MAX_BODY = 1024 * 1024;

type JsonSchema = Record<string, any>;
export interface OpenApiDoc {
  paths: Record<string, Record<string, any>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Number literals JSON.stringify never writes: parsed to Infinity, -0, a rounded integer. */
const NUMBER_LITERALS = [
  '1e400',
  '-1e400',
  '99999999999999999999',
  '-0',
  '1E2',
  '0.0000000000000000001',
  '4294967296',
];

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];
const EXTRA_KEYS = [...PROTOTYPE_KEYS, 'id', 'role', 'user_id', 'supplier_id', 'active', 'admin', 'extra'];

/** Values of the schema's shape, with edge cases, and now and then a value of the wrong type. */
function valueFor(doc: OpenApiDoc, schema: JsonSchema | undefined, depth: number): fc.Arbitrary<unknown> {
  const wrong = fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileString, hostileNumber);
  return fc.oneof(
    { weight: 12, arbitrary: shapedValue(doc, schema, depth) },
    { weight: 1, arbitrary: wrong },
  );
}

function shapedValue(doc: OpenApiDoc, raw: JsonSchema | undefined, depth: number): fc.Arbitrary<unknown> {
  const schema = raw?.$ref ? doc.components?.schemas?.[String(raw.$ref).split('/').pop()!] : raw;
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((s: JsonSchema) => valueFor(doc, s, depth + 1)));
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      const edges = [schema.minLength, schema.maxLength]
        .filter((n): n is number => typeof n === 'number')
        .flatMap((n) => [n - 1, n, n + 1])
        .filter((n) => n >= 0 && n < 20_000)
        .map((n) => 'a'.repeat(n));
      const typical = schema.format === 'email' ? fc.emailAddress() : fc.string({ maxLength: 40 });
      return fc.oneof(typical, hostileString, ...(edges.length ? [fc.constantFrom(...edges)] : []));
    }
    case 'integer':
    case 'number': {
      const edges = [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum]
        .filter((n): n is number => typeof n === 'number')
        .flatMap((n) => [n - 1, n, n + 1]);
      return fc.oneof(
        fc.integer({ min: -5, max: 1000 }),
        hostileNumber,
        ...(edges.length ? [fc.constantFrom(...edges)] : []),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor(doc, schema.items, depth + 1), { maxLength: 4 });
    case 'object': {
      const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
      const model = Object.fromEntries(properties.map(([key, s]) => [key, valueFor(doc, s, depth + 1)]));
      const required = ((schema.required ?? []) as string[]).filter((key) => key in model);
      // Mostly with every required key, so that many bodies get past validation to the services.
      const known = fc.oneof(
        { weight: 3, arbitrary: fc.record(model, { requiredKeys: required }) },
        { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
      );
      const extra = fc.dictionary(fc.constantFrom(...EXTRA_KEYS), fc.jsonValue({ maxDepth: 1 }), {
        maxKeys: 2,
      });
      // No prototype: `__proto__` becomes a key of the JSON text like any other.
      return fc
        .tuple(known, fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extra }))
        .map(([a, b]) => Object.assign(Object.create(null), a, b));
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Puts a NUL (escaped, or as a raw byte) into one string or key of the value's JSON text. */
function withNul(value: unknown, pick: number, raw: boolean): string {
  const text = JSON.stringify(value) ?? 'null';
  const quotes = [...text.matchAll(/(?<!\\)"/g)].map((m) => m.index);
  // Every other unescaped quote opens a string (keys and values alike).
  const openings = quotes.filter((_, i) => i % 2 === 0);
  const nul = raw ? '\u0000' : '\\u0000';
  if (!openings.length) return `{"x":"${nul}"}`;
  const at = openings[pick % openings.length]! + 1;
  return text.slice(0, at) + nul + text.slice(at);
}

function nested(depth: number, open: '[' | '{"a":', nul: boolean) {
  const close = open === '[' ? ']' : '}';
  return open.repeat(depth) + (nul ? '"\\u0000"' : '1') + close.repeat(depth);
}

const NOT_JSON = [
  '',
  ' ',
  'não é json',
  '{"a":',
  '{a:1}',
  "{'a':1}",
  '<?xml version="1.0"?><a/>',
  'a=1&b=2',
  '\uFEFF{}',
  'NaN',
  '[1,]',
  '{"a":1,}',
  '{"a":"\\x00"}',
  '"\\ud800"',
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
];

const HUGE: (() => string)[] = [
  () => JSON.stringify({ name: 'x'.repeat(900_000) }),
  () => JSON.stringify({ name: 'x'.repeat(MAX_BODY + 1) }),
  () => `{${Array.from({ length: 1000 }, (_, i) => `"k${i}":0`).join(',')}}`,
  () => `{${Array.from({ length: 1001 }, (_, i) => `"k${i}":0`).join(',')}}`,
  () => `[${'0,'.repeat(200_000)}0]`,
  () => `{"codes":[${'"a",'.repeat(150_000)}"a"]}`,
];

/** The raw text of a body for an operation whose request schema is `schema` (undefined: no body declared). */
export function bodyText(doc: OpenApiDoc, schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const shaped = valueFor(doc, schema, 0);
  const keys = Object.keys(schema?.properties ?? { page: 1, product_id: 1 });
  const numbers = fc
    .array(fc.tuple(fc.constantFrom(...keys), fc.constantFrom(...NUMBER_LITERALS)), {
      minLength: 1,
      maxLength: 3,
    })
    .map((pairs) => `{${pairs.map(([k, n]) => `"${k}":${n}`).join(',')}}`);
  const prototypes = fc
    .tuple(fc.constantFrom(...PROTOTYPE_KEYS), shaped)
    .map(
      ([key, value]) =>
        `{"${key}":{"isAdmin":true,"role":"admin"},"data":${JSON.stringify(value) ?? 'null'}}`,
    );
  return fc.oneof(
    { weight: 8, arbitrary: shaped.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
    {
      weight: 3,
      arbitrary: fc.tuple(shaped, fc.nat(), fc.boolean()).map(([v, pick, raw]) => withNul(v, pick, raw)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.integer({ min: 20, max: 200_000 }),
          fc.constantFrom('[' as const, '{"a":' as const),
          fc.boolean(),
        )
        .map(([depth, open, nul]) => nested(depth, open, nul)),
    },
    { weight: 1, arbitrary: numbers },
    { weight: 1, arbitrary: prototypes },
    { weight: 2, arbitrary: fc.oneof(fc.constantFrom(...NOT_JSON), fc.string({ maxLength: 40 })) },
    { weight: 1, arbitrary: fc.constantFrom(...HUGE).map((build) => build()) },
  );
}

type Path = (string | number)[];

/** Every place in a JSON value a single value could be swapped: the root excluded. */
function placesIn(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  if (path.length) out.push(path);
  if (Array.isArray(value)) value.forEach((item, i) => placesIn(item, [...path, i], out));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) placesIn(item, [...path, key], out);
  }
  return out;
}

/** A hostile value of the same kind as the one it replaces, now and then of another. */
export const hostileValue = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, [], {}, [null], -0, 1e308) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** A copy of `body` with the value at one place (the `pick`-th, modulo their count) replaced. */
export function mutateOne(body: unknown, pick: number, replacement: unknown): unknown {
  const places = placesIn(body);
  if (!places.length) return replacement;
  const path = places[pick % places.length]!;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = replacement;
  return copy;
}
