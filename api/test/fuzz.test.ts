import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_CEP, MISSING_ID, type Actor } from './authorization-matrix.setup.ts';
import { TABLE } from './authorization-matrix.table.ts';
import { fingerprint } from './db-fingerprint.ts';
import { FAKE_CLIENT_SECRET } from './fake-bling/index.ts';
import { bodyText, hostileValue, mutateOne, type OpenApiDoc } from './fuzz-bodies.ts';
import {
  JSON_SPELLINGS,
  OTHER_CONTENT_TYPES,
  contentType,
  extraHeaders,
  pathSegment,
  queryString,
} from './fuzz-inputs.ts';
import {
  CALLERS,
  describeRequest,
  expectContractAnswer,
  listOperations,
  startFuzzWorld,
  type FuzzRequest,
  type FuzzWorld,
  type Operation,
} from './fuzz-world.ts';

/**
 * Every endpoint of the OpenAPI document, fed random and malformed requests by every kind of caller
 * (decision 028): never a 5xx, every refusal in the contract's error body, and a sample of refusals
 * checked to have written nothing. The seed changes per run and is printed; replay one with
 * `FUZZ_SEED=<seed> npx vitest run test/fuzz.test.ts`; `FUZZ_SCALE=10` explores ten times longer.
 */

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
/** Runs per endpoint (bodies are where most of the input is); a time limit bounds a loaded machine. */
const RUNS_WITH_BODY = 40 * SCALE;
const RUNS_WITHOUT_BODY = 15 * SCALE;
const RUNS_PER_VALID_BODY = 8 * SCALE;
const TIME_LIMIT_MS = 12_000 * SCALE;
/** One request in this many is checked against the database (two fingerprints each). */
const DB_CHECK_EVERY = 10;

/** Signed-in callers most often, so most requests get past authentication to validation and services. */
const caller = fc.oneof(
  ...CALLERS.map((name) => ({
    arbitrary: fc.constant(name),
    weight: ['admin', 'supplier', 'client'].includes(name)
      ? 3
      : ['anonymous', 'cookie'].includes(name)
        ? 2
        : 1,
  })),
);
const forgedAuthorization = fc.constantFrom(
  'Bearer forjado',
  'Bearer',
  'Basic Zm9vOmJhcg==',
  `Bearer ${'a'.repeat(5000)}`,
);
const sign = (text: string) =>
  `sha256=${createHmac('sha256', FAKE_CLIENT_SECRET).update(text).digest('hex')}`;

let f: FuzzWorld;
let doc: OpenApiDoc;
let operations: Operation[];

beforeAll(async () => {
  console.info(`[fuzz] seed ${SEED} (replay: FUZZ_SEED=${SEED})`);
  f = await startFuzzWorld();
  doc = (await f.w.t.call('GET', '/api/openapi.json')).body as OpenApiDoc;
  operations = listOperations(doc);
}, 120_000);

afterAll(async () => {
  await f?.w.close();
});

function requestFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  const valid: Record<string, (string | number)[]> = {
    id: op.path.startsWith('/api/v1/users/')
      ? [...f.throwawayUserIds, MISSING_ID]
      : [...f.knownIds, MISSING_ID],
    cep: [KNOWN_CEP, '01001-000', '00000000', '12345678'],
  };
  const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return fc
    .record({
      caller,
      segments: fc.tuple(...params.map((name) => pathSegment(valid[name] ?? ['1']))),
      query: queryString(op.queryNames),
      extra: extraHeaders,
      type: contentType,
      forged: forgedAuthorization,
      body: op.takesBody
        ? fc.option(bodyText(doc, op.bodySchema), { freq: 8, nil: undefined })
        : fc.constant(undefined),
      signed: fc.boolean(),
    })
    .map(({ caller: who, segments, query, extra, type, forged, body, signed }) => {
      let i = 0;
      const path = op.path.replace(/\{\w+\}/g, () => String(segments[i++]));
      const headers: Record<string, string> = { ...extra, ...f.authHeaders(who, forged) };
      if (type !== undefined) headers['content-type'] = type;
      else delete headers['content-type'];
      if (body !== undefined && signed && op.path === '/api/v1/bling/webhook') {
        headers['x-bling-signature-256'] = sign(body);
      }
      return { caller: who, url: `${path}${query}`, headers, body };
    });
}

describe('fuzzing every endpoint of the OpenAPI document', () => {
  it('finds the endpoints to fuzz', () => {
    expect(operations.length).toBeGreaterThanOrEqual(50);
    expect(operations.filter((op) => op.bodySchema).length).toBeGreaterThanOrEqual(25);
  });

  it(
    'answers a valid body with one hostile value below 500 (the authorization matrix bodies)',
    async () => {
      // Bodies that pass validation but for one value reach the services and the database, where a value
      // the schema lets through (a lone surrogate, -0, 1e308, a long string) could still fail.
      const rows = TABLE.filter((row) => row.method !== 'GET' && row.make && !row.hidden);
      const failures: string[] = [];
      let sent = 0;
      for (const [n, row] of rows.entries()) {
        const allowed = (Object.keys(row.expect) as Actor[]).filter(
          (a) => row.expect[a] === 'ok' && a !== 'anonymous',
        );
        if (!allowed.length) continue;
        const property = fc.asyncProperty(
          fc.constantFrom(...allowed),
          fc.nat(),
          hostileValue,
          fc.boolean(),
          async (actor, pick, value, untouched) => {
            // Before the random requests below, which may delete the records these bodies name.
            const call = await row.make!(f.w, actor);
            if (call.body === undefined) return;
            const body = JSON.stringify(untouched ? call.body : mutateOne(call.body, pick, value));
            const headers = {
              authorization: `Bearer ${call.token ?? f.tokens[actor as keyof FuzzWorld['tokens']]}`,
            };
            const request = {
              caller: actor,
              url: call.path,
              headers: { ...headers, 'content-type': 'application/json' },
              body,
            };
            expectContractAnswer(
              { method: row.method, redirects: false },
              request,
              await f.send(row.method, request),
            );
          },
        );
        const result = await fc.check(property, {
          seed: SEED + 1000 + n,
          numRuns: RUNS_PER_VALID_BODY,
          interruptAfterTimeLimit: TIME_LIMIT_MS,
          endOnFailure: true,
        });
        sent += result.numRuns;
        if (result.failed)
          failures.push(`${row.method} ${row.path}: ${String(result.errorInstance).slice(0, 1500)}`);
        await f.heal();
      }
      console.info(
        `[fuzz] ${sent} valid bodies with one hostile value over ${rows.length} rows (seed ${SEED})`,
      );
      expect(failures, failures.join('\n\n')).toEqual([]);
    },
    300_000 * SCALE,
  );

  it(
    'answers every request below 500, refusals in the contract shape, refusals writing nothing',
    async () => {
      let sent = 0;
      let checked = 0;
      const statuses = new Map<number, number>();
      const failures: string[] = [];
      for (const [n, op] of operations.entries()) {
        let run = 0;
        const property = fc.asyncProperty(requestFor(op), async (request) => {
          run += 1;
          // A logout ends the session it is sent with: each gets its own, so the next runs stay signed in.
          if (op.path === '/api/auth/logout') await f.refreshSessions();
          const before = run % DB_CHECK_EVERY === 1 ? await fingerprint(f.w.t.db) : undefined;
          const res = await f.send(op.method, request);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          expectContractAnswer(op, request, res);
          if (before && res.status >= 400) {
            checked += 1;
            const label = `${describeRequest(op.method, request)} → ${res.status} wrote`;
            expect(await fingerprint(f.w.t.db), label).toEqual(before);
          }
        });
        const result = await fc.check(property, {
          seed: SEED + n,
          numRuns: op.bodySchema ? RUNS_WITH_BODY : RUNS_WITHOUT_BODY,
          interruptAfterTimeLimit: TIME_LIMIT_MS,
          endOnFailure: true,
        });
        sent += result.numRuns;
        if (result.failed)
          failures.push(`${op.method} ${op.path}: ${String(result.errorInstance).slice(0, 1500)}`);
        await f.heal();
      }
      const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
      console.info(
        `[fuzz] ${sent} requests over ${operations.length} endpoints (seed ${SEED}); ${checked} refusals ` +
          `checked against the database; answers ${counts.join(' ')}`,
      );
      expect(failures, failures.join('\n\n')).toEqual([]);
    },
    600_000 * SCALE,
  );
});

describe('content types', () => {
  const bodyOperations = () =>
    // The webhook reads any body (signed); the unsubscribe endpoint also takes RFC 8058's form POST.
    operations.filter(
      (op) => op.bodySchema && op.path !== '/api/v1/bling/webhook' && op.path !== '/api/v1/notifications/unsubscribe',
    );
  const bearer = (who: 'admin' | 'supplier' | 'client' | 'anonymous'): Record<string, string> =>
    who === 'anonymous' ? {} : { authorization: `Bearer ${f.tokens[who]}` };

  it('a body under any other content type never reaches a handler: 401, 402, 403 or 415, never 2xx', async () => {
    const property = fc.asyncProperty(
      fc.constantFrom(...bodyOperations()),
      fc.constantFrom('admin', 'supplier', 'client', 'anonymous' as const),
      fc.constantFrom(...OTHER_CONTENT_TYPES, undefined),
      fc.constantFrom(
        '{}',
        '{"page":1}',
        '[]',
        'email=a@b.com&password=x',
        '{"email":"a@b.com","password":"x"}',
      ),
      async (op, who, type, body) => {
        const headers = { ...bearer(who), ...(type ? { 'content-type': type } : {}) };
        const url = op.path.replace(/\{\w+\}/g, String(MISSING_ID));
        const request = { caller: who, url, headers, body };
        const res = await f.send(op.method, request);
        expectContractAnswer(op, request, res);
        expect([401, 402, 403, 415], `${describeRequest(op.method, request)} → ${res.status}`).toContain(
          res.status,
        );
        if (who === 'anonymous' && /\/(auth|password)/.test(op.path)) expect(res.status).toBe(415);
      },
    );
    await fc.assert(property, { seed: SEED, numRuns: 80, interruptAfterTimeLimit: TIME_LIMIT_MS });
  }, 120_000);

  it('every JSON spelling gets the answer application/json gets, for a refused body', async () => {
    const deep = `${'['.repeat(40)}1${']'.repeat(40)}`;
    const property = fc.asyncProperty(
      fc.constantFrom(...bodyOperations()),
      fc.constantFrom('admin', 'supplier', 'client', 'anonymous' as const),
      fc.constantFrom(...JSON_SPELLINGS),
      fc.constantFrom('{"data":{"name":"a\\u0000"}}', '{"page":"um","search":5}', '[]', '{"a":', deep),
      async (op, who, spelling, body) => {
        const url = op.path.replace(/\{\w+\}/g, String(MISSING_ID));
        const as = (type: string) => ({
          caller: who,
          url,
          headers: { ...bearer(who), 'content-type': type },
          body,
        });
        const plain = await f.send(op.method, as('application/json'));
        fc.pre(plain.status >= 400);
        const spelled = await f.send(op.method, as(spelling));
        expect(
          { status: spelled.status, body: spelled.body },
          `${op.method} ${url} as ${who}, ${spelling}: ${body}`,
        ).toEqual({ status: plain.status, body: plain.body });
      },
    );
    await fc.assert(property, { seed: SEED, numRuns: 80, interruptAfterTimeLimit: TIME_LIMIT_MS });
  }, 120_000);
});

describe('outside the contract', () => {
  it('any method on any path under /api answers below 500, in the contract shape', async () => {
    const property = fc.asyncProperty(
      fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
      fc.array(pathSegment(['v1', 'users', 'products', 'docs', 'auth', 'bling', '1']), {
        minLength: 1,
        maxLength: 4,
      }),
      queryString([]),
      async (method, segments, query) => {
        const request: FuzzRequest = {
          caller: 'anonymous',
          url: `/api/${segments.join('/')}${query}`,
          headers: {},
        };
        const res = await f.send(method, request);
        // /api/docs serves HTML; everything else that is not a success must be the error body.
        if (res.status < 400 && !res.type.startsWith('application/json')) return;
        expectContractAnswer({ method, redirects: true }, request, res);
      },
    );
    await fc.assert(property, { seed: SEED, numRuns: 60, interruptAfterTimeLimit: TIME_LIMIT_MS });
  }, 120_000);
});
