/**
 * `npm run bench:hostile`: serves the API on PGlite (on disk, in a child process, 127.0.0.1 only), measures
 * `/api/health` idle, then sends a bounded stream of hostile anonymous requests (deep nesting with and
 * without a NUL, huge strings, many keys, every content-type spelling) to several paths while probing
 * `/api/health` again, then sends each hostile request alone a few times. Prints the slowest hostile request
 * (its median alone, and the worst under attack) and health p50/p99 idle and under attack, and
 * exits 1 when a target is missed. Stops by itself (5 minutes at most). Figures and how to read them:
 * docs/benchmarks.md; the limits: docs/decisions/028-hostile-input.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { ServerStats } from './hostile-server.ts';

const HARD_STOP_MS = 5 * 60_000;
const IDLE_PROBES = 300;
const PROBE_GAP_MS = 5;
/** Hostile requests in flight at most, and started per second: a steady stream (~20 MB/s of bodies). */
const ATTACKERS = 2;
const RATE_PER_SECOND = 25;
/** Each hostile request is also sent this many times alone; the median is its cost. */
const ALONE_ROUNDS = 3;
const TARGET_WORST_MS = 50;
const TARGET_RATIO = 2;

const KB = 1024;
const nestedArrays = (bytes: number, inner: string) => {
  const depth = Math.floor((bytes - inner.length) / 2);
  return '['.repeat(depth) + inner + ']'.repeat(depth);
};
const keys = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}":0`).join(',')}}`;

const PAYLOADS: { name: string; body: string }[] = [
  { name: '800 KB nested arrays + NUL', body: nestedArrays(800 * KB, '"\\u0000"') },
  { name: '800 KB nested arrays', body: nestedArrays(800 * KB, '1') },
  // Shallow enough for a recursive walk not to overflow the stack, deep enough to make it quadratic.
  { name: '20 KB nested arrays + NUL', body: nestedArrays(20 * KB, '"\\u0000"') },
  { name: '20 KB nested arrays', body: nestedArrays(20 * KB, '1') },
  { name: '900 KB nested objects', body: '{"a":'.repeat(180_000) + '1' + '}'.repeat(180_000) },
  { name: '1 MB string', body: JSON.stringify({ email: 'a@b.com', password: 'x'.repeat(1_000_000) }) },
  { name: '600 KB of escaped NULs', body: JSON.stringify({ email: '\u0000'.repeat(100_000) }) },
  { name: '1 MB of keys (90k)', body: keys(90_000) },
  { name: '1000 keys', body: keys(1000) },
  { name: '1 MB array of numbers', body: `[${'0,'.repeat(500_000)}0]` },
  { name: '1.1 MB body', body: JSON.stringify({ name: 'x'.repeat(1_150_000) }) },
];
const CONTENT_TYPES = [
  'application/json',
  'APPLICATION/JSON',
  'application/json; charset=utf-8',
  'application/vnd.api+json',
  'text/plain',
  undefined,
];
const PATHS = [
  '/api/auth/login',
  '/api/auth/register',
  '/api/password/email',
  '/api/v1/products/paginate',
  '/api/v1/bling/webhook',
  '/api/nada',
];

/** Asks the server for its figures since the last reset ('reset' then starts a new period). */
const askServer = (child: ChildProcess, message: 'reset' | 'report') =>
  new Promise<ServerStats>((resolve) => {
    child.once('message', (stats) => resolve(stats as ServerStats));
    child.send(message);
  });

interface Server {
  baseUrl: string;
  /** A subscribed client's Bearer token: the attacker who signed up first. */
  token: string;
  child: ChildProcess;
  stop: () => void;
}

function startServer(): Promise<Server> {
  const script = fileURLToPath(new URL('./hostile-server.ts', import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, script], {
    stdio: ['pipe', 'pipe', 'inherit', 'ipc'],
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  const stop = () => void child.kill('SIGTERM');
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const ready = line.match(/^READY (\S+) (\S+)/);
      if (ready) resolve({ baseUrl: ready[1]!, token: ready[2]!, child, stop });
    });
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay));

/**
 * Probes keep one connection. Each hostile request gets a new one: after an answer given before the body
 * was read, @hono/node-server drains that body for up to 500 ms and may then close the connection, which
 * would fail the next request sent on it.
 */
const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const attackAgent = new http.Agent({ keepAlive: false });

/**
 * One request over loopback, timed until the whole answer is read. Status 0: the server answered before
 * reading the body (a 413 on Content-Length, a 401 or 404 that never looks at it) and closed the connection.
 */
function timed(
  url: string,
  agent: http.Agent,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const started = performance.now();
  const done = (status: number) => ({ status, ms: performance.now() - started });
  return new Promise<{ status: number; ms: number }>((resolve) => {
    const request = http.request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, agent },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(done(response.statusCode ?? 0)));
        response.on('error', () => resolve(done(response.statusCode ?? 0)));
      },
    );
    request.on('error', () => resolve(done(0)));
    request.end(init.body);
  });
}

async function probeHealth(baseUrl: string, until: () => boolean, max = Infinity) {
  const times: number[] = [];
  while (!until() && times.length < max) {
    const { status, ms: took } = await timed(`${baseUrl}/api/health`, probeAgent);
    if (status !== 200) throw new Error(`/api/health answered ${status}`);
    times.push(took);
    await sleep(PROBE_GAP_MS);
  }
  return times;
}

/**
 * Every payload under every content type to every path, `rounds` times over, from `attackers` at once,
 * starting at most `rate` a second (Infinity: each as soon as an attacker is free).
 */
async function attack(
  baseUrl: string,
  auth: Record<string, string>,
  attackers: number,
  rate: number,
  rounds = 1,
) {
  const once = PATHS.flatMap((url) =>
    PAYLOADS.flatMap((payload) => CONTENT_TYPES.map((type) => ({ url, payload, type }))),
  );
  const requests = Array.from({ length: rounds }, () => once).flat();
  const statuses = new Map<number, number>();
  let worst = { ms: 0, what: '' };
  let next = 0;
  const started = performance.now();
  const attacker = async () => {
    while (next < requests.length) {
      const index = next++;
      const { url, payload, type } = requests[index]!;
      await sleep(started + (index * 1000) / rate - performance.now());
      const headers: Record<string, string> = { ...auth, 'x-bench-payload': payload.name };
      if (type) headers['content-type'] = type;
      const result = await timed(`${baseUrl}${url}`, attackAgent, {
        method: 'POST',
        headers,
        body: payload.body,
      });
      statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
      if (result.ms > worst.ms)
        worst = {
          ms: result.ms,
          what: `${payload.name}, ${type ?? 'no content type'}, POST ${url} → ${result.status}`,
        };
    }
  };
  await Promise.all(Array.from({ length: attackers }, attacker));
  return { count: requests.length, statuses, worst };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

interface Phase {
  who: string;
  hot: number[];
  result: Awaited<ReturnType<typeof attack>>;
  seconds: number;
  server: ServerStats;
  alone: ServerStats;
}

/** One attacker's figures; true when its targets are met (`judged`: the anonymous one only). */
function report(idle: number[], idleServer: ServerStats, phase: Phase, judged: boolean) {
  const { hot, result, server, alone } = phase;
  const statuses = [...result.statuses].sort(([a], [b]) => a - b);
  // Status 0 (closed early) is a refusal too; only ≥ 500 counts as an error.
  const serverErrors = statuses.filter(([s]) => s >= 500).reduce((sum, [, n]) => sum + n, 0);
  const [idle50, idle99, hot50, hot99] = [
    percentile(idle, 50),
    percentile(idle, 99),
    percentile(hot, 50),
    percentile(hot, 99),
  ];
  const slowest = alone.medians[0]!;
  const checks = [
    slowest.ms < TARGET_WORST_MS,
    hot50 / idle50 <= TARGET_RATIO,
    hot99 / idle99 <= TARGET_RATIO,
    serverErrors === 0,
  ];
  // The signed-in stream is shown for comparison: its figures are not targets.
  const mark = (pass: boolean) => (judged ? ` ${verdict(pass)}` : '');
  const lines = [
    `\n=== ${phase.who}: ${result.count} hostile requests, ${RATE_PER_SECOND}/s from ${ATTACKERS} attackers, ` +
      `in ${phase.seconds.toFixed(1)} s (${statuses.map(([s, n]) => `${s}×${n}`).join(' ')})`,
    `slowest hostile request alone (median of ${ALONE_ROUNDS}, in the server): ${ms(slowest.ms)}, ` +
      `${ms(slowest.cpuMs)} of CPU (${slowest.what})${mark(checks[0]!)} (< ${TARGET_WORST_MS} ms)`,
    ...alone.medians.slice(1).map((m) => `  then ${ms(m.ms)}, ${ms(m.cpuMs)} of CPU (${m.what})`),
    `worst under attack, in the server: ${ms(server.worst.ms)}, the process on a core for ` +
      `${ms(server.worst.cpuMs)} of it (${server.worst.what})`,
    `  as the client saw it, upload and close included: ${ms(result.worst.ms)} (${result.worst.what})`,
    `event loop's longest stall: idle ${ms(idleServer.loopMaxMs)}, under attack ${ms(server.loopMaxMs)}`,
    `/api/health idle:         p50 ${ms(idle50)}  p99 ${ms(idle99)}  (${idle.length} probes)`,
    `/api/health under attack: p50 ${ms(hot50)}  p99 ${ms(hot99)}  (${hot.length} probes)`,
    `ratio under attack / idle: p50 ${(hot50 / idle50).toFixed(2)}×${mark(checks[1]!)}, ` +
      `p99 ${(hot99 / idle99).toFixed(2)}×${mark(checks[2]!)} (≤ ${TARGET_RATIO}×)`,
    `answers ≥ 500: ${serverErrors} ${verdict(checks[3]!)}`,
  ];
  for (const line of lines) console.info(line);
  return judged ? checks.every(Boolean) : checks[3]!;
}

/** Probes /api/health while one attacker sends the stream, then sends each request alone. */
async function runPhase(server: Server, who: string, auth: Record<string, string>): Promise<Phase> {
  await askServer(server.child, 'reset');
  let done = false;
  const started = performance.now();
  const [hot, result] = await Promise.all([
    probeHealth(server.baseUrl, () => done),
    attack(server.baseUrl, auth, ATTACKERS, RATE_PER_SECOND).finally(() => (done = true)),
  ]);
  const seconds = (performance.now() - started) / 1000;
  const underAttack = await askServer(server.child, 'reset');
  // Each request again, one at a time and without probes: what it costs the server by itself.
  await attack(server.baseUrl, auth, 1, Infinity, ALONE_ROUNDS);
  const alone = await askServer(server.child, 'report');
  return { who, hot, result, seconds, server: underAttack, alone };
}

async function main() {
  const hardStop = setTimeout(() => {
    console.error('[hostile] stopped after 5 min');
    process.exit(3);
  }, HARD_STOP_MS);
  const server = await startServer();
  try {
    console.info(
      `[hostile] API on ${server.baseUrl} (PGlite on disk, its own process); load ${loadAverage()}`,
    );
    await probeHealth(server.baseUrl, () => false, 50); // warm-up
    await askServer(server.child, 'reset');
    const idle = await probeHealth(server.baseUrl, () => false, IDLE_PROBES);
    const idleServer = await askServer(server.child, 'reset');
    const anonymous = await runPhase(server, 'Anonymous', {});
    const signedIn = await runPhase(server, 'Signed in (a subscribed client; for comparison)', {
      authorization: `Bearer ${server.token}`,
    });
    const pass = [report(idle, idleServer, anonymous, true), report(idle, idleServer, signedIn, false)];
    console.info(`\nload average after: ${loadAverage()}`);
    return pass.every(Boolean);
  } finally {
    server.stop();
    probeAgent.destroy();
    attackAgent.destroy();
    clearTimeout(hardStop);
  }
}

process.exitCode = (await main()) ? 0 : 1;
