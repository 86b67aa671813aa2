/**
 * `npm run bench:public`: what the GETs anyone may send without signing in cost the server (decisions 072
 * and 073). The whole host of `npm start` (built site and console) on PGlite on disk or PostgreSQL, an
 * empty migrated database; autocannon at 10 connections on each path, once as the bench tools ask (no
 * Accept-Encoding) and once as a browser does, with the bare JSON answer of the same server as the
 * yardstick. A public path many times dearer than the others is a lever for whoever wants the product
 * slow. Needs the builds (`npm run build`). Not part of `npm test`.
 * Usage: npm run bench:public -- [--engine pglite|postgres] [--duration 5] [--repeat 1]
 *   [--postgres postgres://postgres@127.0.0.1:5432/test]
 */
import { parseArgs } from 'node:util';
import { seedConfigParams } from '../src/modules/config/config-params.ts';
import { openBenchDatabase } from './bench-engines.ts';
import type { EngineName } from './bench-options.ts';
import { startBenchServer } from './bench-server.ts';
import { formatLoadTable, medianFigures, runLoad, type LoadFigures, type Scenario } from './load.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    duration: { type: 'string', default: '5' },
    repeat: { type: 'string', default: '1' },
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
  },
});
const BROWSER = 'gzip, deflate, br, zstd';
const PATHS = [
  '/api/health',
  '/api/ready',
  '/api/openapi.json',
  '/api/docs',
  '/api/docs/swagger-ui-bundle.js',
  '/api/docs/swagger-ui.css',
  '/login',
  '/register',
  '/forgot-password',
  '/admin/',
];

const bench = await openBenchDatabase(values.engine as EngineName, values.postgres);
if (!bench) throw new Error(`no ${values.engine} database`);
await bench.database.migrate();
await seedConfigParams(bench.database.db);
const server = await startBenchServer(bench.database, { site: true });
try {
  const scenarios: Scenario[] = [
    { key: 'bare', label: 'bare JSON', method: 'GET', path: '/bench/bare' },
    ...PATHS.flatMap((path): Scenario[] => [
      { key: path, label: path, method: 'GET', path },
      { key: `${path} br`, label: `${path} (browser)`, method: 'GET', path, acceptEncoding: BROWSER },
    ]),
  ];
  const runs = new Map<string, LoadFigures[]>(scenarios.map((s) => [s.key, []]));
  const options = { connections: 10, duration: Number(values.duration) };
  for (let round = 0; round < Number(values.repeat); round += 1) {
    for (const scenario of scenarios) {
      runs.get(scenario.key)!.push(await runLoad(server.baseUrl, scenario, options));
      await server.idle(10_000);
    }
  }
  console.info(`\n=== ${values.engine}: anonymous GETs, 10 connections, ${values.duration} s per run (${bench.where})`);
  console.info(
    formatLoadTable(
      scenarios.map((s) => ({ label: s.label, runs: runs.get(s.key)! })),
      medianFigures(runs.get('bare')!),
    ),
  );
} finally {
  await server.close();
  await bench.dispose();
}
