import { parseArgs } from 'node:util';
import { MAINTENANCE, type Maintenance } from './seed-products.ts';

export type EngineName = 'pglite' | 'postgres';

export interface BenchOptions {
  rows: number;
  engines: EngineName[];
  /** Seconds per autocannon run. */
  duration: number;
  connections: number;
  /** How many times the whole load sequence runs; the table shows the median of each figure. */
  repeat: number;
  search: string;
  /** A fragment few names contain: the page query itself must then go through the trigram index. */
  rareSearch: string;
  maintenance: Maintenance;
  /** Skip the CSV/XLSX downloads (minutes at 1M rows) when only the catalogue pages are of interest. */
  skipDownload: boolean;
  /** The whole benchmark is stopped after this many minutes, whatever it is doing. */
  timeoutMinutes: number;
  postgresUrl: string;
}

const USAGE = `npm run bench:api -- [options]
  --rows N            products to seed (default 100000)
  --large             same as --rows 1000000
  --engines LIST      pglite,postgres (default both)
  --duration S        seconds per load run (default 8)
  --connections N     concurrent connections (default 10)
  --repeat N          run the load sequence N times and report medians (default 1)
  --search TEXT       name fragment to search (default "cafet", 1 name in 37)
  --rare-search TEXT  rare fragment, only EXPLAINed (default "térmica inox preto", 1 in 16169)
  --maintenance M     after seeding: vacuum (VACUUM ANALYZE, default), analyze, none, or app (only the
                      app's own maintenance, as it really runs: PGlite's pass after listening; nothing on PostgreSQL)
  --no-download       skip the CSV/XLSX downloads (no download verdict)
  --timeout-min M     hard stop after M minutes (default 20, 90 with 1M rows)
env BENCH_DATABASE_URL  PostgreSQL server, loopback only (default postgres://postgres@127.0.0.1:5432/test)`;

const positiveInt = (name: string, value: string | undefined, fallback: number) => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got "${value}"`);
  return n;
};

/** Loopback only: the benchmark creates and drops a database, which must never happen on a shared server. */
function loopbackUrl(raw: string): string {
  const url = new URL(raw);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    throw new Error(`BENCH_DATABASE_URL must point at 127.0.0.1 (got ${url.hostname})`);
  }
  return raw;
}

export function parseBenchOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      rows: { type: 'string' },
      large: { type: 'boolean' },
      engines: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      repeat: { type: 'string' },
      search: { type: 'string' },
      'rare-search': { type: 'string' },
      maintenance: { type: 'string' },
      'timeout-min': { type: 'string' },
      'no-download': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: false,
  });
  if (values.help) {
    console.info(USAGE);
    process.exit(0);
  }
  const rows = values.large ? 1_000_000 : positiveInt('rows', values.rows, 100_000);
  const engines = (values.engines ?? 'pglite,postgres').split(',').map((e) => e.trim());
  for (const engine of engines) {
    if (engine !== 'pglite' && engine !== 'postgres')
      throw new Error(`unknown engine "${engine}" (pglite, postgres)`);
  }
  const maintenance = (values.maintenance ?? 'vacuum') as Maintenance;
  if (!MAINTENANCE.includes(maintenance))
    throw new Error(`--maintenance must be one of ${MAINTENANCE.join(', ')}`);
  return {
    rows,
    engines: engines as EngineName[],
    duration: positiveInt('duration', values.duration, 8),
    connections: positiveInt('connections', values.connections, 10),
    repeat: positiveInt('repeat', values.repeat, 1),
    search: values.search ?? 'cafet',
    rareSearch: values['rare-search'] ?? 'térmica inox preto',
    maintenance,
    skipDownload: values['no-download'] ?? false,
    timeoutMinutes: positiveInt('timeout-min', values['timeout-min'], rows > 200_000 ? 90 : 20),
    postgresUrl: loopbackUrl(process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'),
  };
}
