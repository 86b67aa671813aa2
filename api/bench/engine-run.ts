import type { ProductListQuery } from '@ponte/shared';
import type { Database } from '../src/db/client.ts';
import { seedConfigParams } from '../src/modules/config/config-params.ts';
import type { Viewer } from '../src/modules/products/products-query.ts';
import type { BenchOptions, EngineName } from './bench-options.ts';
import { openBenchDatabase } from './bench-engines.ts';
import { startBenchServer } from './bench-server.ts';
import { measureDownloads, type DownloadSummary } from './download.ts';
import { captureListQueries, explainAnalyze, readableSql, trigramVerdict } from './explain.ts';
import { formatLoadTable, medianFigures, probe, runLoad, type LoadFigures, type Scenario } from './load.ts';
import { BENCH_PASSWORD, seedProducts } from './seed-products.ts';

export interface EngineResult {
  engine: EngineName;
  where: string;
  seedSeconds: number;
  figures: Record<string, LoadFigures>;
  runs: number;
  deepRatio: number;
  searchIndexed: boolean;
  downloads: DownloadSummary[];
}

const PER_PAGE = 20;
const DEEP_PAGE = 2000;
const DOWNLOAD_TIMEOUT_MS = 10 * 60_000;
const IDLE_TIMEOUT_MS = 2 * 60_000;

const log = (message: string) => console.info(`[bench] ${message}`);

/**
 * Plans of the statements `listProducts` sends for `body` that read products. Returns whether the search
 * is index-served: no statement reads products sequentially, and the trigram index finds the matches in at
 * least one (with a common fragment the page may instead walk the id index and stop after 20 matches).
 */
async function explainList(database: Database, viewer: Viewer, title: string, body: ProductListQuery) {
  const queries = (await captureListQueries(database, viewer, body)).filter((q) =>
    /from "products"/.test(q.sql),
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
    const seeded = await seedProducts(database.db, options.rows, options.maintenance, (done) =>
      log(`${engine}: ${done} products seeded`),
    );
    const seedSeconds = (performance.now() - seedStart) / 1000;
    log(
      `${engine}: seeded ${options.rows} products (then ${options.maintenance}) in ${seedSeconds.toFixed(1)} s`,
    );

    const server = await startBenchServer(database);
    const untrackServer = track(server.close);
    try {
      const admin = await server.login(seeded.admin.email, BENCH_PASSWORD);
      const client = await server.login(seeded.client.email, BENCH_PASSWORD);
      const paginate = (body: ProductListQuery, token: string) => ({
        method: 'POST' as const,
        path: '/api/v1/products/paginate',
        token,
        body,
      });
      const scenarios: Scenario[] = [
        { key: 'bare', label: 'bare JSON (GET /bench/bare)', method: 'GET', path: '/bench/bare' },
        { key: 'first', label: 'admin page 1', ...paginate({ page: 1, per_page: PER_PAGE }, admin) },
        {
          key: 'deep',
          label: `admin page ${DEEP_PAGE}`,
          ...paginate({ page: DEEP_PAGE, per_page: PER_PAGE }, admin),
        },
        {
          key: 'search',
          label: `admin search "${options.search}"`,
          ...paginate({ page: 1, per_page: PER_PAGE, search: options.search }, admin),
        },
        {
          key: 'client',
          label: 'client page 1 (catalogue)',
          ...paginate({ page: 1, per_page: PER_PAGE }, client),
        },
      ];
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
      // Per round too: the two runs of a round are 8 s apart, so the machine's drift mostly cancels out.
      const perRound = runs.first!.map((first, i) => (first.rps / runs.deep![i]!.rps).toFixed(2)).join(', ');
      console.info(
        `deep page / first page cost (req/s ratio): ${deepRatio.toFixed(2)}× (rounds: ${perRound}) ` +
          `(target ≤ 2×) => ${deepRatio <= 2 ? 'PASS' : 'FAIL'}`,
      );

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
      await explainList(database, adminViewer, `${engine}, admin page 1`, { page: 1, per_page: PER_PAGE });
      await explainList(database, adminViewer, `${engine}, admin page ${DEEP_PAGE}`, {
        page: DEEP_PAGE,
        per_page: PER_PAGE,
      });
      await explainList(database, clientViewer, `${engine}, client page 1`, { page: 1, per_page: PER_PAGE });

      log(`${engine}: downloading ${options.rows} products as csv and xlsx, ${options.repeat} time(s) each`);
      const downloads = await measureDownloads(
        server.baseUrl,
        admin,
        options.rows,
        options.repeat,
        DOWNLOAD_TIMEOUT_MS,
      );
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
