/**
 * What durability costs on PGlite (decision 032): the time to commit one small write, as PGlite ships (fsync
 * off, nothing synced) and as Ponte opens it (src/db/pglite-durable.ts: each commit synced to the disk).
 * Not part of `npm test`. Usage: `npx tsx api/bench/pglite-commits.ts [commits per round, default 500]`.
 * Figures: docs/operations.md, "What each engine guarantees".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { durablePgliteOptions } from '../src/db/pglite-durable.ts';

const COMMITS = Number(process.argv[2] ?? 500);
const ROUNDS = 3;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ponte-bench-commits-'));

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function round(durable: boolean, n: number) {
  const dir = path.join(work, `${durable ? 'durable' : 'as-shipped'}-${n}`);
  const client = await PGlite.create(dir, durable ? durablePgliteOptions(dir) : {});
  await client.exec(
    'CREATE TABLE writes (id serial PRIMARY KEY, body text NOT NULL, at timestamptz NOT NULL DEFAULT now())',
  );
  const times: number[] = [];
  for (let i = 0; i < COMMITS; i++) {
    const start = performance.now();
    await client.query('INSERT INTO writes (body) VALUES ($1)', [`escrita ${i}`]);
    times.push(performance.now() - start);
  }
  // A Bling sync page: 100 products written in one transaction.
  const batchStart = performance.now();
  await client.transaction(async (tx) => {
    for (let i = 0; i < 100; i++) await tx.query('INSERT INTO writes (body) VALUES ($1)', [`lote ${i}`]);
  });
  const batch = performance.now() - batchStart;
  await client.close();
  return { times, batch };
}

try {
  console.info(
    `[bench] ${COMMITS} single-row commits per round, ${ROUNDS} rounds each, alternating; load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  const results = {
    false: [] as Awaited<ReturnType<typeof round>>[],
    true: [] as Awaited<ReturnType<typeof round>>[],
  };
  for (let n = 0; n < ROUNDS; n++) {
    for (const durable of [false, true]) results[`${durable}`].push(await round(durable, n));
  }
  for (const durable of [false, true]) {
    const all = results[`${durable}`].flatMap((r) => r.times).sort((a, b) => a - b);
    const total = all.reduce((sum, t) => sum + t, 0);
    const batches = results[`${durable}`].map((r) => r.batch.toFixed(1)).join(', ');
    console.info(
      `${durable ? 'durable (Ponte)  ' : 'as shipped (-F) '}  commit median ${percentile(all, 0.5).toFixed(2)} ms · p90 ${percentile(all, 0.9).toFixed(2)} ms · ` +
        `p99 ${percentile(all, 0.99).toFixed(2)} ms · ${Math.round((all.length * 1000) / total)} commits/s · 100-row transaction ${batches} ms`,
    );
  }
  console.info(
    `[bench] load at the end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
