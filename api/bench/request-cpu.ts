/**
 * `tsx bench/request-cpu.ts [--engines postgres,pglite] [--rows N] [--requests N] [--profile DIR]`: what the
 * API's own thread spends per catalogue request (decision 051), without HTTP or a load generator in the
 * process: requests go straight to `app.fetch`, 10 at a time. Reports, per scenario, the main thread's busy
 * time per request (event-loop utilisation, so PGlite's worker thread and PostgreSQL's server are not
 * counted), the process's CPU time per request (PGlite's worker included) and req/s. On a loaded machine, compare scenarios and trees measured in the same run.
 * With --profile, writes a `.cpuprofile` per scenario and prints self time by module. Scenarios marked
 * "read" run on a second app of the same process whose session cache never keeps anything: every request
 * reads its session, as before decision 075.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createApp, keptAnswers } from '../src/app.ts';
import { configureLogger } from '../src/lib/logger.ts';
import { seedConfigParams } from '../src/modules/config/config-params.ts';
import { openBenchDatabase } from './bench-engines.ts';
import type { EngineName } from './bench-options.ts';
import { benchDeps, NEVER_LIVE } from './bench-server.ts';
import { median } from './load.ts';
import { summariseProfile, type Profile } from './profile-summary.ts';
import { BENCH_PASSWORD, seedProducts } from './seed-products.ts';

const { values } = parseArgs({
  options: {
    engines: { type: 'string', default: 'postgres,pglite' },
    rows: { type: 'string', default: '20000' },
    requests: { type: 'string', default: '1500' },
    rounds: { type: 'string', default: '3' },
    profile: { type: 'string' },
  },
});
const CONCURRENCY = 10;

type Fetch = (request: Request) => Response | Promise<Response>;

async function drive(fetch: Fetch, make: () => Request, count: number) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const response = await fetch(make());
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

async function measure(fetch: Fetch, make: () => Request, count: number) {
  const elu = performance.eventLoopUtilization();
  const cpu = process.cpuUsage();
  const started = performance.now();
  await drive(fetch, make, count);
  const wall = performance.now() - started;
  const used = performance.eventLoopUtilization(elu);
  const spent = process.cpuUsage(cpu);
  // CPU time is what a loaded machine inflates least (busy time counts the thread's waits for a core).
  return { busyUs: (used.active * 1000) / count, cpuUs: (spent.user + spent.system) / count, rps: (count * 1000) / wall };
}

async function main() {
  configureLogger('warn');
  const session = values.profile ? new Session() : null;
  if (session) {
    fs.mkdirSync(values.profile!, { recursive: true });
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
  }
  for (const engine of values.engines!.split(',') as EngineName[]) {
    const opened = await openBenchDatabase(engine, process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
    if (!opened) continue;
    try {
      await opened.database.migrate();
      await seedConfigParams(opened.database.db);
      const seeded = await seedProducts(opened.database.db, Number(values.rows), 'vacuum', () => {}, engine);
      const { deps, dispose } = await benchDeps(opened.database);
      try {
        const app = createApp(deps);
        const fetch: Fetch = (request) => app.fetch(request);
        // The same API reading the session and the page on every request, as before decisions 075 and 076:
        // a feed never live.
        const reading = createApp({ ...deps, ...keptAnswers(NEVER_LIVE) });
        const fetchReading: Fetch = (request) => reading.fetch(request);
        const login = async (email: string) => {
          const response = await fetch(
            new Request('http://bench/api/auth/login', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email, password: BENCH_PASSWORD }),
            }),
          );
          return ((await response.json()) as { access_token: string }).access_token;
        };
        const client = await login(seeded.client.email);
        const admin = await login(seeded.admin.email);
        const paginate = (token: string, body: object) => () =>
          new Request('http://bench/api/v1/products/paginate', {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(body),
          });
        const currentUser = () =>
          new Request('http://bench/api/v1/users/current-user', { headers: { authorization: `Bearer ${client}` } });
        const scenarios: [string, () => Request, Fetch][] = [
          ['current user', currentUser, fetch],
          ['current user, read', currentUser, fetchReading],
          ['admin page 1', paginate(admin, { page: 1, per_page: 20 }), fetch],
          ['client page 1', paginate(client, { page: 1, per_page: 20 }), fetch],
          ['client page 1, read', paginate(client, { page: 1, per_page: 20 }), fetchReading],
          ['client search', paginate(client, { page: 1, per_page: 20, search: 'cafet' }), fetch],
        ];
        const count = Number(values.requests);
        const results = new Map<string, { busyUs: number[]; cpuUs: number[]; rps: number[] }>();
        for (const [label, make, fetch] of scenarios) {
          await drive(fetch, make, 300); // JIT and the count cache
          results.set(label, { busyUs: [], cpuUs: [], rps: [] });
        }
        for (let round = 0; round < Number(values.rounds); round += 1) {
          for (const [label, make, fetch] of scenarios) {
            if (session && round === 0) await session.post('Profiler.start');
            const figures = await measure(fetch, make, count);
            results.get(label)!.busyUs.push(figures.busyUs);
            results.get(label)!.rps.push(figures.rps);
            results.get(label)!.cpuUs.push(figures.cpuUs);
            if (session && round === 0) {
              const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
              const file = path.join(values.profile!, `${engine}-${label.replace(/\s+/g, '-')}.cpuprofile`);
              fs.writeFileSync(file, JSON.stringify(profile));
              console.info(`\n=== ${engine}, ${label} (profiled round) ${file}`);
              summariseProfile(profile, count);
            }
          }
        }
        console.info(`\n=== ${engine}: main-thread busy µs per request and req/s (app.fetch, ${CONCURRENCY} at a time), medians of ${values.rounds} rounds`);
        for (const [label, r] of results) {
          console.info(
            `${label.padEnd(16)} process CPU ${median(r.cpuUs).toFixed(0).padStart(6)} µs/req  (${r.cpuUs.map((v) => v.toFixed(0)).join(', ')})` +
              `  busy ${median(r.busyUs).toFixed(0).padStart(6)} µs/req` +
              `  ${median(r.rps).toFixed(0).padStart(6)} req/s`,
          );
        }
      } finally {
        await dispose();
      }
    } finally {
      await opened.dispose();
    }
  }
  session?.disconnect();
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(error);
    process.exit(1);
  },
);
