/**
 * `npm run bench:memory`: the idle resident memory of the built host on PGlite at 100k products
 * (decision 039's target: ≤ 250 MB a minute after ready), for several variants alternating on identical
 * copies of one prepared directory, so each meets the same load. A variant is a server bundle plus
 * environment (`--variant name=path/to/main.js[,KEY=VALUE…]`); the storefront build is the host's
 * STOREFRONT_BUILD. RSS is read 15 s and 60 s after /api/ready with no request in between, with its anonymous
 * part (heaps, malloc arenas, WebAssembly) and the CPU seconds used by then. Not part of `npm test`; figures
 * in docs/benchmarks.md ("Issue 11, session 5" and "Idle memory, issue 11 item 6 (session 6)"). Each round also
 * starts each variant as a new user's first `npm start` does: an empty directory and the demo data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/client.ts';
import { REPO_ROOT } from '../src/lib/paths.ts';
import { seedConfigParams } from '../src/modules/config/config-params.ts';
import { seedProducts } from './seed-products.ts';
import { HOST_NODE_FLAGS } from './host-process.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '2' },
    variant: { type: 'string', multiple: true, default: ['current=api/dist/main.js'] },
    prepared: { type: 'string' },
  },
});
/** `a=b` → [a, b], splitting at the first `=` only. */
const pair = (text: string) => [text.slice(0, text.indexOf('=')), text.slice(text.indexOf('=') + 1)] as const;
const variants = values.variant.map((spec) => {
  const [name, rest] = pair(spec);
  const [server, ...settings] = rest.split(',');
  return {
    name,
    server: path.resolve(REPO_ROOT, server!),
    env: Object.fromEntries(settings.map(pair)),
  };
});
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ponte-idle-rss-'));
const children = new Set<ChildProcess>();
const cleanup = () => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
};
process.once('SIGINT', () => (cleanup(), process.exit(130)));
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const log = (message: string) => console.info(`[idle-rss] ${message}`);

async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A `/proc/<pid>/status` field in MB: VmRSS is RssAnon (heaps, WebAssembly memory and code) + RssFile. */
const statusMb = (pid: number, field = 'VmRSS') =>
  Number(
    fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`))
      ?.split(/\s+/)[1],
  ) / 1024;
const rssMb = (pid: number) => statusMb(pid);

async function idle(variant: (typeof variants)[number], dataDir: string, seedDemo = false) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...HOST_NODE_FLAGS, variant.server], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: String(seedDemo),
      ...variant.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let errors = '';
  // The last lines only: the log is kept for a failed start.
  const keep = (d: Buffer) => (errors = (errors + String(d)).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${variant.name} exited: ${errors}`);
      const status = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const ready = performance.now() - started;
    await new Promise((r) => setTimeout(r, 15_000));
    const at15 = rssMb(child.pid!);
    await new Promise((r) => setTimeout(r, 45_000));
    const at60 = rssMb(child.pid!);
    const anon60 = statusMb(child.pid!, 'RssAnon');
    // CPU seconds the process used up to 60 s after ready: its start and whatever it did while idle.
    const [utime, stime] = fs
      .readFileSync(`/proc/${child.pid}/stat`, 'utf8')
      .split(') ')[1]!
      .split(' ')
      .slice(11, 13)
      .map(Number);
    const cpu = (utime! + stime!) / 100;
    return { ready, at15, at60, anon60, cpu };
  } finally {
    child.kill('SIGTERM');
    await exited;
    children.delete(child);
  }
}

const describe = (r: Awaited<ReturnType<typeof idle>>, loadBefore: string) =>
  `ready ${(r.ready / 1000).toFixed(1)} s, RSS 15 s ${r.at15.toFixed(0)} MB, 60 s ${r.at60.toFixed(0)} MB (anonymous ${r.anon60.toFixed(0)}), CPU ${r.cpu.toFixed(1)} s (load ${loadBefore} → ${load()})`;

try {
  // `--prepared DIR`: a directory seeded by an earlier run (seeded there first when it does not exist yet).
  const prepared = values.prepared ? path.resolve(values.prepared) : path.join(work, 'prepared');
  if (!fs.existsSync(prepared)) {
    log(`seeding ${values.rows} products into ${prepared} (load ${load()})`);
    const database = await openDatabase(path.join(prepared, 'pglite'));
    await database.migrate();
    await seedConfigParams(database.db);
    await seedProducts(database.db, Number(values.rows), 'none');
    await database.close();
  }
  const results = new Map<string, string[]>();
  for (let round = 1; round <= Number(values.rounds); round++) {
    for (const variant of variants) {
      const dir = path.join(work, `${variant.name}-${round}`);
      fs.cpSync(prepared, dir, { recursive: true });
      const before = load();
      const r = await idle(variant, dir);
      const line = describe(r, before);
      log(`round ${round} ${variant.name}: ${line}`);
      results.set(variant.name, [...(results.get(variant.name) ?? []), line]);
      fs.rmSync(dir, { recursive: true, force: true });
      // The first `npm start` of a new user: an empty directory, created, migrated and given the demo data.
      const empty = path.join(work, `${variant.name}-${round}-first`);
      const beforeFirst = load();
      const f = await idle(variant, empty, true);
      const firstLine = `first start: ${describe(f, beforeFirst)}`;
      log(`round ${round} ${variant.name}: ${firstLine}`);
      results.set(variant.name, [...(results.get(variant.name) ?? []), firstLine]);
      fs.rmSync(empty, { recursive: true, force: true });
    }
  }
  for (const [name, lines] of results) console.info(`${name}:\n  ${lines.join('\n  ')}`);
} finally {
  cleanup();
}
