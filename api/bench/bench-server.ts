import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp, keptAnswers } from '../src/app.ts';
import type { ChangeFeed } from '../src/db/change-feed.ts';
import { createHost } from '../src/host.ts';
import type { Database } from '../src/db/client.ts';
import { parseEnv } from '../src/env.ts';
import type { AppDeps, Bindings } from '../src/lib/context.ts';
import { listen } from '../src/lib/http-server.ts';
import { configureLogger } from '../src/lib/logger.ts';
import { REPO_ROOT } from '../src/lib/paths.ts';
import { createMailer } from '../src/lib/mailer.ts';
import { openJobQueue } from '../src/jobs/job-queue.ts';

const SITE = {
  storefrontBuildDir: path.join(REPO_ROOT, 'storefront', 'build'),
  adminDistDir: path.join(REPO_ROOT, 'admin', 'dist'),
  trustedProxyHops: 0,
  mode: 'production',
} as const;

export interface BenchServer {
  baseUrl: string;
  /** Resolves once no request is being served (or after `timeoutMs`). */
  idle(timeoutMs: number): Promise<void>;
  login(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * What every bench's API runs on: test-like settings, generous rate limits, and jobs queued, not run (no
 * benchmarked endpoint waits for one); `dispose` stops the queue and removes the outbox.
 */
export async function benchDeps(database: Pick<Database, 'db' | 'driver' | 'changes'>) {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponte-bench-outbox-'));
  const generous = { limit: 1_000_000, windowSeconds: 60 };
  const jobs = await openJobQueue(database);
  const deps: AppDeps = {
    db: database.db,
    env: parseEnv({ NODE_ENV: 'test', APP_URL: 'http://localhost:3000', DATA_DIR: outboxDir }),
    mailer: createMailer({ outboxDir, from: 'Ponte <bench@ponte.local>' }),
    jobs,
    now: () => new Date(),
    ...keptAnswers(database.changes),
    rateLimits: { login: generous, loginAccountIp: generous, loginAccount: generous, register: generous, password: generous },
  };
  const dispose = async () => {
    await jobs.stop();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  };
  return { deps, dispose };
}

/**
 * A change feed that never goes live: an app given it keeps nothing, so every request reads its session and
 * its page from the database, as before decisions 075 and 076 (the "read" side of an A/B in one process).
 */
export const NEVER_LIVE: ChangeFeed = { live: false, subscribe: () => () => {}, close: async () => {} };

/** Where the bench server answers with the app that keeps nothing: `/read/api/...` is `/api/...` read each time. */
export const READ_PREFIX = '/read';

/**
 * The API as test-app.ts builds it (generous rate limits), behind a tiny host that adds `GET /bench/bare`:
 * the baseline, answered by the same server and process, so the ratio isolates the endpoint's own cost.
 * Under READ_PREFIX, the same API on the same database keeping nothing (`NEVER_LIVE`).
 * Served as `npm start` serves (lib/http-server.ts): compressed when a scenario sends Accept-Encoding.
 * Listens on 127.0.0.1 only, on a free port.
 */
export async function startBenchServer(
  database: Pick<Database, 'db' | 'driver' | 'changes'>,
  options: { site?: boolean } = {},
): Promise<BenchServer> {
  const { deps, dispose } = await benchDeps(database);
  // One access line per request would bury the bench's own output (and costs ~20 µs each, docs/operations.md).
  configureLogger('warn');
  // With `site`, the whole host of `npm start` (the built site and console too), else the API alone.
  const api = options.site ? await createHost(createApp(deps), SITE) : createApp(deps);
  const reading = createApp({ ...deps, ...keptAnswers(NEVER_LIVE) });
  const host = new Hono();
  host.get('/bench/bare', (c) => c.json({ ok: true }));
  host.all(`${READ_PREFIX}/*`, (c) => {
    const url = new URL(c.req.url);
    url.pathname = url.pathname.slice(READ_PREFIX.length);
    return reading.fetch(new Request(url, c.req.raw), c.env as Bindings);
  });
  // Requests still running when autocannon stops would otherwise be served during the next run (PGlite
  // answers one query at a time), charging one scenario's backlog to the next.
  let inFlight = 0;
  host.all('*', async (c) => {
    inFlight += 1;
    try {
      return await api.fetch(c.req.raw, c.env as Bindings);
    } finally {
      inFlight -= 1;
    }
  });

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = listen(host.fetch, { port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    baseUrl,
    async idle(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    },
    async login(email, password) {
      const response = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const body = (await response.json()) as { access_token?: string };
      if (response.status !== 200 || !body.access_token) {
        throw new Error(`login of ${email} failed: ${response.status} ${JSON.stringify(body)}`);
      }
      return body.access_token;
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets left by the load generator would hold close() open.
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await dispose();
    },
  };
}
