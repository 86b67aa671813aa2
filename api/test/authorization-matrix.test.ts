import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, MISSING_ID, buildWorld, type Actor, type World } from './authorization-matrix.setup.ts';
import { TABLE, renderGrid, type Call, type Outcome, type Row } from './authorization-matrix.table.ts';

/**
 * Calls every endpoint as each actor and checks the outcome the table documents. Refusals of a record
 * the caller may not see are compared with the answer for a record that does not exist: same status,
 * same body, so ids cannot be probed (decision 008).
 */

const TABLE_FILE = new URL('./authorization-matrix.table.ts', import.meta.url);
const HTTP_METHODS = new Set(['get', 'post', 'put', 'delete', 'patch', 'head', 'options']);

const endpoint = (r: { method: string; path: string }) => `${r.method.toUpperCase()} ${r.path}`;
const label = (row: Row) => `${endpoint(row)}${row.case ? ` (${row.case})` : ''}`;
const outcome = (status: number): Outcome => (status >= 200 && status < 300 ? 'ok' : status);
const excerpt = (body: unknown) => (JSON.stringify(body) ?? '').slice(0, 300);
const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
const templatePattern = (path: string) =>
  new RegExp(
    `^${path
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('[^/]+')}$`,
  );

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});
afterAll(async () => {
  await w?.close();
});

const send = (row: Row, actor: Actor, call: Call) =>
  w.t.call(row.method, call.path, { token: call.token ?? w.token(actor), body: call.body });

/** The same request for a record that does not exist, when the row names one. */
async function missingRecord(row: Row, actor: Actor, call: Call): Promise<Call | null> {
  if (row.path.includes('{id}')) return { ...call, path: row.path.replace('{id}', String(MISSING_ID)) };
  return row.missing ? row.missing(w, actor) : null;
}

async function checkCell(row: Row, actor: Actor) {
  const name = `${label(row)} as ${actor}`;
  const call = row.make ? await row.make(w, actor) : { path: row.path };
  expect(call.path, `${name}: make() must call the row's endpoint`).toMatch(templatePattern(row.path));
  const res = await send(row, actor, call);
  const expected = row.expect[actor];
  expect.soft(outcome(res.status), `${name} → ${excerpt(res.body)}`).toBe(expected);

  if (outcome(res.status) === 'ok') {
    for (const list of row.listed ?? []) {
      expect
        .soft(list.shows(res.body, w), `${name}: lists ${list.what}`)
        .toBe((list.by as Actor[]).includes(actor));
    }
  }

  // 401 says nothing about records; any other refusal must not differ for a record that does not exist.
  const refusal =
    typeof expected === 'number' && expected > 401 && expected < 500 && !row.seesRecord?.includes(actor);
  const probe = refusal ? await missingRecord(row, actor, call) : null;
  if (probe) {
    const again = await send(row, actor, probe);
    expect
      .soft({ status: again.status, body: again.body }, `${name}: a missing record must get the same answer`)
      .toEqual({ status: res.status, body: res.body });
  }
}

describe('authorization matrix', () => {
  it('has a row for every endpoint of the OpenAPI document and of the router, and none for others', async () => {
    const doc = await w.t.call('GET', '/api/openapi.json');
    const documented = new Set(
      Object.entries(doc.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
        Object.keys(item)
          .filter((m) => HTTP_METHODS.has(m))
          .map((method) => endpoint({ method, path })),
      ),
    );
    const routed = new Set(
      w.t.app.routes
        .filter((r) => r.method !== 'ALL')
        .map((r) => endpoint({ method: r.method, path: r.path.replace(/:(\w+)/g, '{$1}') })),
    );
    const tabled = new Set(TABLE.map(endpoint));
    const missingFrom = (all: Set<string>, covered: Set<string>) => [...all].filter((k) => !covered.has(k));

    expect(
      missingFrom(documented, tabled),
      'documented endpoints without a row: decide who may call them',
    ).toEqual([]);
    expect(missingFrom(routed, tabled), 'routes without a row: decide who may call them').toEqual([]);
    expect(missingFrom(tabled, routed), 'rows for endpoints that do not exist').toEqual([]);
    expect(
      TABLE.filter((r) => Boolean(r.hidden) === documented.has(endpoint(r))).map(label),
      'rows whose `hidden` disagrees with the OpenAPI document',
    ).toEqual([]);
    expect(new Set(TABLE.map(label)).size, 'rows of one endpoint need distinct cases').toBe(TABLE.length);
    expect(
      TABLE.filter(
        (r) => Object.values(r.expect).includes(404) && !r.path.includes('{id}') && !r.missing,
      ).map(label),
      'a 404 row needs a missing-record probe (`missing`)',
    ).toEqual([]);
  });

  it('is drawn as the grid at the top of the table file', () => {
    const lines = fs.readFileSync(TABLE_FILE, 'utf8').split('\n');
    const start = lines.findIndex((l) => l.startsWith(' * (paths under /api)'));
    const end = lines.indexOf(' */');
    const drawn = start >= 0 && end > start ? lines.slice(start, end) : [];
    expect(drawn.join('\n'), 'paste the expected grid over the one in authorization-matrix.table.ts').toBe(
      renderGrid(TABLE).join('\n'),
    );
  });

  for (const row of TABLE) {
    it(`${label(row)}: ${row.describe}`, async () => {
      for (const actor of ACTORS) await checkCell(row, actor);
    });
  }
});
