/**
 * `npm run bench:load`: a realistic mix of signed-in users against the real host, the process `npm start`
 * runs (api/dist/main.js with the built front ends), on both engines: PGlite on disk and a throw-away
 * PostgreSQL database. Clients list, search and open products, mark/unmark them, set their price, create
 * shipments and load the site's /products page (server-rendered); suppliers list their products and
 * shipments and load their pages. For 20 and 100 users, each run is compared with a bare answer
 * (GET /api/health) measured just before it with as many connections: mix req/s ÷ bare req/s. Reports
 * p50/p99, errors (any answer the mix did not expect), the server's RSS; `--soak 5m` keeps 20 users going
 * and samples the RSS to show whether memory stays flat. Not part of `npm test`. Figures: docs/benchmarks.md.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  createHostData,
  DEFAULT_SERVER,
  killHosts,
  loopbackUrl,
  machineLoad,
  requireFrontEnds,
  rssMb,
  startHost,
  type HostData,
  type HostEngine,
  type RunningHost,
} from './host-process.ts';
import {
  kindPercentile,
  logIn,
  runUsers,
  type Request,
  type RunFigures,
  type Session,
} from './mixed-load-client.ts';
import { seedLoadData, type LoadAccounts } from './mixed-load-seed.ts';

const USAGE = `npm run bench:load -- [options]
  --engines LIST      pglite,postgres (default both)
  --rows N            products to seed (default 100000; the demo data is there too)
  --connections LIST  users at once, one run each (default 20,100)
  --duration S        seconds per run (default 30); the bare run before each lasts a third of it
  --clients N         client accounts (default 80, plus 20 suppliers); users share them when more
  --soak D            after the runs, D (e.g. 5m, 90s) of 20 users, RSS sampled every 5 s
  --server FILE       the host bundle (default api/dist/main.js; e.g. another tree's, for a "before")
  --profile-dir DIR   write the loaded host's CPU profile there when it stops (.cpuprofile, for DevTools)
env BENCH_DATABASE_URL  PostgreSQL server, loopback only (default postgres://postgres@127.0.0.1:5432/test)`;

const { values } = parseArgs({
  options: {
    engines: { type: 'string', default: 'pglite,postgres' },
    rows: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '20,100' },
    duration: { type: 'string', default: '30' },
    clients: { type: 'string', default: '80' },
    soak: { type: 'string' },
    server: { type: 'string', default: DEFAULT_SERVER },
    'profile-dir': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.info(USAGE);
  process.exit(0);
}
const int = (name: string, text: string, min: number) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`--${name} must be an integer ≥ ${min}, got "${text}"`);
  return n;
};
const engines = values.engines.split(',').map((e) => e.trim()) as HostEngine[];
for (const engine of engines)
  if (engine !== 'pglite' && engine !== 'postgres') throw new Error(`unknown engine "${engine}"`);
const rows = int('rows', values.rows, 0);
const connectionCounts = values.connections.split(',').map((c) => int('connections', c.trim(), 1));
const duration = int('duration', values.duration, 1);
const clientCount = int('clients', values.clients, 1);
const soakSeconds = values.soak ? parseDuration(values.soak) : 0;
const server = path.resolve(values.server);
/** The loaded host only (not the first start's), sampled every 0.5 ms: where a mix's CPU goes. */
const profileFlags = values['profile-dir']
  ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['profile-dir'])}`, '--cpu-prof-interval=500']
  : [];
const postgresUrl = loopbackUrl(process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');

function parseDuration(text: string): number {
  const match = /^(\d+)(s|m)?$/.exec(text.trim());
  if (!match) throw new Error(`--soak must look like 5m or 90s, got "${text}"`);
  return Number(match[1]) * (match[2] === 'm' ? 60 : 1);
}

const log = (message: string) => console.info(`[bench] ${message}`);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const mb = (n: number) => `${n.toFixed(0)} MB`;

/** Weighted choice: `[weight, make]` pairs. */
function weighted(choices: [number, () => Request][]): Request {
  const total = choices.reduce((sum, [w]) => sum + w, 0);
  let at = Math.random() * total;
  for (const [w, make] of choices) {
    at -= w;
    if (at < 0) return make();
  }
  return choices.at(-1)![1]();
}

const RECIPIENT = { name: 'Maria da Silva', document: '52998224725', phone: '11987654321' };
const ADDRESS = {
  postcode: '01310-100',
  address: 'Avenida Paulista',
  number: '1000',
  state: 'SP',
  city: 'São Paulo',
  district: 'Bela Vista',
};

/**
 * What a user does next. Clients: browse the catalogue (pages, searches, the site's page), open products,
 * keep their selection and prices, send a shipment now and then. Suppliers: their products and shipments.
 */
function nextRequest(accounts: LoadAccounts, session: Session | null): Request {
  const product = () => pick(accounts.productIds);
  const search = () => pick(accounts.searches);
  const page = () => 1 + Math.floor(Math.random() * 20);
  const paginate = (kind: string, body: unknown): Request => ({
    kind,
    method: 'POST',
    path: '/api/v1/products/paginate',
    body,
  });
  if (!session) return { kind: 'bare', method: 'GET', path: '/api/health' };
  if (session.role === 'supplier') {
    return weighted([
      [40, () => paginate('supplier: own products', { page: page(), per_page: 20 })],
      [15, () => paginate('supplier: search', { page: 1, per_page: 20, search: search() })],
      [
        30,
        () => ({
          kind: 'supplier: shipments',
          method: 'POST',
          path: '/api/v1/shippings/paginate',
          body: { page: 1, per_page: 20 },
        }),
      ],
      [15, () => ({ kind: 'supplier: site /products', method: 'GET', path: `/products?page=${page()}` })],
    ]);
  }
  const mark = (): Request => {
    const id = product();
    return {
      kind: 'client: mark/unmark',
      method: 'POST',
      path: '/api/v1/products/mark-unmark/',
      body: { product_id: id },
      after: (_status, body) => {
        if ((body as { marked?: boolean }).marked) session.marked.add(id);
        else session.marked.delete(id);
      },
    };
  };
  const selected = () => (session.marked.size ? pick([...session.marked]) : undefined);
  return weighted([
    [20, () => paginate('client: catalogue page', { page: page(), per_page: 20 })],
    [12, () => paginate('client: search', { page: 1, per_page: 20, search: search() })],
    [8, () => paginate('client: my selection', { page: 1, per_page: 20, filter: { marked: true } })],
    [15, () => ({ kind: 'client: open product', method: 'GET', path: `/api/v1/products/${product()}` })],
    [10, mark],
    [
      8,
      () => {
        const id = selected() ?? product();
        return {
          kind: 'client: set price',
          method: 'POST',
          path: '/api/v1/products/set-price/',
          body: { product_id: id, sale_price_cents: 60_000 + Math.floor(Math.random() * 10_000) },
          after: () => session.marked.add(id),
        };
      },
    ],
    [
      4,
      () => ({
        kind: 'client: create shipment',
        method: 'POST',
        path: '/api/v1/shippings',
        body: {
          orders: [
            {
              recipient: RECIPIENT,
              address: ADDRESS,
              items: [{ product_id: selected() ?? product(), quantity: 1 }],
            },
          ],
        },
        // The stock of a product can run out under the load: refusing to oversell is the rule working.
        expected: [409, 422],
      }),
    ],
    [
      4,
      () => ({
        kind: 'client: shipments',
        method: 'POST',
        path: '/api/v1/shippings/paginate',
        body: { page: 1, per_page: 20 },
      }),
    ],
    [12, () => ({ kind: 'client: site /products', method: 'GET', path: `/products?page=${page()}` })],
    [
      7,
      () => ({
        kind: 'client: site search',
        method: 'GET',
        path: `/products?search=${encodeURIComponent(search())}`,
      }),
    ],
  ]);
}

interface MemorySamples {
  samples: { at: number; mb: number }[];
}
const sampler = (pid: number, into: MemorySamples) => () =>
  into.samples.push({ at: performance.now(), mb: rssMb(pid) });

/** Least-squares slope in MB per minute. */
function slope(samples: { at: number; mb: number }[]): number {
  const n = samples.length;
  if (n < 2) return 0;
  const xs = samples.map((s) => s.at / 60_000);
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = samples.reduce((a, s) => a + s.mb, 0) / n;
  let num = 0;
  let den = 0;
  samples.forEach((s, i) => {
    num += (xs[i]! - mx) * (s.mb - my);
    den += (xs[i]! - mx) ** 2;
  });
  return den ? num / den : 0;
}

interface LoadRow {
  connections: number;
  bare: RunFigures;
  mix: RunFigures;
  rssBefore: number;
  rssMax: number;
  rssAfter: number;
  load: string;
}

interface EngineReport {
  engine: HostEngine;
  where: string;
  readyMs: number;
  idleRss15: number;
  /** A minute after ready, no request yet. */
  idleRss: number;
  runs: LoadRow[];
  idleAfterRss: number;
  soak?: { start: number; end: number; max: number; slope: number; figures: RunFigures; flat: boolean };
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function loadEngine(engine: HostEngine, data: HostData): Promise<EngineReport> {
  log(`${engine}: ${data.where}: first start (migrations, demo data)`);
  let host: RunningHost = await startHost(server, data);
  await host.stop();
  log(`${engine}: seeding ${rows} products and ${clientCount} clients (in this process, host stopped)`);
  const seedAt = performance.now();
  const accounts = await seedLoadData(data, rows, clientCount);
  log(
    `${engine}: seeded in ${((performance.now() - seedAt) / 1000).toFixed(1)} s; ${accounts.productIds.length} products sampled`,
  );
  // Logins from as many addresses as users: the login rate limit is per address (20 a minute).
  host = await startHost(server, data, { TRUST_PROXY: 'true' }, profileFlags);
  try {
    log(
      `${engine}: restart on the seeded data ready in ${(host.readyMs / 1000).toFixed(2)} s (load ${machineLoad()})`,
    );
    // PGlite analyzes the freshly imported tables right after listening, and V8 gives back the start-up's
    // garbage only once its allocation rate has stayed low for a while: "idle" is a minute without requests.
    await settle(15_000);
    const idleRss15 = rssMb(host.pid);
    await settle(45_000);
    const idleRss = rssMb(host.pid);
    log(`${engine}: idle RSS ${mb(idleRss15)} 15 s after ready, ${mb(idleRss)} after a minute`);
    const sessions: Session[] = [];
    let address = 1;
    for (const [role, emails] of [
      ['client', accounts.clients],
      ['supplier', accounts.suppliers],
    ] as const) {
      for (const email of emails) {
        sessions.push(
          await logIn(host.baseUrl, email, accounts.password, role, `10.9.${address >> 8}.${address & 255}`),
        );
        address += 1;
      }
    }
    // Users i = 0, 1, 2, … take sessions spread over both roles (4 clients to 1 supplier).
    const mixed = interleave(
      sessions.filter((s) => s.role === 'client'),
      sessions.filter((s) => s.role === 'supplier'),
    );
    log(`${engine}: ${sessions.length} users signed in; a short warm-up`);
    const warm = await runUsers({
      baseUrl: host.baseUrl,
      connections: 10,
      seconds: 3,
      sessions: mixed,
      next: (s) => nextRequest(accounts, s),
    });
    if (warm.errors) throw new Error(`the warm-up met errors:\n${warm.errorSamples.join('\n')}`);

    const runs: LoadRow[] = [];
    for (const connections of connectionCounts) {
      const bare = await runUsers({
        baseUrl: host.baseUrl,
        connections,
        seconds: Math.max(1, Math.round(duration / 3)),
        sessions: [null],
        next: () => nextRequest(accounts, null),
      });
      const memory: MemorySamples = { samples: [] };
      const rssBefore = rssMb(host.pid);
      const mix = await runUsers({
        baseUrl: host.baseUrl,
        connections,
        seconds: duration,
        sessions: mixed,
        next: (s) => nextRequest(accounts, s),
        onTick: sampler(host.pid, memory),
      });
      const row: LoadRow = {
        connections,
        bare,
        mix,
        rssBefore,
        rssMax: Math.max(rssBefore, ...memory.samples.map((s) => s.mb)),
        rssAfter: rssMb(host.pid),
        load: machineLoad(),
      };
      runs.push(row);
      log(
        `${engine}: ${connections} users: ${mix.rps.toFixed(1)} req/s (bare ${bare.rps.toFixed(0)}), p50 ${mix.p50.toFixed(0)} ms, ` +
          `p99 ${mix.p99.toFixed(0)} ms, ${mix.errors} errors, RSS ${mb(row.rssBefore)} → max ${mb(row.rssMax)} (load ${row.load})`,
      );
      for (const sample of mix.errorSamples) log(`  error: ${sample}`);
    }

    let soak: EngineReport['soak'];
    if (soakSeconds) {
      log(`${engine}: soak, 20 users for ${soakSeconds} s, RSS every 5 s`);
      const memory: MemorySamples = { samples: [] };
      let ticks = 0;
      const sample = sampler(host.pid, memory);
      sample();
      const figures = await runUsers({
        baseUrl: host.baseUrl,
        connections: 20,
        seconds: soakSeconds,
        sessions: mixed,
        next: (s) => nextRequest(accounts, s),
        onTick: () => {
          ticks += 1;
          if (ticks % 5 === 0) sample();
        },
      });
      sample();
      const mbs = memory.samples.map((s) => s.mb);
      // The first minute fills caches and the heap up to where the GC settles; the slope is taken after it.
      const settled = memory.samples.filter(
        (s) => s.at - memory.samples[0]!.at >= Math.min(60_000, (soakSeconds * 1000) / 3),
      );
      const perMinute = slope(settled);
      const start = mbs[0]!;
      // Flat: what the slope would add over the whole soak stays under 5% of where memory started.
      const flat = perMinute * (soakSeconds / 60) < 0.05 * start;
      soak = { start, end: mbs.at(-1)!, max: Math.max(...mbs), slope: perMinute, figures, flat };
      log(`${engine}: soak RSS ${memory.samples.map((s) => s.mb.toFixed(0)).join(' ')}`);
    }
    await settle(10_000);
    const idleAfterRss = rssMb(host.pid);
    return { engine, where: data.where, readyMs: host.readyMs, idleRss15, idleRss, runs, idleAfterRss, soak };
  } finally {
    await host.stop();
  }
}

function interleave(clients: Session[], suppliers: Session[]): Session[] {
  const out: Session[] = [];
  let c = 0;
  let s = 0;
  while (c < clients.length || s < suppliers.length) {
    for (let k = 0; k < 4 && c < clients.length; k += 1) out.push(clients[c++]!);
    if (s < suppliers.length) out.push(suppliers[s++]!);
  }
  return out;
}

const pad = (text: string, width: number, left = false) => (left ? text.padEnd(width) : text.padStart(width));

function report(results: EngineReport[]) {
  console.info(
    `\n=== Mixed load: ${rows} products, ${duration} s per run, host ${path.relative(process.cwd(), server)}; ` +
      `machine ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load now ${machineLoad()}`,
  );
  let failed = false;
  for (const r of results) {
    console.info(`\n${r.engine}: ${r.where}`);
    console.info(
      `  restart on the seeded data to /api/ready ${(r.readyMs / 1000).toFixed(2)} s; idle RSS ${mb(r.idleRss15)} at 15 s, ${mb(r.idleRss)} at 60 s; 10 s after the load ${mb(r.idleAfterRss)}`,
    );
    const header = [
      pad('users', 5),
      pad('req/s', 7),
      pad('bare', 7),
      pad('mix÷bare', 9),
      pad('p50 ms', 7),
      pad('p99 ms', 7),
      pad('p99÷p50', 8),
      pad('errors', 7),
      pad('refused', 8),
      pad('RSS before→max', 15),
      '  load',
    ].join(' ');
    console.info(`  ${header}`);
    for (const row of r.runs) {
      const ratio = row.mix.p99 / row.mix.p50;
      const refused = [...row.mix.byKind.values()].reduce((n, k) => n + k.expectedRefusals, 0);
      console.info(
        '  ' +
          [
            pad(String(row.connections), 5),
            pad(row.mix.rps.toFixed(1), 7),
            pad(row.bare.rps.toFixed(0), 7),
            pad(`${((row.mix.rps / row.bare.rps) * 100).toFixed(2)}%`, 9),
            pad(row.mix.p50.toFixed(0), 7),
            pad(row.mix.p99.toFixed(0), 7),
            pad(`${ratio.toFixed(1)}×`, 8),
            pad(String(row.mix.errors), 7),
            pad(String(refused), 8),
            pad(`${row.rssBefore.toFixed(0)}→${row.rssMax.toFixed(0)}`, 15),
            `  ${row.load}`,
          ].join(' '),
      );
      failed ||= row.mix.errors > 0 || ratio > 10;
    }
    const last = r.runs.at(-1);
    if (last) {
      console.info(`  per kind at ${last.connections} users (count, p50 / p99 ms):`);
      for (const [kind, k] of [...last.mix.byKind.entries()].sort()) {
        console.info(
          `    ${pad(kind, 28, true)} ${pad(String(k.count), 6)}  ${pad(kindPercentile(k, 50).toFixed(0), 6)} / ${pad(kindPercentile(k, 99).toFixed(0), 6)}` +
            (k.expectedRefusals ? `  (${k.expectedRefusals} refused: out of stock)` : '') +
            (k.errors ? `  ${k.errors} ERRORS` : ''),
        );
      }
    }
    for (const row of r.runs) {
      console.info(
        `  ${row.connections} users: errors ${row.mix.errors} => ${row.mix.errors ? 'FAIL' : 'PASS'}; p99 ≤ 10 × p50: ` +
          `${(row.mix.p99 / row.mix.p50).toFixed(1)}× => ${row.mix.p99 <= 10 * row.mix.p50 ? 'PASS' : 'FAIL'}`,
      );
    }
    if (r.engine === 'pglite') {
      const pass = r.idleRss <= 250;
      failed ||= !pass;
      console.info(
        `  idle RSS (a minute after ready) ≤ 250 MB (PGlite): ${mb(r.idleRss)} => ${pass ? 'PASS' : 'FAIL'}`,
      );
    }
    if (r.soak) {
      const s = r.soak;
      failed ||= !s.flat || s.figures.errors > 0;
      console.info(
        `  soak ${soakSeconds} s at 20 users: ${s.figures.rps.toFixed(1)} req/s, p50 ${s.figures.p50.toFixed(0)} / p99 ${s.figures.p99.toFixed(0)} ms, ` +
          `${s.figures.errors} errors; RSS start ${mb(s.start)}, end ${mb(s.end)}, max ${mb(s.max)}, slope after the first minute ` +
          `${s.slope.toFixed(2)} MB/min => ${s.flat ? 'PASS (flat)' : 'FAIL (growing)'}`,
      );
    }
  }
  console.info(
    '\nThroughput target: mix÷bare ≥ 10 × the "before" figure of docs/benchmarks.md (compare by hand: the ratio is the figure).',
  );
  return failed ? 1 : 0;
}

async function main() {
  requireFrontEnds(server);
  const results: EngineReport[] = [];
  for (const engine of engines) {
    const data = await createHostData(engine, postgresUrl);
    if (!data) continue;
    cleanups.add(data.dispose);
    try {
      results.push(await loadEngine(engine, data));
    } finally {
      await data.dispose();
      cleanups.delete(data.dispose);
    }
  }
  return report(results);
}

const cleanups = new Set<() => Promise<void>>();
const abort = async (code: number) => {
  killHosts();
  await Promise.allSettled([...cleanups].map((dispose) => dispose()));
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void abort(130));
setTimeout(() => (console.error('[bench] stopped after 60 min'), void abort(3)), 60 * 60_000).unref();
main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`[bench] ${error.stack ?? error.message}`);
    void abort(2);
  },
);
