/**
 * `npm run bench:ssr`: what the storefront's server rendering costs (decision 038, docs/benchmarks.md).
 * The real host (src/host.ts with the built storefront) on PostgreSQL and PGlite, 100k products seeded
 * by seed-products.ts, a client's session; autocannon at 10 connections against, in the same run:
 *   - a bare JSON answer of the same server (the machine's yardstick),
 *   - a minimal React Router page showing the same 24 rows (ssr-minimal/, rows fetched once at start),
 *   - each API call the pages make (recorded from the storefront's in-process `apiFetch`),
 *   - the signed-in `/products` and `/`, and with `--before <storefront build dir>` the same pages of
 *     another build (git show HEAD's tree, built elsewhere) served by a second host on the same data.
 * Then HTML bytes, DOM elements, inline style bytes and the JS each page loads, one-at-a-time latency,
 * and a CPU profile of a few hundred renders of each page of the current build (top functions by self
 * time). Not part of `npm test`.
 * React runs its production build (NODE_ENV=production, as `npm start`).
 * Usage: npm run bench:ssr -- [--engines postgres,pglite] [--rows 100000] [--duration 10] [--repeat 1]
 *   [--before /path/to/storefront/build] [--after /path/to/storefront/build (default storefront/build)] [--renders 300] [--postgres postgres://postgres@127.0.0.1:5432/test]
 *   [--profile-dir DIR: also write each profile there, `<engine>-<page>.cpuprofile`, for Chrome DevTools]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { Session } from 'node:inspector/promises';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { Parser } from 'htmlparser2';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { createApp, type ApiApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { createHost } from '../src/host.ts';
import type { Bindings } from '../src/lib/context.ts';
import { configureLogger } from '../src/lib/logger.ts';
import { seedConfigParams } from '../src/modules/config/config-params.ts';
import { API_ROOT, REPO_ROOT } from '../src/lib/paths.ts';
import { openBenchDatabase } from './bench-engines.ts';
import { benchDeps } from './bench-server.ts';
import type { EngineName } from './bench-options.ts';
import { BENCH_PASSWORD, seedProducts } from './seed-products.ts';

// ---------------------------------------------------------------------------------------------- options

interface Options {
  engines: EngineName[];
  rows: number;
  duration: number;
  repeat: number;
  connections: number;
  before: string | undefined;
  /** The build measured as "after": storefront/build unless told (a snapshot, while others rebuild). */
  after: string;
  renders: number;
  profileDir: string | undefined;
  postgresUrl: string;
}

function parseOptions(argv: string[]): Options {
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  if (argv.includes('--help')) {
    console.info(fs.readFileSync(new URL(import.meta.url), 'utf8').split('*/')[0]);
    process.exit(0);
  }
  const engines = (value('engines') ?? 'postgres,pglite').split(',') as EngineName[];
  const before = value('before');
  const after = value('after') ?? STOREFRONT_BUILD;
  for (const [name, dir] of [
    ['before', before],
    ['after', after],
  ] as const) {
    if (dir && !fs.existsSync(path.join(dir, 'server', 'index.js'))) {
      throw new Error(
        `--${name} ${dir}: no server/index.js there (a storefront build directory; npm run build -w @ponte/storefront)`,
      );
    }
  }
  return {
    engines,
    rows: Number(value('rows') ?? 100_000),
    duration: Number(value('duration') ?? 10),
    repeat: Number(value('repeat') ?? 1),
    connections: Number(value('connections') ?? 10),
    before: before ? path.resolve(before) : undefined,
    after: path.resolve(after),
    renders: Number(value('renders') ?? 300),
    profileDir: value('profile-dir'),
    postgresUrl: value('postgres') ?? 'postgres://postgres@127.0.0.1:5432/test',
  };
}

const log = (message: string) => console.info(`[bench:ssr] ${message}`);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

// ------------------------------------------------------------------------------------------ the servers

const STOREFRONT_BUILD = path.join(REPO_ROOT, 'storefront', 'build');
/**
 * The host requires the console's build; it is not measured, so a stand-in always does: the real one
 * may be rebuilt (deleted, then written again) by someone else while the bench runs.
 */
function adminDist(): string {
  const stub = fs.mkdtempSync(path.join(os.tmpdir(), 'ponte-ssr-admin-'));
  fs.writeFileSync(path.join(stub, 'index.html'), '<!doctype html><title>admin</title>');
  return stub;
}
const ADMIN_DIST = adminDist();
const MINIMAL_SOURCE = path.join(API_ROOT, 'bench', 'ssr-minimal');

/**
 * The bench-only one-route React Router app, built at each run into its own `build/` (ignored by git):
 * inside the repository, so its server bundle finds react and react-router in node_modules.
 */
function buildMinimal(): string {
  const out = path.join(MINIMAL_SOURCE, 'build');
  fs.rmSync(out, { recursive: true, force: true });
  log(`building the minimal React Router page (ssr-minimal/) into ${path.relative(REPO_ROOT, out)}`);
  execFileSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'react-router'), ['build', MINIMAL_SOURCE], {
    cwd: MINIMAL_SOURCE,
    env: { ...process.env, SSR_MINIMAL_BUILD_DIR: out },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return out;
}

/** One call the storefront made to the API in process, as it can be replayed over HTTP. */
interface ApiCall {
  method: string;
  path: string;
  body: string | undefined;
  authorization: string | null;
}

/** The API app as the benchmarks build it (generous rate limits, jobs queued not run). */
async function createBenchApi(database: Pick<Database, 'db' | 'driver' | 'changes'>) {
  const { deps, dispose } = await benchDeps(database);
  const api = createApp(deps);
  let recording: ApiCall[] | undefined;
  // The host's in-process calls reach the API at http://ponte.internal (utils/api.server.ts): those are
  // the storefront's own, the ones the bench replays to price what a page asks of the API.
  const recorded: ApiApp = Object.assign(Object.create(api) as ApiApp, {
    fetch: async (request: Request, env: Bindings) => {
      if (recording && new URL(request.url).hostname === 'ponte.internal') {
        const body = request.method === 'GET' ? undefined : await request.clone().text();
        recording.push({
          method: request.method,
          path: new URL(request.url).pathname + new URL(request.url).search,
          body,
          authorization: request.headers.get('Authorization'),
        });
      }
      return api.fetch(request, env);
    },
  });
  return {
    api: recorded,
    record<T>(run: () => Promise<T>): Promise<{ result: T; calls: ApiCall[] }> {
      const calls: ApiCall[] = [];
      recording = calls;
      return run().then(
        (result) => {
          recording = undefined;
          return { result, calls };
        },
        (error: unknown) => {
          recording = undefined;
          throw error;
        },
      );
    },
    close: dispose,
  };
}

interface Server {
  baseUrl: string;
  /** Resolves once no request is being served: a run's stragglers must not be charged to the next. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** The host of one storefront build, behind `/bench/bare` and `/bench/minimal` answered by the same server. */
async function startServer(api: ApiApp, buildDir: string, minimal: ServerBuild, rows: () => unknown[]) {
  const host = await createHost(api, {
    storefrontBuildDir: buildDir,
    adminDistDir: ADMIN_DIST,
    trustedProxyHops: 0,
    mode: 'production',
  });
  const handleMinimal = createRequestHandler(minimal, 'production');
  const outer = new Hono<{ Bindings: Bindings }>();
  let inFlight = 0;
  outer.use('*', async (_c, next) => {
    inFlight += 1;
    try {
      await next();
    } finally {
      inFlight -= 1;
    }
  });
  outer.get('/bench/bare', (c) => c.json({ ok: true }));
  // The minimal build runs without middleware: its loader reads `rows` off the context as a plain field.
  outer.get('/bench/minimal', (c) =>
    handleMinimal(c.req.raw, Object.assign(new RouterContextProvider(), { rows: rows() })),
  );
  outer.all('*', (c) => host.fetch(c.req.raw, c.env));
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: outer.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async idle() {
      const deadline = Date.now() + 120_000;
      while (inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  } satisfies Server;
}

// ----------------------------------------------------------------------------------------- measuring

interface Target {
  key: string;
  label: string;
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string | undefined;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
}

/**
 * `fetch`, tried again once when the server had already closed the kept-alive socket it reused (after a
 * load run the host may drop idle connections): that is the client's pool failing, not the page.
 */
async function request(target: Target): Promise<Response> {
  const init = { method: target.method, headers: target.headers, body: target.body };
  try {
    return await fetch(target.url, init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
    return fetch(target.url, init);
  }
}

async function check(target: Target) {
  const response = await request(target);
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${target.label}: ${response.status} ${text.slice(0, 300)}`);
  return text;
}

async function measure(target: Target, options: Options): Promise<Figures> {
  const result = await autocannon({
    url: target.url,
    method: target.method as 'GET' | 'POST',
    headers: target.headers,
    body: target.body,
    connections: options.connections,
    duration: options.duration,
    workers: 1,
    timeout: 30,
  });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(
      `${target.label}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
  }
  return { rps: result.requests.mean, p50: result.latency.p50, p99: result.latency.p99 };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** One request at a time: the median time to the answer's headers (the page is rendered whole before them). */
async function sequential(target: Target, count = 30) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const response = await request(target);
    times.push(performance.now() - start);
    await response.arrayBuffer();
  }
  return median(times);
}

interface PageFacts {
  htmlBytes: number;
  gzipBytes: number;
  elements: number;
  inlineStyleBytes: number;
  cssFiles: number;
  jsBrotliBytes: number;
}

/** What a page's HTML weighs and holds, and the compressed JavaScript it makes the browser load. */
function pageFacts(html: string, clientDir: string): PageFacts {
  let elements = 0;
  let inStyle = false;
  let inlineStyleBytes = 0;
  const scripts = new Set<string>();
  let cssFiles = 0;
  const parser = new Parser({
    onopentag(name, attributes) {
      elements += 1;
      if (name === 'style') inStyle = true;
      if (name === 'link' && attributes.rel === 'modulepreload' && attributes.href)
        scripts.add(attributes.href);
      if (name === 'link' && attributes.rel === 'stylesheet') cssFiles += 1;
      if (name === 'script' && attributes.src) scripts.add(attributes.src);
    },
    ontext(text) {
      if (inStyle) inlineStyleBytes += Buffer.byteLength(text);
    },
    onclosetag(name) {
      if (name === 'style') inStyle = false;
    },
  });
  parser.write(html);
  parser.end();
  // React Router also imports the entry and route modules from an inline module script.
  for (const match of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"(\/assets\/[^"]+\.js)"/g))
    scripts.add(match[1]!);
  let jsBrotliBytes = 0;
  for (const src of scripts) {
    const file = path.join(clientDir, src);
    if (fs.existsSync(`${file}.br`)) jsBrotliBytes += fs.statSync(`${file}.br`).size;
    else if (fs.existsSync(file)) jsBrotliBytes += zlib.brotliCompressSync(fs.readFileSync(file)).length;
  }
  return {
    htmlBytes: Buffer.byteLength(html),
    gzipBytes: zlib.gzipSync(html).length,
    elements,
    inlineStyleBytes,
    cssFiles,
    jsBrotliBytes,
  };
}

interface ProfileLine {
  selfMs: number;
  share: number;
  name: string;
}

/**
 * This process's CPU time per request, over `count` requests one after another: the host, the page and
 * its in-process API calls, the bench's own client too (the same for every build). Unlike req/s it
 * barely moves with what else the machine runs, so two builds of one run compare on it.
 */
async function cpuPerRequest(target: Target, count: number): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < count; i++) {
    const response = await request(target);
    await response.arrayBuffer();
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / count;
}

/** A CPU profile of `count` renders one after another: the functions with the most self time. */
async function profileRenders(target: Target, count: number, file?: string): Promise<ProfileLine[]> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  for (let i = 0; i < count; i++) {
    const response = await request(target);
    await response.arrayBuffer();
  }
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  if (file) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(profile));
  }
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfSamples = new Map<string, number>();
  for (const id of profile.samples ?? []) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const where = frame.url ? `${path.basename(frame.url)}:${frame.lineNumber + 1}` : '';
    const name = `${frame.functionName || '(anonymous)'} ${where}`.trim();
    selfSamples.set(name, (selfSamples.get(name) ?? 0) + 1);
  }
  const total = profile.samples?.length ?? 1;
  const durationMs = (profile.endTime - profile.startTime) / 1000;
  // Idle: waiting for the database (PGlite answers on a worker thread) and for the load generator.
  return [...selfSamples.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([name, samples]) => ({ name, share: samples / total, selfMs: (samples / total) * durationMs }));
}

// ------------------------------------------------------------------------------------------- the run

interface PageResult {
  build: 'after' | 'before';
  page: string;
  figures: Figures;
  sequentialMs: number;
  /** CPU milliseconds of this process per page, one at a time (cpuPerRequest). */
  cpuMs: number;
  /** The CPU time of the page's API calls replayed over HTTP, and of the minimal page, the same way. */
  apiCpuMs: number;
  minimalCpuMs: number;
  facts: PageFacts;
  calls: ApiCall[];
  apiCost: number;
  apiRatio: number;
  minimalRatio: number;
  profile?: ProfileLine[];
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function runEngine(engine: EngineName, options: Options, minimalDir: string) {
  const opened = await openBenchDatabase(engine, options.postgresUrl);
  if (!opened) return;
  const cleanups: (() => Promise<void>)[] = [opened.dispose];
  try {
    const { database } = opened;
    log(`${engine}: ${opened.where}`);
    await database.migrate();
    await seedConfigParams(database.db);
    const seedStart = performance.now();
    const seeded = await seedProducts(database.db, options.rows, 'analyze', () => {}, engine);
    log(`${engine}: seeded ${options.rows} products in ${fmt((performance.now() - seedStart) / 1000)} s`);

    const bench = await createBenchApi(database);
    cleanups.unshift(bench.close);
    const minimal = (await import(path.join(minimalDir, 'server', 'index.js'))) as ServerBuild;
    let rows: unknown[] = [];
    const builds: { build: 'after' | 'before'; dir: string; server: Server }[] = [];
    const dirs: ['after' | 'before', string][] = [['after', options.after]];
    if (options.before) dirs.push(['before', options.before]);
    for (const [build, dir] of dirs) {
      const server = await startServer(bench.api, dir, minimal, () => rows);
      cleanups.unshift(server.close);
      builds.push({ build, dir, server });
    }
    const base = builds[0]!.server.baseUrl;

    // The client's session, as the browser holds it: the API's cookies, and the layout's "seen" flag
    // (without it every answer would set that cookie again).
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: seeded.client.email, password: BENCH_PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
    const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const cookie = [...cookies, `ponte_active=${seeded.client.id}.1`].join('; ');
    const pageHeaders = { Cookie: cookie, 'User-Agent': 'ponte-bench-ssr' };

    const results: PageResult[] = [];
    const targetOf = (baseUrl: string, page: string): Target => ({
      key: page,
      label: page,
      url: `${baseUrl}${page}`,
      method: 'GET',
      headers: pageHeaders,
    });

    // What each page asks of the API, recorded on one render of the current build.
    const recorded = new Map<string, ApiCall[]>();
    for (const page of ['/products', '/']) {
      const { result, calls } = await bench.record(() => check(targetOf(base, page)));
      if (page === '/products' && !/<article/.test(result))
        throw new Error('/products shows no product card');
      recorded.set(page, calls);
      log(`${engine}: ${page} asks the API: ${calls.map((c) => `${c.method} ${c.path}`).join(', ')}`);
    }
    const apiTarget = (call: ApiCall): Target => ({
      key: `${call.method} ${call.path}`,
      label: `API ${call.method} ${call.path}`,
      url: `${base}${call.path}`,
      method: call.method,
      headers: {
        ...(call.authorization ? { Authorization: call.authorization } : {}),
        ...(call.body ? { 'Content-Type': 'application/json' } : {}),
        'User-Agent': 'ponte-bench-ssr',
      },
      body: call.body,
    });
    // The minimal page's rows: the catalogue page the storefront asked for, fetched once.
    const paginate = recorded.get('/products')!.find((c) => c.path.startsWith('/api/v1/products'));
    if (paginate) {
      const answer = JSON.parse(await check(apiTarget(paginate))) as { products?: unknown[] };
      rows = answer.products ?? [];
    }
    log(`${engine}: the minimal page shows ${rows.length} rows`);

    const calls = new Map<string, ApiCall>();
    for (const list of recorded.values())
      for (const call of list) calls.set(`${call.method} ${call.path} ${call.body}`, call);

    const targets: Target[] = [
      { key: 'bare', label: 'bare JSON', url: `${base}/bench/bare`, method: 'GET', headers: {} },
      {
        key: 'minimal',
        label: 'minimal RR page, 24 rows',
        url: `${base}/bench/minimal`,
        method: 'GET',
        headers: {},
      },
      ...[...calls.values()].map(apiTarget),
      ...builds.flatMap(({ build, server }) =>
        ['/products', '/'].map((page) => ({
          ...targetOf(server.baseUrl, page),
          key: `${build} ${page}`,
          label: `${build} ${page}`,
        })),
      ),
    ];
    for (const target of targets) await check(target);

    const runs = new Map<string, Figures[]>();
    for (let round = 1; round <= options.repeat; round++) {
      for (const target of targets) {
        const figures = await measure(target, options);
        for (const { server } of builds) await server.idle();
        (runs.get(target.key) ?? runs.set(target.key, []).get(target.key)!).push(figures);
        log(
          `${engine} round ${round}: ${target.label}: ${fmt(figures.rps)} req/s, p50 ${figures.p50} ms (load ${load()})`,
        );
      }
    }
    const fig = (key: string): Figures => {
      const list = runs.get(key)!;
      return {
        rps: median(list.map((f) => f.rps)),
        p50: median(list.map((f) => f.p50)),
        p99: median(list.map((f) => f.p99)),
      };
    };
    const minimalRps = fig('minimal').rps;
    const costOf = (call: ApiCall) => 1 / fig(`${call.method} ${call.path}`).rps;
    // The same comparison in CPU time, one request at a time: steadier than req/s on a loaded machine.
    const apiCpu = new Map<string, number>();
    for (const call of calls.values())
      apiCpu.set(`${call.method} ${call.path}`, await cpuPerRequest(apiTarget(call), 50));
    const minimalCpu = await cpuPerRequest(targets[1]!, 50);

    for (const { build, dir, server } of builds) {
      for (const page of ['/products', '/']) {
        const target = targetOf(server.baseUrl, page);
        const html = await check(target);
        const figures = fig(`${build} ${page}`);
        const pageCalls = recorded.get(page)!;
        const apiCost = pageCalls.reduce((sum, call) => sum + costOf(call), 0);
        results.push({
          build,
          page,
          figures,
          sequentialMs: await sequential(target),
          cpuMs: await cpuPerRequest(target, 50),
          facts: pageFacts(html, path.join(dir, 'client')),
          calls: pageCalls,
          apiCost,
          apiRatio: 1 / figures.rps / apiCost,
          apiCpuMs: pageCalls.reduce((sum, call) => sum + apiCpu.get(`${call.method} ${call.path}`)!, 0),
          minimalCpuMs: minimalCpu,
          minimalRatio: minimalRps / figures.rps,
          // Both pages (issue 11: `/` and `/products`), only the current build's: the list is what to cut next.
          profile:
            build === 'after' && options.renders > 0
              ? await profileRenders(
                  target,
                  options.renders,
                  options.profileDir &&
                    path.join(
                      options.profileDir,
                      `${engine}-${page === '/' ? 'home' : page.slice(1)}.cpuprofile`,
                    ),
                )
              : undefined,
        });
      }
    }
    report(engine, opened.where, options, fig, results, [...calls.values()]);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error: unknown) => console.error(error));
  }
}

function report(
  engine: EngineName,
  where: string,
  options: Options,
  fig: (key: string) => Figures,
  results: PageResult[],
  calls: ApiCall[],
) {
  const bare = fig('bare');
  const minimal = fig('minimal');
  console.info(
    `\n=== ${engine} (${where}); ${options.rows} products, ${options.connections} connections, ` +
      `medians of ${options.repeat} run(s) of ${options.duration} s; load now ${load()}`,
  );
  console.info(`bare JSON            ${fmt(bare.rps, 0).padStart(7)} req/s  p50 ${bare.p50} ms`);
  console.info(
    `minimal RR page      ${fmt(minimal.rps, 0).padStart(7)} req/s  p50 ${minimal.p50} ms  (${fmt(bare.rps / minimal.rps)}× bare)`,
  );
  for (const call of calls) {
    const f = fig(`${call.method} ${call.path}`);
    console.info(
      `API ${`${call.method} ${call.path}`.padEnd(40)} ${fmt(f.rps, 0).padStart(7)} req/s  p50 ${f.p50} ms`,
    );
  }
  let pass = true;
  for (const r of results) {
    const apiPass = r.apiRatio <= 1.5;
    const minimalPass = r.minimalRatio <= 3;
    if (r.build === 'after') pass &&= apiPass && minimalPass;
    console.info(
      `\n${r.build} ${r.page}: ${fmt(r.figures.rps)} req/s, p50 ${r.figures.p50} ms, p99 ${r.figures.p99} ms; ` +
        `one at a time ${fmt(r.sequentialMs)} ms, CPU ${fmt(r.cpuMs)} ms per page`,
    );
    console.info(
      `  cost ÷ its API calls (${r.calls.length}: ${fmt(r.apiCost * 1000, 2)} ms of API per page): ${fmt(r.apiRatio, 2)}× ` +
        `(target ≤ 1.5) ${apiPass ? 'PASS' : 'FAIL'}`,
    );
    // The least any React Router page making these calls could cost: the calls, then the minimal page's
    // render of 24 bare rows (which makes no call). Below 1.5 only while the calls outweigh that render.
    const floor = (r.apiCost + 1 / minimal.rps) / r.apiCost;
    console.info(
      `  (the floor of that ratio, its calls + the minimal page's render: ${fmt(floor, 2)}×; ` +
        `this page's render ÷ the minimal page's: ${fmt((1 / r.figures.rps - r.apiCost) * minimal.rps, 2)}×)`,
    );
    console.info(
      `  cost ÷ minimal RR page: ${fmt(r.minimalRatio, 2)}× (target ≤ 3) ${minimalPass ? 'PASS' : 'FAIL'}`,
    );
    console.info(
      `  CPU per page ${fmt(r.cpuMs)} ms ÷ its API calls' ${fmt(r.apiCpuMs)} ms: ${fmt(r.cpuMs / r.apiCpuMs, 2)}×; ` +
        `÷ minimal page's ${fmt(r.minimalCpuMs)} ms: ${fmt(r.cpuMs / r.minimalCpuMs, 2)}×`,
    );
    console.info(
      `  HTML ${kB(r.facts.htmlBytes)} (gzip ${kB(r.facts.gzipBytes)}), ${r.facts.elements} elements, ` +
        `inline <style> ${kB(r.facts.inlineStyleBytes)}, ${r.facts.cssFiles} stylesheet link(s), JS loaded ${kB(r.facts.jsBrotliBytes)} brotli`,
    );
    console.info(
      `  current-user calls per render: ${r.calls.filter((c) => c.path.includes('current-user')).length}`,
    );
    if (r.profile) {
      console.info(`  CPU profile, ${options.renders} renders one after another, top self time:`);
      for (const line of r.profile) {
        console.info(
          `    ${fmt(line.share * 100).padStart(5)}%  ${fmt(line.selfMs, 0).padStart(6)} ms  ${line.name}`,
        );
      }
    }
  }
  console.info(`\n${engine}: ${pass ? 'PASS' : 'FAIL'} (the current build's pages against both targets)`);
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  // One access line per request would bury the figures; so would the 500 lines of the renders a run's
  // end aborts (autocannon closes its sockets mid-request). Every measured URL is checked for a 200 first.
  configureLogger('fatal');
  log(`${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load ${load()}`);
  const minimalDir = buildMinimal();
  for (const engine of options.engines) await runEngine(engine, options, minimalDir);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
