/**
 * `npm run bench:bling`: a full Bling sync against the fake Bling at its real limit (3 requests in any
 * 1 s window, in its own process, as Bling is), then an incremental run after 1% of the catalogue
 * changed. Reports the request rate as a share of the limit (target ≥ 90%), 429s (target 0), and the
 * incremental run's requests against list pages + changed products (target: equal). Not part of
 * `npm test`; figures in docs/benchmarks.md.
 *
 *   npm run bench:bling -- [--products 240] [--repeat 3] [--rate 2.85] [--latency 0]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { createApp, DEFAULT_RATE_LIMITS, keptAnswers } from '../src/app.ts';
import { createSession } from '../src/auth/sessions.service.ts';
import { openDatabase } from '../src/db/client.ts';
import { parseEnv } from '../src/env.ts';
import { createMailer } from '../src/lib/mailer.ts';
import { REPO_ROOT } from '../src/lib/paths.ts';
import { seedConfigParams } from '../src/modules/config/config-params.ts';
import { openJobQueue, type JobQueue } from '../src/jobs/job-queue.ts';
import { startBlingWorker } from '../src/modules/bling/bling-worker.ts';
import { users } from '../src/modules/users/users.table.ts';
import {
  configureBlingApp,
  connectThroughBling,
  TEST_APP_KEY,
  waitFor,
} from '../test/fake-bling/app-setup.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '240' },
    repeat: { type: 'string', default: '1' },
    rate: { type: 'string' },
    latency: { type: 'string', default: '0' },
  },
});
const PRODUCTS = Number(values.products);
const LIMIT = 3;

interface Ready {
  url: string;
  env: Record<string, string>;
}

/** The fake in its own process: the sync's event loop cannot bend the fake's clock. */
async function startFake(port: number): Promise<{ child: ChildProcess; ready: Ready }> {
  const args = [
    '--import',
    'tsx',
    'api/test/fake-bling/cli.ts',
    '--port',
    String(port),
    '--products',
    String(PRODUCTS),
  ];
  const options = ['--rate-limit', String(LIMIT), '--authorize', 'approve', '--latency', values.latency!];
  // Node itself (not npx), so killing the child stops the fake.
  const child = spawn(process.execPath, [...args, ...options], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`fake Bling exited (${code})`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('FAKE_BLING_READY ')) resolve(JSON.parse(line.slice(17)) as Ready);
    });
  });
  return { child, ready };
}

async function control<T = unknown>(url: string, name: string, ...args: unknown[]): Promise<T> {
  const res = await fetch(`${url}/__control/${name}`, { method: 'POST', body: JSON.stringify({ args }) });
  return ((await res.json()) as { result: T }).result;
}

interface Stats {
  requests: number;
  byRoute: Record<string, number>;
  arrivals: number[];
  tooManyRequests: number;
  tokenCalls: number;
}

async function once(round: number) {
  const { child, ready } = await startFake(3900 + round);
  const database = await openDatabase('memory://');
  let jobs: JobQueue | undefined;
  try {
    await database.migrate();
    await seedConfigParams(database.db);
    await configureBlingApp(database.db);
    const env = parseEnv({
      NODE_ENV: 'test',
      APP_KEY: TEST_APP_KEY,
      ...ready.env,
      ...(values.rate ? { BLING_REQUESTS_PER_SECOND: values.rate } : {}),
    });
    jobs = await openJobQueue(database);
    const deps = {
      db: database.db,
      env,
      jobs,
      now: () => new Date(),
      ...keptAnswers(database.changes),
      rateLimits: DEFAULT_RATE_LIMITS,
      mailer: createMailer({ outboxDir: '/tmp/ponte-bench-outbox', from: 'bench@ponte.local' }),
    };
    const app = createApp(deps);
    const call = async (method: string, url: string, options: { token?: string } = {}) => {
      const res = await app.request(url, {
        method,
        headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
    };
    const [supplier] = await database.db
      .insert(users)
      .values({ name: 'Fornecedor', email: 'bench@ponte.local', password_hash: 'x', role: 'supplier' })
      .returning();
    const { token } = await createSession(database.db, supplier!.id, 1, new Date());
    const lastRun = async () => (await call('GET', '/api/v1/bling/status', { token })).body.last_run;
    const finish = (id: number) =>
      waitFor(async () => ((await lastRun())?.id === id ? lastRun() : null), 30 * 60_000, 'the run');

    await connectThroughBling({ call }, token); // queues the first (full) run
    await control(ready.url, 'resetStats');
    const worker = startBlingWorker(deps, { pollMs: 100 });
    const fullRunId = (await call('GET', '/api/v1/bling/status', { token })).body.current_run.id as number;
    const full = await finish(fullRunId);
    const fullStats = await control<Stats>(ready.url, 'stats');

    const changed = await control<number[]>(
      ready.url,
      'changeProducts',
      Math.max(1, Math.round(PRODUCTS / 100)),
    );
    const products = await Promise.all(
      changed.map((id) => control<{ situacao: string }>(ready.url, 'product', id)),
    );
    await control(ready.url, 'resetStats');
    const started = await call('POST', '/api/v1/products/sync_bling', { token });
    const incremental = await finish(started.body.run.id);
    const incStats = await control<Stats>(ready.url, 'stats');
    await worker.stop();

    const arrivals = fullStats.arrivals;
    const seconds = (arrivals.at(-1)! - arrivals[0]!) / 1000;
    const rate = (arrivals.length - 1) / seconds;
    const listPages = incStats.byRoute['GET /produtos'] ?? 0;
    const expected = listPages + products.filter((p) => p.situacao === 'A').length;
    return {
      full: {
        status: full.status,
        kind: full.kind,
        created: full.products_created,
        requests: fullStats.requests,
        seconds,
        rate,
        share: rate / LIMIT,
        tooMany: fullStats.tooManyRequests,
      },
      incremental: {
        status: incremental.status,
        kind: incremental.kind,
        changed: changed.length,
        requests: incStats.requests,
        listPages,
        expected,
        tooMany: incStats.tooManyRequests,
      },
    };
  } finally {
    await jobs?.stop();
    await database.close();
    child.kill('SIGTERM');
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const results = [];
for (let round = 0; round < Number(values.repeat); round++) {
  const result = await once(round);
  results.push(result);
  const { full: f, incremental: i } = result;
  console.info(
    `[bench:bling] round ${round + 1}: full ${f.status} (${f.created} created) ${f.requests} requests in ${f.seconds.toFixed(1)} s = ` +
      `${f.rate.toFixed(3)} req/s = ${(f.share * 100).toFixed(1)}% of ${LIMIT}/s, 429s: ${f.tooMany}; ` +
      `incremental ${i.kind} ${i.status}: ${i.requests} requests for ${i.changed} changed (list pages ${i.listPages} + changed details = ${i.expected}), 429s: ${i.tooMany}`,
  );
}
const share = median(results.map((r) => r.full.share));
const tooMany = median(results.map((r) => r.full.tooMany + r.incremental.tooMany));
const equal = results.every((r) => r.incremental.requests === r.incremental.expected);
console.info(`
| figure (median of ${results.length}, ${PRODUCTS} products) | value | target |
|---|---|---|
| full sync: requests/s as a share of 3/s | ${(share * 100).toFixed(1)}% (${(share * LIMIT).toFixed(2)} req/s) | ≥ 90% ${share >= 0.9 ? 'PASS' : 'FAIL'} |
| full sync: duration | ${median(results.map((r) => r.full.seconds)).toFixed(1)} s for ${median(results.map((r) => r.full.requests))} requests | 1–2 min |
| 429 answers (full + incremental) | ${tooMany} | 0 ${tooMany === 0 ? 'PASS' : 'FAIL'} |
| incremental after 1% changed: requests vs list pages + changed details | ${results.map((r) => `${r.incremental.requests} vs ${r.incremental.expected}`).join(', ')} | equal ${equal ? 'PASS' : 'FAIL'} |
`);
process.exit(share >= 0.9 && tooMany === 0 && equal ? 0 : 1);
