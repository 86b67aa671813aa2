/**
 * `tsx bench/profile-catalogue.ts [--engines pglite,postgres] [--rows N] [--duration S] [--out DIR]`: where the
 * API process spends its CPU per catalogue request (decision 051). Seeds a catalogue, serves the API as
 * `bench:api` does, loads client page 1 and client search with autocannon (its own worker thread), and
 * samples the main thread with the V8 profiler meanwhile. Prints self time by module and the heaviest
 * functions, and writes each `.cpuprofile` (open it in Chrome DevTools) into --out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { seedConfigParams } from '../src/modules/config/config-params.ts';
import { openBenchDatabase } from './bench-engines.ts';
import type { EngineName } from './bench-options.ts';
import { startBenchServer } from './bench-server.ts';
import { runLoad, type Scenario } from './load.ts';
import { summariseProfile, type Profile } from './profile-summary.ts';
import { BENCH_PASSWORD, seedProducts } from './seed-products.ts';

const { values } = parseArgs({
  options: {
    engines: { type: 'string', default: 'postgres,pglite' },
    rows: { type: 'string', default: '20000' },
    duration: { type: 'string', default: '8' },
    out: { type: 'string', default: path.join(process.cwd(), 'bench-profiles') },
  },
});

async function main() {
  fs.mkdirSync(values.out!, { recursive: true });
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  for (const engine of values.engines!.split(',') as EngineName[]) {
    const opened = await openBenchDatabase(
      engine,
      process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    );
    if (!opened) continue;
    try {
      await opened.database.migrate();
      await seedConfigParams(opened.database.db);
      const seeded = await seedProducts(opened.database.db, Number(values.rows), 'vacuum', () => {}, engine);
      const server = await startBenchServer(opened.database);
      try {
        const client = await server.login(seeded.client.email, BENCH_PASSWORD);
        const scenarios: Scenario[] = [
          { key: 'client', label: 'client page 1', method: 'POST', path: '/api/v1/products/paginate', token: client, body: { page: 1, per_page: 20 } },
          {
            key: 'clientSearch',
            label: 'client search "cafet"',
            method: 'POST',
            path: '/api/v1/products/paginate',
            token: client,
            body: { page: 1, per_page: 20, search: 'cafet' },
          },
        ];
        for (const scenario of scenarios) {
          // Warm-up: JIT and the count cache, so the profile is the steady state.
          await runLoad(server.baseUrl, scenario, { connections: 10, duration: 2 });
          await server.idle(60_000);
          await session.post('Profiler.start');
          const figures = await runLoad(server.baseUrl, scenario, { connections: 10, duration: Number(values.duration) });
          await server.idle(60_000);
          const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
          const file = path.join(values.out!, `${engine}-${scenario.key}.cpuprofile`);
          fs.writeFileSync(file, JSON.stringify(profile));
          console.info(`\n=== ${engine}, ${scenario.label}: ${figures.rps.toFixed(0)} req/s (profiled), ${file}`);
          summariseProfile(profile, figures.requests);
        }
      } finally {
        await server.close();
      }
    } finally {
      await opened.dispose();
    }
  }
  session.disconnect();
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(error);
    process.exit(1);
  },
);
