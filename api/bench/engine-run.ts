import type { ProductListQuery } from '@ponte/shared';
import type { Database } from '../src/db/client.ts';
import { seedConfigParams } from '../src/modules/config/config-params.ts';
import type { Viewer } from '../src/modules/products/products.queries.ts';
import type { BenchOptions, EngineName } from './bench-options.ts';
import { openBenchDatabase } from './bench-engines.ts';
import { READ_PREFIX, startBenchServer } from './bench-server.ts';
import { measureDownloads, type DownloadSummary } from './download.ts';
import { captureListQueries, captureSessionQuery, explainAnalyze, readableSql, trigramVerdict } from './explain.ts';
import { formatLoadTable, medianFigures, probe, runLoad, type LoadFigures, type Scenario } from './load.ts';
import { BENCH_PASSWORD, seedProducts } from './seed-products.ts';

export interface EngineResult {
  engine: EngineName;
  where: string;
  seedSeconds: number;
  figures: Record<string, LoadFigures>;
  runs: number;
  /** Page 2000 ÷ page 1 (admin): the OFFSET walk of a page in the first half, reported without a target. */
  deepRatio: number;
  verdicts: Verdict[];
  searchIndexed: boolean;
  downloads: DownloadSummary[];
}

/** One target of decision 035: a measured ratio against its limit. */
export interface Verdict {
  label: string;
  value: number;
  limit: number;
  pass: boolean;
}

const PER_PAGE = 20;
const DEEP_PAGE = 2000;
const DOWNLOAD_TIMEOUT_MS = 10 * 60_000;
const IDLE_TIMEOUT_MS = 2 * 60_000;

const log = (message: string) => console.info(`[bench] ${message}`);

/**
 * Targets of decision 035, as the cost of a scenario over the bare answer of the same run (bare req/s ÷
 * req/s), per engine; the deepest page against the first of the same viewer. At 1M products the ratios may
 * be 1.5 times these.
 */
const TARGETS = {
  postgres: { client: 25, clientSearch: 25, first: 15, supplier: 15 },
  pglite: { client: 40, clientSearch: 40, first: 30, supplier: 30 },
} as const;
const DEEPEST_OVER_FIRST = 1.5;
const LARGE_SLACK = 1.5;

/**
 * Plans of the statements `listProducts` sends for `body` that read products. Returns whether the search
 * is index-served: no statement reads products sequentially, and the trigram index finds the matches in at
 * least one (with a common fragment the page may instead walk the id index and stop after 20 matches).
 */
async function explainList(database: Database, viewer: Viewer, title: string, body: ProductListQuery) {
  const queries = (await captureListQueries(database, viewer, body)).filter((q) =>
    /from "?products"?\b|product_counts/i.test(q.sql),
  );
  console.info(
    `\n=== EXPLAIN (ANALYZE, BUFFERS): ${title}, the statements on products as the service sends them`,
  );
  let seqScan = false;
  let trigram = false;
  let discarded = 0;
  for (const query of queries) {
    const explained = await explainAnalyze(database, query);
    const verdict = trigramVerdict(explained.plan);
    seqScan ||= verdict.seqScan;
    trigram ||= verdict.trigram;
    discarded = Math.max(discarded, verdict.rowsRemovedByFilter);
    console.info(`\n-- ${readableSql(query)}\n${explained.plan}`);
  }
  const pass = !seqScan && trigram;
  if (body.search) {
    console.info(
      `-> ${title}: products_name_trgm used: ${trigram ? 'yes' : 'NO'}; sequential scan of products: ` +
        `${seqScan ? 'YES' : 'no'}; most rows read and discarded by a filter: ${discarded} => ${pass ? 'PASS' : 'FAIL'}`,
    );
  }
  return pass;
}

/** Seeds one engine, loads it in a fixed order (bare, first page, deep page, search, client), explains, downloads. */
export async function runEngine(
  engine: EngineName,
  options: BenchOptions,
  track: (dispose: () => Promise<void>) => () => void,
): Promise<EngineResult | null> {
  const opened = await openBenchDatabase(engine, options.postgresUrl);
  if (!opened) return null;
  const untrack = track(opened.dispose);
  try {
    const { database } = opened;
    log(`${engine}: ${opened.where}`);
    await database.migrate();
    await seedConfigParams(database.db);
    const seedStart = performance.now();
    const seeded = await seedProducts(
      database.db,
      options.rows,
      options.maintenance,
      (done) => log(`${engine}: ${done} products seeded`),
      engine,
    );
    if (options.maintenance === 'app') {
      log(`${engine}: the app's own maintenance: ${seeded.maintained.join(', ') || 'nothing (autovacuum runs when it will)'}`);
    }
    const seedSeconds = (performance.now() - seedStart) / 1000;
    log(
      `${engine}: seeded ${options.rows} products (then ${options.maintenance}) in ${seedSeconds.toFixed(1)} s`,
    );

    const server = await startBenchServer(database);
    const untrackServer = track(server.close);
    try {
      const admin = await server.login(seeded.admin.email, BENCH_PASSWORD);
      const client = await server.login(seeded.client.email, BENCH_PASSWORD);
      const supplier = await server.login(seeded.supplier.email, BENCH_PASSWORD);
      const paginate = (body: ProductListQuery, token: string) => ({
        method: 'POST' as const,
        path: '/api/v1/products/paginate',
        token,
        body,
      });
      // The same request to the app of the same server that keeps no page or session (decisions 075, 076).
      const readEachTime = (scenario: Scenario): Scenario => ({
        ...scenario,
        key: `${scenario.key}Read`,
        label: `${scenario.label}, read each time`,
        path: `${READ_PREFIX}${scenario.path}`,
      });
      const page1 = { page: 1, per_page: PER_PAGE };
      // The deepest page of each list: its last page, as page 1 says.
      const lastPage = async (token: string) => {
        const body = await probe(server.baseUrl, { key: 'p', label: 'page 1', ...paginate(page1, token) });
        return body.paginate!.last_page;
      };
      const adminLast = await lastPage(admin);
      const clientLast = await lastPage(client);
      const scenarios: Scenario[] = [
        { key: 'bare', label: 'bare JSON (GET /bench/bare)', method: 'GET', path: '/bench/bare' },
        { key: 'first', label: 'admin page 1', ...paginate(page1, admin) },
        {
          key: 'deep',
          label: `admin page ${DEEP_PAGE}`,
          ...paginate({ page: DEEP_PAGE, per_page: PER_PAGE }, admin),
        },
        { key: 'adminLast', label: `admin page ${adminLast} (last)`, ...paginate({ ...page1, page: adminLast }, admin) },
        {
          key: 'search',
          label: `admin search "${options.search}"`,
          ...paginate({ ...page1, search: options.search }, admin),
        },
        { key: 'supplier', label: 'supplier page 1 (own)', ...paginate(page1, supplier) },
        { key: 'client', label: 'client page 1 (catalogue)', ...paginate(page1, client) },
        {
          key: 'clientBrowser',
          label: 'client page 1, brotli (browser)',
          ...paginate(page1, client),
          acceptEncoding: 'gzip, deflate, br, zstd',
        },
        {
          key: 'clientSearch',
          label: `client search "${options.search}"`,
          ...paginate({ ...page1, search: options.search }, client),
        },
        {
          key: 'clientLast',
          label: `client page ${clientLast} (last)`,
          ...paginate({ ...page1, page: clientLast }, client),
        },
      ];
      const byKey = (key: string) => scenarios.find((s) => s.key === key)!;
      scenarios.push(...['first', 'adminLast', 'client', 'clientSearch', 'clientLast'].map((key) => readEachTime(byKey(key))));
      for (const scenario of scenarios.slice(1)) {
        const body = await probe(server.baseUrl, scenario);
        log(`${engine}: ${scenario.label} → ${body.products?.length} products of ${body.paginate?.total}`);
        if (!body.products?.length)
          throw new Error(`${scenario.label} answered no products: the figures would mean nothing`);
      }

      const runs: Record<string, LoadFigures[]> = Object.fromEntries(scenarios.map((s) => [s.key, []]));
      for (let round = 1; round <= options.repeat; round += 1) {
        for (const scenario of scenarios) {
          log(`${engine}: round ${round}/${options.repeat}, ${scenario.label} for ${options.duration} s`);
          runs[scenario.key]!.push(await runLoad(server.baseUrl, scenario, options));
          await server.idle(IDLE_TIMEOUT_MS);
        }
      }
      const figures = Object.fromEntries(scenarios.map((s) => [s.key, medianFigures(runs[s.key]!)]));
      console.info(
        `\n=== ${engine}: ${options.rows} products, ${options.connections} connections, ${options.duration} s per run`,
      );
      console.info(
        formatLoadTable(
          scenarios.map((s) => ({ label: s.label, runs: runs[s.key]! })),
          figures.bare!,
        ),
      );
      const deepRatio = figures.first!.rps / figures.deep!.rps;
      // Per round too: the two runs of a round are seconds apart, so the machine's drift mostly cancels out.
      const perRound = runs.first!.map((first, i) => (first.rps / runs.deep![i]!.rps).toFixed(2)).join(', ');
      console.info(
        `page ${DEEP_PAGE} / page 1 cost (req/s ratio, no target: an OFFSET walk of the first half): ` +
          `${deepRatio.toFixed(2)}× (rounds: ${perRound})`,
      );
      const slack = options.rows > 200_000 ? LARGE_SLACK : 1;
      const cost = (key: string) => figures.bare!.rps / figures[key]!.rps;
      const verdicts: Verdict[] = [];
      const judge = (label: string, value: number, limit: number) =>
        verdicts.push({ label, value, limit, pass: value <= limit });
      const targets = TARGETS[engine];
      judge('client page 1 × bare', cost('client'), targets.client * slack);
      judge(`client search × bare`, cost('clientSearch'), targets.clientSearch * slack);
      judge('admin page 1 × bare', cost('first'), targets.first * slack);
      judge('supplier page 1 × bare', cost('supplier'), targets.supplier * slack);
      // The deepest page against the first where it costs the database something: read each time.
      judge('admin last page ÷ admin page 1 (read each time)', figures.firstRead!.rps / figures.adminLastRead!.rps, DEEPEST_OVER_FIRST * slack);
      judge('client last page ÷ client page 1 (read each time)', figures.clientRead!.rps / figures.clientLastRead!.rps, DEEPEST_OVER_FIRST * slack);
      for (const v of verdicts) {
        console.info(`${v.label}: ${v.value.toFixed(2)}× (target ≤ ${v.limit}×) => ${v.pass ? 'PASS' : 'FAIL'}`);
      }

      const adminViewer: Viewer = { id: seeded.admin.id, role: 'admin' };
      const clientViewer: Viewer = { id: seeded.client.id, role: 'client' };
      const searches = [options.search, options.rareSearch].map((search) => ({
        page: 1,
        per_page: PER_PAGE,
        search,
      }));
      let searchIndexed = true;
      for (const [who, viewer] of [
        ['admin', adminViewer],
        ['client', clientViewer],
      ] as const) {
        for (const body of searches) {
          // Every plan is printed, even after a failure: no short-circuit here.
          const indexed = await explainList(
            database,
            viewer,
            `${engine}, ${who} search "${body.search}"`,
            body,
          );
          searchIndexed = searchIndexed && indexed;
        }
      }
      await explainList(database, adminViewer, `${engine}, admin page 1`, page1);
      await explainList(database, adminViewer, `${engine}, admin page ${DEEP_PAGE}`, {
        page: DEEP_PAGE,
        per_page: PER_PAGE,
      });
      await explainList(database, adminViewer, `${engine}, admin page ${adminLast} (last)`, { ...page1, page: adminLast });
      await explainList(database, clientViewer, `${engine}, client page 1`, page1);
      await explainList(database, clientViewer, `${engine}, client page ${clientLast} (last)`, { ...page1, page: clientLast });
      await explainList(database, { id: seeded.supplier.id, role: 'supplier' }, `${engine}, supplier page 1`, page1);
      await explainList(database, clientViewer, `${engine}, client filter category "Cozinha"`, {
        ...page1,
        filter: { category: 'Cozinha' },
      });
      console.info(`\n=== EXPLAIN (ANALYZE, BUFFERS): ${engine}, session lookup (session, user, subscription state)`);
      for (const query of await captureSessionQuery(database, client)) {
        console.info(`\n-- ${readableSql(query)}\n${(await explainAnalyze(database, query)).plan}`);
      }

      if (!options.skipDownload) {
        log(`${engine}: downloading ${options.rows} products as csv and xlsx, ${options.repeat} time(s) each`);
      }
      const downloads = options.skipDownload
        ? []
        : await measureDownloads(server.baseUrl, admin, options.rows, options.repeat, DOWNLOAD_TIMEOUT_MS);
      for (const d of downloads) {
        console.info(
          `download ${d.format}: extra RSS median +${d.medianExtraMb.toFixed(0)} MB, worst +${d.maxExtraMb.toFixed(0)} MB ` +
            `(target < 100 MB) => ${d.maxExtraMb < 100 ? 'PASS' : 'FAIL'}`,
        );
      }
      return {
        engine,
        where: opened.where,
        seedSeconds,
        figures,
        runs: options.repeat,
        deepRatio,
        verdicts,
        searchIndexed,
        downloads,
      };
    } finally {
      await server.close();
      untrackServer();
    }
  } finally {
    await opened.dispose();
    untrack();
  }
}
