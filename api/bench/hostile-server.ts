/**
 * The server half of `npm run bench:hostile` (hostile.ts starts it as a child process, so the load it
 * sends does not share this event loop): the API as bench-server.ts serves it, on PGlite on disk, on
 * 127.0.0.1, with one subscribed client. It prints `READY <url> <that client's token>`, times every
 * request between the parent's `reset`s, and stops on SIGTERM, when the parent goes away, or after
 * 5 minutes.
 */
import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { hashPassword } from '../src/auth/password.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedConfigParams } from '../src/modules/config/config-params.ts';
import { users } from '../src/modules/users/users.table.ts';
import { activateSubscription } from '../test/fixtures.ts';
import { startBenchServer } from './bench-server.ts';

const HARD_STOP_MS = 5 * 60_000;
const ATTACKER_EMAIL = 'atacante@bench.local';
const ATTACKER_PASSWORD = 'senha-do-atacante';

export interface ServerStats {
  /**
   * The slowest request but the probes: from its headers parsed to its answer sent, and the CPU time the
   * process used meanwhile (less than `ms` when the machine gave it no core for a while, more when other
   * requests were served at the same time).
   */
  worst: { ms: number; cpuMs: number; what: string };
  /** The longest the event loop was blocked, and its p99 (perf_hooks.monitorEventLoopDelay). */
  loopMaxMs: number;
  loopP99Ms: number;
  /**
   * Each kind of request (payload, content type, path) with the median of its times and of the CPU time
   * the process used meanwhile (its own cost when requests come one at a time), slowest first.
   */
  medians: { what: string; ms: number; cpuMs: number }[];
}

/** Times every request in the server itself, and the event loop's stalls, between two `reset`s. */
function watchServer() {
  const starts = new WeakMap<object, { at: number; cpu: NodeJS.CpuUsage }>();
  const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
  let worst = { ms: 0, cpuMs: 0, what: '' };
  let times = new Map<string, { ms: number; cpuMs: number }[]>();
  diagnostics.subscribe('http.server.request.start', (message) => {
    starts.set((message as { request: object }).request, { at: performance.now(), cpu: process.cpuUsage() });
  });
  diagnostics.subscribe('http.server.response.finish', (message) => {
    const { request, response } = message as { request: http.IncomingMessage; response: http.ServerResponse };
    const started = starts.get(request);
    if (started === undefined || request.url === '/api/health') return;
    const took = performance.now() - started.at;
    const type = request.headers['content-type'] ?? 'no content type';
    const what = `${request.headers['x-bench-payload']}, ${type}, ${request.method} ${request.url}`;
    const kind = `${what} → ${response.statusCode}`;
    const cpu = cpuMs(process.cpuUsage(started.cpu));
    times.set(kind, [...(times.get(kind) ?? []), { ms: took, cpuMs: cpu }]);
    if (took > worst.ms) worst = { ms: took, cpuMs: cpu, what: kind };
  });
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  process.on('message', (message) => {
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const stats: ServerStats = {
      worst,
      loopMaxMs: loop.max / 1e6,
      loopP99Ms: loop.percentile(99) / 1e6,
      medians: [...times]
        .map(([what, values]) => ({
          what,
          ms: median(values.map((v) => v.ms)),
          cpuMs: median(values.map((v) => v.cpuMs)),
        }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 5),
    };
    process.send!(stats);
    if (message === 'reset') {
      loop.reset();
      worst = { ms: 0, cpuMs: 0, what: '' };
      times = new Map();
    }
  });
}

async function serve() {
  watchServer();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponte-bench-hostile-'));
  const database = await openDatabase(dir);
  await database.migrate();
  await seedConfigParams(database.db);
  const server = await startBenchServer(database);
  // A subscribed client, for the attacker who signed up first: the body budget is a session's.
  const [user] = await database.db
    .insert(users)
    .values({
      name: 'Atacante',
      last_name: 'Cadastrado',
      email: ATTACKER_EMAIL,
      role: 'client',
      password_hash: await hashPassword(ATTACKER_PASSWORD),
    })
    .returning();
  await activateSubscription(database.db, user!);
  const token = await server.login(ATTACKER_EMAIL, ATTACKER_PASSWORD);
  const stop = async () => {
    await server.close().catch(() => {});
    await database.close().catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  // The parent holds our stdin: if it dies, this ends too.
  process.stdin.once('end', () => void stop()).resume();
  setTimeout(() => void stop(), HARD_STOP_MS).unref();
  // Request logs would bury the one line the parent reads; they go nowhere here.
  console.info = () => {};
  console.log = () => {};
  process.stdout.write(`READY ${server.baseUrl} ${token}\n`);
}

await serve();
