/**
 * The one host as `npm start` runs it (`node api/dist/main.js`, NODE_ENV=production, after the build check),
 * in a child process on a throw-away database, for the benchmarks that must see the real process: the
 * phone audit (lighthouse.ts) and the mixed load (mixed-load.ts). Nothing here is used by the app.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { API_ROOT, REPO_ROOT } from '../src/lib/paths.ts';

export type HostEngine = 'pglite' | 'postgres';

/** The demo accounts' password chosen for the benchmarks' databases (DEMO_PASSWORD at the first start). */
export const DEMO_PASSWORD = 'demo-senha-bench-123';

/** What `npm start` would run: this tree's build, unless a bundle of another tree is given (a "before"). */
export const DEFAULT_SERVER = path.join(API_ROOT, 'dist', 'main.js');

export interface HostData {
  engine: HostEngine;
  /** Environment that points a host at this data (DATA_DIR or DATABASE_URL, APP_KEY). */
  env: Record<string, string>;
  where: string;
  dispose(): Promise<void>;
}

export interface RunningHost {
  baseUrl: string;
  pid: number;
  /** Milliseconds from spawn to the first 200 of /api/ready. */
  readyMs: number;
  output(): string;
  stop(): Promise<void>;
}

/** Loopback only: the benchmarks create and drop databases, never on a shared server. */
export function loopbackUrl(raw: string): string {
  const url = new URL(raw);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    throw new Error(`the PostgreSQL URL must point at 127.0.0.1 (got ${url.hostname})`);
  }
  return raw;
}

async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A fresh PGlite directory on disk, or a throw-away database on the local PostgreSQL (null when it does not
 * answer). The APP_KEY is fixed per data set, as production has one (sessions and XSRF tokens outlive a restart).
 */
export async function createHostData(engine: HostEngine, postgresUrl: string): Promise<HostData | null> {
  const appKey = randomBytes(32).toString('base64url');
  if (engine === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponte-bench-host-'));
    return {
      engine,
      env: { DATA_DIR: dir, APP_KEY: appKey },
      where: `PGlite on disk in ${dir}`,
      async dispose() {
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  let version: string;
  try {
    version = String((await adminQuery(postgresUrl, 'SHOW server_version')).rows[0]?.server_version);
  } catch (error) {
    console.info(`[bench] PostgreSQL skipped: ${postgresUrl} unreachable (${(error as Error).message})`);
    return null;
  }
  const name = `ponte_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(postgresUrl, `CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  // Outbox and nothing else: the database is on the server.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponte-bench-host-'));
  return {
    engine,
    env: { DATABASE_URL: url.toString(), DATA_DIR: dir, APP_KEY: appKey },
    where: `PostgreSQL ${version}, throw-away database ${name} on ${url.host}`,
    async dispose() {
      fs.rmSync(dir, { recursive: true, force: true });
      await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    },
  };
}

export async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Settings of the shell that would change what is measured. */
const NOT_INHERITED = [
  'DATABASE_URL',
  'DATA_DIR',
  'APP_KEY',
  'SMTP_URL',
  'API_ONLY',
  'PORT',
  'HOST',
  'PAYMENTS',
  'LOG_LEVEL',
];

const running = new Set<ChildProcess>();
/** Kills every host still running (the benchmarks' own hard stops and Ctrl-C). */
export function killHosts() {
  for (const child of running) child.kill('SIGKILL');
}

/**
 * Node's own flags for the host, as the `start` lines of package.json and api/package.json give them: one
 * V8 background thread instead of four keeps ~50 MB of idle memory off a two-core machine (decision 067).
 */
export const HOST_NODE_FLAGS = ['--v8-pool-size=1'];

/**
 * Starts `server` (a bundle of api/src/main.ts) on `data` and waits for /api/ready. The log goes to a
 * buffer (last 200 kB), shown when the start fails.
 */
export async function startHost(
  server: string,
  data: HostData,
  env: Record<string, string> = {},
  /** More of Node's flags, e.g. `--cpu-prof` (not allowed in NODE_OPTIONS). */
  nodeFlags: string[] = [],
): Promise<RunningHost> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const inherited: Record<string, string | undefined> = { ...process.env };
  for (const key of NOT_INHERITED) delete inherited[key];
  const started = performance.now();
  const child = spawn(process.execPath, [...HOST_NODE_FLAGS, ...nodeFlags, '--enable-source-maps', server], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: baseUrl,
      DEMO_PASSWORD,
      SEED_DEMO: 'true',
      // One access line per request would cost the load what production would pay too, but fills memory here.
      LOG_LEVEL: 'warn',
      ...data.env,
      ...env,
    },
  });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
    running.delete(child);
  };
  for (;;) {
    if (child.exitCode !== null) {
      running.delete(child);
      throw new Error(`the host exited (code ${child.exitCode}):\n${output}`);
    }
    if (performance.now() - started > 10 * 60_000) {
      await stop();
      throw new Error(`the host was not ready after 10 min:\n${output}`);
    }
    const status = await fetch(`${baseUrl}/api/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  return { baseUrl, pid: child.pid!, readyMs: performance.now() - started, output: () => output, stop };
}

/** Resident memory of a process in MB (Linux /proc), NaN when it is gone. */
export function rssMb(pid: number): number {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Number(line?.split(/\s+/)[1]) / 1024;
  } catch {
    return NaN;
  }
}

/**
 * The host's front ends must be built for the site's pages and the console to be measured: the server's
 * tree's builds, or the ones STOREFRONT_BUILD / ADMIN_DIST point at (which the host then serves).
 */
export function requireFrontEnds(server: string) {
  const root = path.dirname(path.dirname(path.dirname(server)));
  const missing = [
    path.join(process.env.STOREFRONT_BUILD ?? path.join(root, 'storefront/build'), 'server/index.js'),
    path.join(process.env.ADMIN_DIST ?? path.join(root, 'admin/dist'), 'index.html'),
  ].filter((f) => !fs.existsSync(path.resolve(root, f)));
  if (missing.length) {
    throw new Error(
      `${missing.join(' and ')} missing under ${root}: build first (npm run build, or npm start once)`,
    );
  }
}

export const machineLoad = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
