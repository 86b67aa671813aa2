/**
 * What a statement costs the API's thread with PGlite in-process, in the worker with structured results
 * (what pglite/worker-client.ts does), and the part the raw wire-protocol alternative would leave there
 * (parsing PostgreSQL's bytes into rows), on a catalogue-like page: 20 rows of a products-shaped table.
 * The API thread's busy time is its event-loop utilisation (per thread, so the worker's own work is not
 * counted). Decision 036 says why the structured form was kept.
 *
 *   npx tsx api/bench/freeze-transport.ts [--queries 2000]
 */
import { performance } from 'node:perf_hooks';
import { PGlite, parse, protocol, type messages } from '@electric-sql/pglite';
import { PgliteWorkerClient } from '../src/db/pglite/worker-client.ts';

const at = process.argv.indexOf('--queries');
const QUERIES = at > 0 ? Number(process.argv[at + 1]) : 2000;

const SETUP = `
  CREATE TABLE products (id serial PRIMARY KEY, supplier_id int, sku text, name text, short_description text,
    description text, price_cents int, suggested_price_cents int, stock int, images jsonb, category text,
    status text, created_at timestamptz DEFAULT now(), updated_at timestamptz DEFAULT now());
  INSERT INTO products (supplier_id, sku, name, short_description, description, price_cents, suggested_price_cents,
    stock, images, category, status)
  SELECT g % 20, 'PNT-' || g, 'Cafeteira Inox Preto 1 Litro Mod. ' || g, 'Produto de qualidade, pronto para revenda.',
    'Descrição completa do produto ' || g || ': materiais selecionados, garantia de 90 dias e nota fiscal.',
    990 + g, 1990 + g, g % 250, jsonb_build_array('https://img.ponte.example/produtos/' || g || '.jpg'),
    'Cozinha', 'active'
  FROM generate_series(1, 1000) g`;
const QUERY = 'SELECT * FROM products WHERE id > $1 ORDER BY id LIMIT 20';
/** drizzle's own parsers: timestamps stay text. */
const OPTIONS = { rowMode: 'array' as const, parsers: { 1184: (v: string) => v, 1114: (v: string) => v } };

/** Busy time of this thread per call of `run`, in µs (median of 3 passes). */
async function busyMicros(run: (i: number) => Promise<unknown>) {
  const passes: number[] = [];
  for (let pass = 0; pass < 3; pass++) {
    for (let i = 0; i < 100; i++) await run(i); // warm-up
    const before = performance.eventLoopUtilization();
    for (let i = 0; i < QUERIES; i++) await run(i);
    const used = performance.eventLoopUtilization(before);
    passes.push((used.active * 1000) / QUERIES);
  }
  return passes.sort((a, b) => a - b)[1]!;
}

function concat(parts: Uint8Array[]) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const inProcess = await PGlite.create();
await inProcess.exec(SETUP);
const worker = await PgliteWorkerClient.start({ dataDir: null });
await worker.exec(SETUP);

const main = await busyMicros((i) => inProcess.query(QUERY, [i % 900], OPTIONS));
const structured = await busyMicros((i) => worker.query(QUERY, [i % 900], OPTIONS));

// The raw alternative: the worker would send PostgreSQL's bytes back and this thread would parse them.
const { serialize } = protocol;
const wire = concat([
  serialize.parse({ text: QUERY }),
  serialize.describe({ type: 'S' }),
  serialize.bind({ values: ['100'] }),
  serialize.describe({ type: 'P' }),
  serialize.execute({}),
  serialize.sync(),
]);
const bytes = await inProcess.execProtocolRaw(wire);
const parseOnly = await busyMicros(async () => {
  const received: messages.BackendMessage[] = [];
  new protocol.Parser().parse(bytes, (message) => received.push(message));
  return parse.parseResults(received, inProcess.parsers, OPTIONS);
});
const sample = await worker.query(QUERY, [100], OPTIONS);

await worker.close();
await inProcess.close();
console.info(`busy time of the API's thread per statement (20 rows, ${bytes.length} bytes on the wire, ${JSON.stringify(sample.rows).length} bytes as JSON), ${QUERIES} statements x 3 passes:
  PGlite in-process (the statement itself runs here):      ${main.toFixed(0)} µs
  PGlite worker, structured results (this change):        ${structured.toFixed(0)} µs
  raw protocol: only parsing the bytes into rows here:    ${parseOnly.toFixed(0)} µs, plus 6 round trips per statement instead of 1`);
