/**
 * `npm run bench:api`: seeds a large catalogue on PGlite (on disk) and on a local PostgreSQL, serves the API
 * over real HTTP on 127.0.0.1, and measures products paginate against a bare JSON endpoint of the same server.
 * Not part of `npm test`. Usage: `npm run bench:api -- --help`. Figures and how to read them: docs/benchmarks.md.
 */
import os from 'node:os';
import { parseBenchOptions, type BenchOptions } from './bench-options.ts';
import { runEngine, type EngineResult } from './engine-run.ts';

let options: BenchOptions;
try {
  options = parseBenchOptions(process.argv.slice(2));
} catch (error) {
  console.error(`[bench] ${(error as Error).message} (see --help)`);
  process.exit(2);
}
const disposers = new Set<() => Promise<void>>();
const track = (dispose: () => Promise<void>) => {
  disposers.add(dispose);
  return () => void disposers.delete(dispose);
};

/** Whatever happens (timeout, Ctrl-C), the temporary directory and the throw-away database go away. */
async function abort(reason: string, code: number) {
  console.error(`\n[bench] ${reason}: cleaning up`);
  // Requests still in flight fail once their database closes; their logs would bury the reason above.
  console.error = () => {};
  for (const dispose of [...disposers].reverse()) await dispose().catch(() => {});
  process.exit(code);
}
setTimeout(
  () => void abort(`stopped after ${options.timeoutMinutes} min (--timeout-min)`, 3),
  options.timeoutMinutes * 60_000,
).unref();
process.once('SIGINT', () => void abort('interrupted', 130));
process.once('SIGTERM', () => void abort('terminated', 143));

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

function summary(results: EngineResult[]) {
  console.info(
    `\n=== Summary (${options.rows} products, ${options.maintenance} after seeding; medians of ${options.repeat} run(s) of ${options.duration} s)`,
  );
  console.info(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}`,
  );
  let allPass = true;
  for (const r of results) {
    const f = r.figures;
    const downloadPass = r.downloads.every((d) => d.maxExtraMb < 100);
    allPass &&= r.verdicts.every((v) => v.pass) && r.searchIndexed && downloadPass;
    console.info(`\n${r.engine} (${r.where}; seed ${r.seedSeconds.toFixed(0)} s)`);
    const rps = (key: string) => `${f[key]!.rps.toFixed(0)} (${(f.bare!.rps / f[key]!.rps).toFixed(1)}×)`;
    console.info(
      `  req/s (× bare)  bare ${f.bare!.rps.toFixed(0)} · admin page 1 ${rps('first')} · page 2000 ${rps('deep')}` +
        ` · admin last ${rps('adminLast')} · admin search ${rps('search')} · supplier page 1 ${rps('supplier')}` +
        ` · client page 1 ${rps('client')} · client search ${rps('clientSearch')} · client last ${rps('clientLast')}`,
    );
    for (const v of r.verdicts) {
      console.info(`  ${v.label}: ${v.value.toFixed(2)}× (≤ ${v.limit}×) ${verdict(v.pass)}`);
    }
    console.info(`  page 2000 ÷ page 1 (admin, no target): ${r.deepRatio.toFixed(2)}×`);
    console.info(`  name search served by products_name_trgm, no seq scan: ${verdict(r.searchIndexed)}`);
    for (const d of r.downloads) {
      console.info(
        `  download ${d.format} (${(d.bytes / 2 ** 20).toFixed(1)} MB in ${d.medianSeconds.toFixed(1)} s) extra RSS < 100 MB: ` +
          `median +${d.medianExtraMb.toFixed(0)} MB, worst +${d.maxExtraMb.toFixed(0)} MB ${verdict(d.maxExtraMb < 100)}`,
      );
    }
  }
  return allPass;
}

async function main() {
  console.info(
    `[bench] ${options.rows} products on ${options.engines.join(', ')}; ${options.connections} connections, ` +
      `${options.duration} s per run, ${options.repeat} round(s); hard stop after ${options.timeoutMinutes} min`,
  );
  const results: EngineResult[] = [];
  for (const engine of options.engines) {
    const result = await runEngine(engine, options, track);
    if (result) results.push(result);
  }
  if (!results.length) throw new Error('no engine could be measured');
  return summary(results);
}

main().then(
  (allPass) => process.exit(allPass ? 0 : 1),
  // drizzle wraps the driver's error: its cause is the one that says what went wrong.
  (error: Error) =>
    void abort(`failed: ${error.stack ?? error.message}\ncause: ${String(error.cause ?? '-')}`, 2),
);
