import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createApp, DEFAULT_RATE_LIMITS } from './app.ts';
import { openDatabase } from './db/client.ts';
import { parseEnv, type Env } from './env.ts';
import { createHost } from './host.ts';
import { createMailer } from './lib/mailer.ts';
import { REPO_ROOT } from './lib/paths.ts';
import { seedConfigParams } from './modules/config/config-params.ts';
import { startBlingWorker } from './modules/bling/bling-worker.ts';
import { isDatabaseEmpty, seedDemo } from './seed/demo.ts';

/** Process entry: validate env, open + migrate the database, seed, and serve the one host. */
async function main() {
  const env = parseEnv();
  const dataDir = path.resolve(env.DATA_DIR);
  const appKey = ensureAppKey(env, dataDir);
  const database = await openDatabase(env.DATABASE_URL ?? path.join(dataDir, 'pglite'));
  await database.migrate();
  await seedConfigParams(database.db);
  // PGlite has no autovacuum: without statistics the planner misjudges the catalogue queries.
  if (database.kind === 'pglite') await database.db.execute(sql`ANALYZE`);
  if (env.SEED_DEMO && (await isDatabaseEmpty(database.db))) {
    const demo = await seedDemo(database.db, { appUrl: env.APP_URL, password: process.env.DEMO_PASSWORD });
    console.info(
      '[ponte] Demo data created. Accounts (shown only this once):\n' +
        demo.accounts.map((a) => `  ${a.role.padEnd(18)} ${a.email}`).join('\n') +
        `\n  password for all:  ${demo.password}`,
    );
  }

  const mailer = createMailer({ smtpUrl: env.SMTP_URL, outboxDir: path.join(dataDir, 'outbox'), from: env.MAIL_FROM });
  const deps = { db: database.db, env: { ...env, APP_KEY: appKey }, mailer, now: () => new Date(), rateLimits: DEFAULT_RATE_LIMITS };
  const api = createApp(deps);
  // Bling sync runs, webhook inbox and periodic runs; runs left by a previous process are resumed.
  const bling = startBlingWorker(deps);
  const host = env.API_ONLY ? api : await createHost(api, {
    storefrontBuildDir: path.resolve(env.STOREFRONT_BUILD ?? path.join(REPO_ROOT, 'storefront', 'build')),
    adminDistDir: path.resolve(env.ADMIN_DIST ?? path.join(REPO_ROOT, 'admin', 'dist')),
    trustProxy: env.TRUST_PROXY,
    mode: env.NODE_ENV,
    blingAuthorizeUrl: env.BLING_AUTHORIZE_URL,
  });
  const server = serve({ fetch: host.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.info(
      `[ponte] serving ${env.APP_URL} (port ${info.port}) · database: ${database.kind}` +
        `${database.kind === 'pglite' ? ` in ${path.join(dataDir, 'pglite')}` : ''} · mail: ${mailer.describe()}`,
    );
  });
  const shutdown = async (signal: string) => {
    console.info(`[ponte] ${signal}: closing`);
    server.close();
    await bling.stop();
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
  console.error(`[ponte] could not start: ${error.message}`);
  process.exit(1);
});
