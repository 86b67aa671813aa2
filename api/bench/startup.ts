/**
 * `npm run bench:startup`: how long a restart on an existing PGlite data directory takes to answer, and where
 * that time goes. For the demo data and for a large catalogue (seed-products.ts), the built server (as
 * `npm start` runs it) is started several times; time-to-ready is from spawning the process to the first 200
 * of /api/health; the process's resident memory (RSS) is read 5 s after it is ready, before any request.
 * `--compare` times another bundle too, alternating with this one on identical copies of
 * each directory, so both see the same load. Not part of `npm test`. Figures and how to read them:
 * docs/benchmarks.md, "Start-up time".
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { API_ROOT, REPO_ROOT } from '../src/lib/paths.ts';
import { seedConfigParams } from '../src/modules/config/config-params.ts';
import { seedProducts } from './seed-products.ts';
import { HOST_NODE_FLAGS } from './host-process.ts';

const USAGE = `npm run bench:startup -- [options]
  --rows N        products of the large catalogue (default 100000)
  --runs N        restarts measured per data directory and server (default 3)
  --compare FILE  another server bundle to time, alternating with dist/main.js (e.g. one built from an older commit)
  --server FILE   time this bundle instead of building dist/main.js (e.g. a private build while others build the tree)
  --prepared DIR  the large catalogue from an earlier run (idle-rss.ts's --prepared works too), not seeded again
  --skip-demo     only the large catalogue
  STOREFRONT_BUILD and ADMIN_DIST in the environment point the host at other front-end builds`;

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '3' },
    compare: { type: 'string' },
    server: { type: 'string' },
    prepared: { type: 'string' },
    'skip-demo': { type: 'boolean' },
    help: { type: 'boolean' },
  },
});
if (values.help) {
  console.info(USAGE);
  process.exit(0);
}
const rows = Number(values.rows);
/** A path given on the command line, from where `npm run` was typed (npm runs this in api/). */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const runs = Number(values.runs);
const servers = [
  values.server ? fromCaller(values.server) : path.join(API_ROOT, 'dist', 'main.js'),
  ...(values.compare ? [fromCaller(values.compare)] : []),
];
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ponte-bench-startup-'));
const children = new Set<ChildProcess>();
const cleanup = () => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => (cleanup(), process.exit(130)));
setTimeout(
  () => (console.error('[bench] stopped after 60 min'), cleanup(), process.exit(3)),
  60 * 60_000,
).unref();

const log = (message: string) => console.info(`[bench] ${message}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const nameOf = (server: string) => path.relative(REPO_ROOT, server);

// The whole host when the front ends are built (their import is part of a real start), else the API only.
const frontEnds = {
  STOREFRONT_BUILD: path.resolve(process.env.STOREFRONT_BUILD ?? path.join(REPO_ROOT, 'storefront/build')),
  ADMIN_DIST: path.resolve(process.env.ADMIN_DIST ?? path.join(REPO_ROOT, 'admin/dist')),
};
const fullHost =
  fs.existsSync(path.join(frontEnds.STOREFRONT_BUILD, 'server/index.js')) &&
  fs.existsSync(path.join(frontEnds.ADMIN_DIST, 'index.html'));

async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts `server` on `dataDir` and answers the ms from spawn to the first 200 of /api/health (it listens) and
 * of /api/ready (its database answers; /api/health again where there is no /api/ready).
 */
async function timeStart(server: string, dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...HOST_NODE_FLAGS, '--enable-source-maps', server], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      API_ONLY: String(!fullHost),
      ...frontEnds,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const until200 = async (probe: string) => {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      if (performance.now() - started > 10 * 60_000) throw new Error(`not ready after 10 min:\n${output}`);
      const status = await fetch(`http://127.0.0.1:${port}${probe}`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200 || (status === 404 && probe === '/api/ready')) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  try {
    const health = await until200('/api/health');
    const ready = await until200('/api/ready');
    const cpu = cpuMs(child.pid!);
    // Idle memory: what the process holds once started, before any request (decision 039's target).
    await new Promise((r) => setTimeout(r, IDLE_SETTLE_MS));
    return { health, ready, cpu, rss: memoryMb(child.pid!, 'VmRSS'), peak: memoryMb(child.pid!, 'VmHWM') };
  } finally {
    // A clean stop, as a restart would have it (the next start then needs no recovery).
    child.kill('SIGTERM');
    await exited;
    children.delete(child);
  }
}

/** How long a started server is left alone before its idle memory is read. */
const IDLE_SETTLE_MS = 5000;

/** A memory figure of /proc/<pid>/status in MB (VmRSS: resident now, VmHWM: the peak), NaN off Linux. */
function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    return Number(line?.split(/\s+/)[1]) / 1024;
  } catch {
    return NaN;
  }
}

/**
 * CPU time the process used so far (user + system, Linux only, else NaN): unlike the wall-clock figures, it
 * hardly moves with what else the machine is doing, so two versions compare on a busy machine too.
 */
function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // Fields 14 and 15 of proc(5), counted after the name: utime and stime, in clock ticks (100 per second).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** The start-up steps main.ts took before listening, in this process, one by one (module loading excluded). */
async function phases(dataDir: string) {
  const times: Record<string, number> = {};
  const time = async <T>(label: string, step: () => Promise<T>) => {
    const at = performance.now();
    const result = await step();
    times[label] = performance.now() - at;
    return result;
  };
  const database = await time('open PGlite', () => openDatabase(path.join(dataDir, 'pglite')));
  await time('migrations check', () => database.migrate());
  await time('configuration defaults', () => seedConfigParams(database.db));
  await time('ANALYZE of every table', () => database.db.execute(sql`ANALYZE`));
  await database.close();
  return times;
}

type Start = Awaited<ReturnType<typeof timeStart>>;
const both = (t: Start) =>
  `${seconds(t.health)} / ${seconds(t.ready)} (cpu ${seconds(t.cpu)}; idle RSS ${t.rss.toFixed(0)} MB, peak ${t.peak.toFixed(0)} MB)`;
const medians = (ts: Start[]) =>
  both({
    health: median(ts.map((t) => t.health)),
    ready: median(ts.map((t) => t.ready)),
    cpu: median(ts.map((t) => t.cpu)),
    rss: median(ts.map((t) => t.rss)),
    peak: median(ts.map((t) => t.peak)),
  });

/** Per server, on its own copy of `prepared`: the first start after preparation, then alternating restarts. */
async function measure(label: string, prepared: string) {
  const dirs = servers.map((_, i) => {
    const dir = path.join(work, `${path.basename(prepared)}-${i}`);
    fs.cpSync(prepared, dir, { recursive: true });
    return dir;
  });
  const first: Start[] = [];
  for (const [i, server] of servers.entries()) {
    first.push(await timeStart(server, dirs[i]!));
    log(`${label}: ${nameOf(server)}: first start ${both(first.at(-1)!)} (load ${load()})`);
  }
  const restarts: Start[][] = servers.map(() => []);
  for (let run = 0; run < runs; run++) {
    for (const [i, server] of servers.entries()) {
      restarts[i]!.push(await timeStart(server, dirs[i]!));
      log(`${label}: ${nameOf(server)}: restart ${run + 1}: ${both(restarts[i]!.at(-1)!)} (load ${load()})`);
    }
  }
  // A directory given with --prepared is kept as it is (ANALYZE would change what later runs start from).
  return { label, first, restarts, phases: await phases(values.prepared ? dirs[0]! : prepared) };
}

try {
  if (!values.server) {
    log('building dist/main.js (what npm start runs)');
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: API_ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the API build failed');
  }
  log(
    fullHost
      ? 'full host (front ends built)'
      : 'API only: the front ends are not built (npm run build), so their import is not timed',
  );
  const results = [];

  if (!values['skip-demo']) {
    const demoDir = path.join(work, 'demo');
    log('demo data: a first start creates the database and seeds the demo');
    log(
      `demo data: created, health / ready ${both(await timeStart(servers[0]!, demoDir, { SEED_DEMO: 'true' }))}`,
    );
    results.push(await measure('demo data', demoDir));
  }

  const bigDir = values.prepared ? fromCaller(values.prepared) : path.join(work, 'catalogue');
  if (!values.prepared) {
    log(`catalogue: seeding ${rows} products (no maintenance, as an import through the app leaves them)`);
    const database = await openDatabase(path.join(bigDir, 'pglite'));
    await database.migrate();
    await seedConfigParams(database.db);
    await seedProducts(database.db, rows, 'none');
    await database.close();
  }
  results.push(await measure(`${rows} products`, bigDir));

  console.info(
    `\n=== Start-up time: spawn to the first 200 of /api/health / of /api/ready (CPU time used by then; resident memory ${IDLE_SETTLE_MS / 1000} s later and its peak; ${fullHost ? 'full host' : 'API only'})`,
  );
  console.info(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load now ${load()}`,
  );
  for (const r of results) {
    console.info(`\n${r.label}`);
    for (const [i, server] of servers.entries()) {
      console.info(
        `  ${nameOf(server)}: first start after preparing ${both(r.first[i]!)} · restart median ` +
          `${medians(r.restarts[i]!)} (${r.restarts[i]!.map(both).join(', ')})`,
      );
    }
    const steps = Object.entries(r.phases).map(([k, v]) => `${k} ${Math.round(v)} ms`);
    console.info(`  steps before listening, in-process, on the prepared copy: ${steps.join(' · ')}`);
  }
} finally {
  cleanup();
}
