/**
 * `npm run bench:freeze`: does a busy PGlite hold up the rest of the server (decision 036)? Seeds an on-disk
 * PGlite with 100k products once, then, for each mode, starts the real host (api/dist/main.js, what
 * `npm start` runs, with the built storefront and admin) on it with PGLITE_THREAD=main (PGlite on the
 * server's thread, the old way) or =worker, and measures a small static file and /api/health, idle and while
 * autocannon loads the client's catalogue (10 connections), plus the catalogue's own req/s and the process
 * RSS idle after start. Verdicts, in worker mode: each probe's p99 under load within 2× its idle p99 (the
 * freeze: a probe stuck behind a statement), and likewise its p50 (the typical answer); exit 1 if not. Both
 * modes run in the same invocation, alternating (`--rounds`), on the same data directory.
 *
 *   npm run bench:freeze -- [--rows 100000] [--rounds 2] [--duration 15] [--keep DIR]
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client.ts';
import { API_ROOT, REPO_ROOT } from '../src/lib/paths.ts';
import { runLoad, type Scenario } from './load.ts';
import { BENCH_PASSWORD, seedProducts } from './seed-products.ts';
import { HOST_NODE_FLAGS } from './host-process.ts';

type Mode = 'main' | 'worker';
const MODES: Mode[] = ['main', 'worker'];
const TARGET_RATIO = 2;
const IDLE_PROBES = 200;
const PROBE_GAP_MS = 5;
const CONNECTIONS = 10;
const SETTLE_MS = 3000;
const HARD_STOP_MS = 30 * 60_000;

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
};
const ROWS = Number(arg('rows', '100000'));
const ROUNDS = Number(arg('rounds', '2'));
const DURATION = Number(arg('duration', '15'));
const KEEP = process.argv.includes('--keep') ? arg('keep', '') : '';

const log = (message: string) => console.info(`[freeze] ${message}`);
const load = () => os.loadavg().map((v) => v.toFixed(2)).join(' ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The front ends as built now, copied aside: the host serves the copy, so a rebuild running meanwhile (other
 * work on the same machine) cannot pull files from under a measurement.
 */
function snapshotFrontEnds() {
  // Under storefront/node_modules (ignored by git), where the storefront's server bundle finds its packages.
  const root = path.join(REPO_ROOT, 'storefront', 'node_modules', `.ponte-freeze-${process.pid}`);
  const copies = { root, storefront: path.join(root, 'storefront-build'), admin: path.join(root, 'admin-dist') };
  fs.cpSync(path.join(REPO_ROOT, 'storefront', 'build'), copies.storefront, { recursive: true });
  fs.cpSync(path.join(REPO_ROOT, 'admin', 'dist'), copies.admin, { recursive: true });
  return copies;
}

/** The storefront file closest to 100 bytes: what a browser fetches that needs no database at all. */
function smallStaticFile(storefrontBuild: string): string {
  const clientDir = path.join(storefrontBuild, 'client');
  const files: { url: string; size: number }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.(br|gz|map|html)$/.test(entry.name)) {
        files.push({ url: '/' + path.relative(clientDir, full).split(path.sep).join('/'), size: fs.statSync(full).size });
      }
    }
  };
  walk(clientDir);
  files.sort((a, b) => Math.abs(a.size - 100) - Math.abs(b.size - 100));
  if (!files[0]) throw new Error('storefront/build/client has no files');
  log(`static probe: ${files[0].url} (${files[0].size} bytes)`);
  return files[0].url;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function timedGet(url: string) {
  const started = performance.now();
  return new Promise<number>((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${url}: ${response.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

interface Probes {
  static: number[];
  health: number[];
}

/** The two probes one after the other, a few ms apart, until `until()` or `max` pairs. */
async function probe(baseUrl: string, staticPath: string, until: () => boolean, max = Infinity): Promise<Probes> {
  const probes: Probes = { static: [], health: [] };
  while (!until() && probes.static.length < max) {
    probes.static.push(await timedGet(`${baseUrl}${staticPath}`));
    probes.health.push(await timedGet(`${baseUrl}/api/health`));
    await sleep(PROBE_GAP_MS);
  }
  return probes;
}

function rssMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

interface Host {
  baseUrl: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

interface FrontEnds {
  storefront: string;
  admin: string;
}

async function startHost(mode: Mode, dataDir: string, frontEnds: FrontEnds): Promise<Host> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, [...HOST_NODE_FLAGS, path.join(API_ROOT, 'dist', 'main.js')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      PGLITE_THREAD: mode,
      STOREFRONT_BUILD: frontEnds.storefront,
      ADMIN_DIST: frontEnds.admin,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Its log (warnings and worse): shown if it fails to start.
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the host exited while starting (${child.exitCode}):\n${output}`);
    const ready = await fetch(`${baseUrl}/api/ready`).then((r) => r.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error('the host did not get ready within 2 minutes');
    await sleep(200);
  }
  return {
    baseUrl,
    child,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function login(baseUrl: string, email: string) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`login failed: ${response.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

interface Round {
  mode: Mode;
  rss: number;
  idle: Probes;
  loaded: Probes;
  rps: number;
  catalogueP50: number;
  loadBefore: string;
  loadAfter: string;
}

let token: string | undefined;

async function measure(mode: Mode, dataDir: string, frontEnds: FrontEnds, staticPath: string, clientEmail: string): Promise<Round> {
  const loadBefore = load();
  const host = await startHost(mode, dataDir, frontEnds);
  try {
    // Whatever the start left running (the statistics pass) is over before anything is measured.
    await sleep(SETTLE_MS);
    const rss = rssMb(host.child.pid!);
    const idle = await probe(host.baseUrl, staticPath, () => false, IDLE_PROBES);
    // One session for every round (login attempts are rate limited, and sessions survive a restart).
    token ??= await login(host.baseUrl, clientEmail);
    const catalogue: Scenario = {
      key: 'client',
      label: 'client catalogue page 1',
      method: 'POST',
      path: '/api/v1/products/paginate',
      token,
      body: { page: 1, per_page: 20 },
    };
    let loading = true;
    const running = runLoad(host.baseUrl, catalogue, { connections: CONNECTIONS, duration: DURATION }).finally(() => {
      loading = false;
    });
    // The load generator needs a moment to open its connections.
    await sleep(500);
    const loaded = await probe(host.baseUrl, staticPath, () => !loading);
    const figures = await running;
    return { mode, rss, idle, loaded, rps: figures.rps, catalogueP50: figures.p50, loadBefore, loadAfter: load() };
  } finally {
    await host.stop();
  }
}

async function seed(dataDir: string) {
  log(`seeding ${ROWS} products into ${dataDir} (once, in-process)`);
  const database = await openDatabase(dataDir, { pgliteThread: 'main' });
  try {
    await database.migrate();
    const seeded = await seedProducts(database.db, ROWS, 'app', (done) => log(`${done} products`));
    return seeded.client.email;
  } finally {
    await database.close();
  }
}

async function main() {
  const hardStop = setTimeout(() => {
    console.error('[freeze] hard stop: took longer than 30 minutes');
    process.exit(2);
  }, HARD_STOP_MS);
  hardStop.unref();
  for (const file of ['storefront/build/server/index.js', 'admin/dist/index.html']) {
    if (!fs.existsSync(path.join(REPO_ROOT, file))) {
      throw new Error(`${file} is missing: npm run build -w @ponte/${file.split('/')[0]} first`);
    }
  }
  log('building api/dist (what npm start runs)');
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: API_ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('api build failed');

  const root = KEEP || fs.mkdtempSync(path.join(os.tmpdir(), 'ponte-freeze-'));
  const dataDir = path.join(root, 'pglite');
  const clientEmail = fs.existsSync(dataDir) ? 'client1@bench.ponte.local' : await seed(dataDir);
  const frontEnds = snapshotFrontEnds();
  const staticPath = smallStaticFile(frontEnds.storefront);

  const rounds: Round[] = [];
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      // Alternating which goes first, so a drift in the machine's load favours neither.
      const order = round % 2 ? MODES : [...MODES].reverse();
      for (const mode of order) {
        log(`round ${round}/${ROUNDS}: ${mode} (load ${load()})`);
        const result = await measure(mode, root, frontEnds, staticPath, clientEmail);
        rounds.push(result);
        log(
          `  ${mode}: static p50 ${median(result.idle.static).toFixed(1)} → ${median(result.loaded.static).toFixed(1)} ms, ` +
            `health p50 ${median(result.idle.health).toFixed(1)} → ${median(result.loaded.health).toFixed(1)} ms, ` +
            `catalogue ${result.rps.toFixed(0)} req/s, RSS ${result.rss.toFixed(0)} MB`,
        );
      }
    }
  } finally {
    fs.rmSync(frontEnds.root, { recursive: true, force: true });
    if (!KEEP) fs.rmSync(root, { recursive: true, force: true });
  }
  report(rounds);
}

function report(rounds: Round[]) {
  const lines: string[] = [];
  // The freeze shows in the tail (a probe stuck behind a statement); the typical answer in the median.
  const typical: boolean[] = [];
  const tail: boolean[] = [];
  const of = (mode: Mode) => rounds.filter((r) => r.mode === mode);
  lines.push(
    '',
    `PGlite on disk, ${ROWS} products; probes one after the other, ${PROBE_GAP_MS} ms apart; load: client catalogue page 1, ` +
      `${CONNECTIONS} connections, ${DURATION} s; ${ROUNDS} round(s) per mode, medians of the rounds' figures`,
    '',
    '| mode | probe | idle p50 / p99 (ms) | loaded p50 / p99 (ms) | p50 ratio | p99 ratio |',
    '|---|---|---|---|---|---|',
  );
  const stats: Record<string, { p50: number; rps: number }> = {};
  for (const mode of MODES) {
    for (const probeName of ['static', 'health'] as const) {
      const idle50 = median(of(mode).map((r) => percentile(r.idle[probeName], 50)));
      const idle99 = median(of(mode).map((r) => percentile(r.idle[probeName], 99)));
      const loaded50 = median(of(mode).map((r) => percentile(r.loaded[probeName], 50)));
      const loaded99 = median(of(mode).map((r) => percentile(r.loaded[probeName], 99)));
      const ratio = loaded50 / idle50;
      stats[`${mode}-${probeName}`] = { p50: loaded50, rps: 0 };
      if (mode === 'worker') {
        typical.push(ratio <= TARGET_RATIO);
        tail.push(loaded99 / idle99 <= TARGET_RATIO);
      }
      lines.push(
        `| ${mode} | ${probeName === 'static' ? 'static file' : '/api/health'} | ${idle50.toFixed(1)} / ${idle99.toFixed(1)} | ` +
          `${loaded50.toFixed(1)} / ${loaded99.toFixed(1)} | ${ratio.toFixed(1)}× | ${(loaded99 / idle99).toFixed(1)}× |`,
      );
    }
  }
  const rps = (mode: Mode) => median(of(mode).map((r) => r.rps));
  const rss = (mode: Mode) => median(of(mode).map((r) => r.rss));
  const catalogueP50 = (mode: Mode) => median(of(mode).map((r) => r.catalogueP50));
  lines.push(
    '',
    '| mode | catalogue req/s | catalogue p50 (ms) | RSS idle after start (MB) |',
    '|---|---|---|---|',
    ...MODES.map((mode) => `| ${mode} | ${rps(mode).toFixed(0)} | ${catalogueP50(mode).toFixed(0)} | ${rss(mode).toFixed(0)} |`),
    '',
    `catalogue in worker mode: ${((rps('worker') / rps('main')) * 100).toFixed(0)}% of the in-process req/s; ` +
      `RSS ${rss('worker') - rss('main') >= 0 ? '+' : ''}${(rss('worker') - rss('main')).toFixed(0)} MB`,
    `static file loaded p50, worker vs main: ${(stats['main-static']!.p50 / stats['worker-static']!.p50).toFixed(1)}× faster; ` +
      `/api/health: ${(stats['main-health']!.p50 / stats['worker-health']!.p50).toFixed(1)}× faster`,
    '',
    'machine load (1/5/15 min) around each measurement:',
    ...rounds.map((r) => `  ${r.mode}: before ${r.loadBefore}, after ${r.loadAfter}`),
    '',
    `VERDICT p99 (the freeze): ${tail.every(Boolean) ? 'PASS' : 'FAIL'}, in worker mode both probes' p99 under load ` +
      `${tail.every(Boolean) ? 'within' : 'not all within'} ${TARGET_RATIO}× their idle p99`,
    `VERDICT p50 (typical): ${typical.every(Boolean) ? 'PASS' : 'FAIL'}, in worker mode both probes' p50 under load ` +
      `${typical.every(Boolean) ? 'within' : 'not all within'} ${TARGET_RATIO}× their idle p50`,
  );
  console.info(lines.join('\n'));
  process.exitCode = tail.every(Boolean) && typical.every(Boolean) ? 0 : 1;
}

await main();
