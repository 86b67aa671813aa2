import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createApp, DEFAULT_RATE_LIMITS, keptAnswers } from './app.ts';
import { openDatabase } from './db/client.ts';
import { ENGINE_GUARANTEES } from './db/durability.ts';
import { keepStatisticsFresh } from './db/pglite-analyze.ts';
import { compileWasmOneFunctionAtATime } from './db/pglite/wasm-compilation.ts';
import { whileStartingAlone } from './db/startup-lock.ts';
import { parseEnv, type Env } from './env.ts';
import { createHost } from './host.ts';
import { jobSchedules } from './jobs/job-definitions.ts';
import { jobHandlers } from './jobs/job-handlers.ts';
import { openJobQueue } from './jobs/job-queue.ts';
import { listen } from './lib/http-server.ts';
import { configureLogger, loggerFor } from './lib/logger.ts';
import { registerQueueDepthGauge } from './lib/metrics.ts';
import { createMailer } from './lib/mailer.ts';
import { REPO_ROOT } from './lib/paths.ts';
import { trustedProxyHops } from './lib/rate-limit.ts';
import { seedConfigParams } from './modules/config/config-params.ts';
import { startBlingWorker } from './modules/bling/bling-worker.ts';
import { isDatabaseEmpty, seedDemo } from './seed/demo.ts';

const log = loggerFor('ponte');

/** Process entry: validate env, open + migrate the database, seed, and serve the one host. */
async function main() {
  const env = parseEnv();
  configureLogger(env.LOG_LEVEL);
  const dataDir = path.resolve(env.DATA_DIR);
  const appKey = ensureAppKey(env, dataDir);
  // Before PGlite's WebAssembly is compiled: fewer MB held by the compiler's malloc arenas (decision 053).
  if (!env.DATABASE_URL) compileWasmOneFunctionAtATime();
  const database = await openDatabase(env.DATABASE_URL ?? path.join(dataDir, 'pglite'), {
    poolSize: env.DB_POOL_SIZE,
    connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
    queryTimeoutMs: env.DB_QUERY_TIMEOUT_MS,
    pgliteThread: env.PGLITE_THREAD,
    // Statements already fail with 503s; a restart (by the supervisor) brings the database back (decision 036).
    onPgliteCrash: (error) => {
      log.fatal({ err: error }, 'the PGlite database thread stopped: exiting');
      process.exit(1);
    },
  });
  // Once across instances on one PostgreSQL: the others wait here while one migrates and seeds (decision 032).
  await whileStartingAlone(env.DATABASE_URL, async () => {
    await database.migrate();
    await seedConfigParams(database.db);
    if (env.SEED_DEMO && (await isDatabaseEmpty(database.db))) {
      const demo = await seedDemo(database.db, { appUrl: env.APP_URL, password: process.env.DEMO_PASSWORD });
      log.info(
        {
          accounts: demo.accounts.map((a) => ({ role: a.role, email: a.email })),
          demo_password: demo.password,
        },
        'demo data created: accounts and their password shown only this once',
      );
    }
  });

  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    outboxDir: path.join(dataDir, 'outbox'),
    from: env.MAIL_FROM,
  });
  // Created or migrated by whichever instance comes first; pg-boss guards that with a lock (decision 030).
  const jobs = await openJobQueue(database, { background: true });
  const deps = {
    db: database.db,
    env: { ...env, APP_KEY: appKey },
    mailer,
    jobs,
    now: () => new Date(),
    ...keptAnswers(database.changes),
    rateLimits: DEFAULT_RATE_LIMITS,
  };
  const api = createApp(deps);
  // Bling sync runs and the webhook inbox; runs left by a previous process are resumed.
  const bling = startBlingWorker(deps);
  // E-mails, reservation expiry, purges and periodic Bling runs; jobs left by a dead process are retried.
  await jobs.startWorkers(jobHandlers(deps), jobSchedules(env));
  registerQueueDepthGauge(() => jobs.queueDepths());
  const host = env.API_ONLY
    ? api
    : await createHost(api, {
        storefrontBuildDir: path.resolve(env.STOREFRONT_BUILD ?? path.join(REPO_ROOT, 'storefront', 'build')),
        adminDistDir: path.resolve(env.ADMIN_DIST ?? path.join(REPO_ROOT, 'admin', 'dist')),
        trustedProxyHops: trustedProxyHops(env),
        mode: env.NODE_ENV,
        blingAuthorizeUrl: env.BLING_AUTHORIZE_URL,
        publicUrl: env.APP_URL,
      });
  const server = listen(host.fetch, { port: env.PORT, hostname: env.HOST }, (info) => {
    log.info(
      {
        url: env.APP_URL,
        port: info.port,
        database: database.kind === 'pglite' ? `pglite in ${path.join(dataDir, 'pglite')}` : database.kind,
        mail: mailer.describe(),
        payments: env.PAYMENTS === 'asaas' ? `asaas at ${env.ASAAS_BASE_URL}` : env.PAYMENTS,
      },
      'serving',
    );
    log.info(
      { database: database.kind, guarantees: ENGINE_GUARANTEES[database.kind] },
      'what an acknowledged write survives',
    );
  });
  // PGlite has no autovacuum: changed tables are vacuumed and analyzed from now on, never before listening
  // (db/pglite-analyze.ts, decision 035).
  const analyze =
    database.kind === 'pglite'
      ? keepStatisticsFresh(database.db, (err) =>
          log.error({ err }, 'PGlite maintenance (VACUUM ANALYZE) failed'),
        )
      : null;
  const shutdown = async (signal: string) => {
    log.info({ signal }, 'closing');
    server.close();
    await bling.stop();
    await jobs.stop();
    await analyze?.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * Secrets at rest are encrypted with APP_KEY. Several instances on one PostgreSQL must share it, so it is
 * required there in production; a single host on PGlite (`npm start`) generates one once into DATA_DIR.
 */
function ensureAppKey(env: Env, dataDir: string): string {
  if (env.APP_KEY) return env.APP_KEY;
  if (env.NODE_ENV === 'production' && env.DATABASE_URL) {
    throw new Error('APP_KEY is required in production with DATABASE_URL (32+ characters).');
  }
  const file = path.join(dataDir, 'app-key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

main().catch((error: Error) => {
  log.fatal({ err: error }, 'could not start');
  process.exit(1);
});
