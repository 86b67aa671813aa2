import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect } from 'vitest';
import { createApiClient, XSRF_COOKIE, XSRF_HEADER, type ApiError, type Role } from '@ponte/shared';
import { createApp, keptAnswers } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { parseEnv } from '../src/env.ts';
import type { AppDeps } from '../src/lib/context.ts';
import { createMailer } from '../src/lib/mailer.ts';
import type { PeriodicJobName } from '../src/jobs/job-definitions.ts';
import { jobHandlers } from '../src/jobs/job-handlers.ts';
import { openJobQueue, type RunDueOptions } from '../src/jobs/job-queue.ts';
import { seedConfigParams } from '../src/modules/config/config-params.ts';
import { hashPassword } from '../src/auth/password.ts';
import { users } from '../src/modules/users/users.table.ts';
import { TEMPLATE_VARIABLE } from './migrated-template.ts';

/**
 * A fresh database with the real migrations for one test file: in-memory PGlite by default,
 * or a throw-away database on the PostgreSQL server of TEST_DATABASE_URL.
 */
export async function freshDatabase(): Promise<{ database: Database; url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // Migrated once per run (test/migrated-template.ts); a bench or script without it migrates from empty.
    const database = await openDatabase('memory://', { template: process.env[TEMPLATE_VARIABLE] });
    return { database, url: 'memory://', drop: async () => {} };
  }
  const name = `ponte_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase(url.toString(), { poolSize: 20 }),
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface CallOptions {
  body?: unknown;
  /** Raw body, sent as is (malformed JSON tests). */
  raw?: string;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** `open`: another database than freshDatabase's (the outage test reaches PostgreSQL through a proxy). */
/** Guessing limits a test reaches in a few calls: 3 per (account, IP), 5 per account; the rest generous. */
export const SMALL_GUESS_LIMITS: AppDeps['rateLimits'] = {
  login: { limit: 1000, windowSeconds: 60 },
  loginAccountIp: { limit: 3, windowSeconds: 15 * 60 },
  loginAccount: { limit: 5, windowSeconds: 60 * 60 },
  register: { limit: 1000, windowSeconds: 60 },
  password: { limit: 1000, windowSeconds: 60 },
};

export async function createTestApp(
  overrides: Partial<Pick<AppDeps, 'rateLimits'>> & { open?: typeof freshDatabase } = {},
) {
  const { database, drop } = await (overrides.open ?? freshDatabase)();
  await database.migrate();
  await seedConfigParams(database.db);
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponte-outbox-'));
  const clock = { now: new Date() };
  const generous = { limit: 10_000, windowSeconds: 60 };
  // The queue without workers or cron: jobs wait until a test runs them (runJobs, runPeriodicJob).
  const jobs = await openJobQueue(database);
  const deps: AppDeps = {
    db: database.db,
    // A key per app, as main.ts always has one: mails in the queue are sealed with it.
    env: parseEnv({
      NODE_ENV: 'test',
      APP_URL: 'http://localhost:3000',
      DATA_DIR: outboxDir,
      APP_KEY: randomBytes(32).toString('base64url'),
      // Tests move the clock by months (trials, subscription periods): sessions must outlive that.
      // session-security.test.ts proves both limits with whatever these are.
      SESSION_IDLE_DAYS: '365',
      SESSION_ABSOLUTE_DAYS: '365',
    }),
    mailer: createMailer({ outboxDir, from: 'Ponte <teste@ponte.local>' }),
    jobs,
    now: () => clock.now,
    ...keptAnswers(database.changes),
    rateLimits: overrides.rateLimits ?? {
      login: generous,
      loginAccountIp: generous,
      loginAccount: generous,
      register: generous,
      password: generous,
    },
  };
  const app = createApp(deps);

  async function call<T = any>(method: string, url: string, options: CallOptions = {}): Promise<CallResult<T>> {
    const headers = new Headers(options.headers);
    if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
    if (options.cookie) headers.set('Cookie', options.cookie);
    let body: string | undefined = options.raw;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers.set('Content-Type', 'application/json');
    } else if (options.raw !== undefined && !headers.has('Content-Type')) {
      headers.set('Content-Type', 'application/json');
    }
    const response = await app.request(url, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /**
   * The shared client the apps use, over this app's handler: calls typed by the endpoint table and
   * answers parsed with its response schemas, so a test also proves the API keeps the contract. A
   * refusal rejects with the client's ApiError (`rejects.toMatchObject({ status: 403 })`). Answers a
   * schema would strip (a secret that must never be sent, a header) are checked with `call` instead.
   */
  function api(token?: string) {
    return createApiClient({
      baseUrl: 'http://localhost',
      fetch: (input, init) => Promise.resolve(app.request(input instanceof Request ? input : String(input), init)),
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  }

  let counter = 0;
  /** Inserts a user directly and logs in through the API; returns the user row and its Bearer token. */
  async function signUp(role: Role, fields: Partial<typeof users.$inferInsert> = {}, password = 'senha-segura-123') {
    counter += 1;
    const email = fields.email ?? `${role}${counter}-${randomBytes(3).toString('hex')}@teste.com.br`;
    const [user] = await database.db
      .insert(users)
      .values({
        name: `${role[0]!.toUpperCase()}${role.slice(1)} ${counter}`,
        last_name: 'Teste',
        role,
        ...fields,
        email,
        password_hash: await hashPassword(password),
      })
      .returning();
    const login = await call('POST', '/api/auth/login', { body: { email, password } });
    if (login.status !== 200) throw new Error(`login failed for ${email}: ${JSON.stringify(login.body)}`);
    return { user: user!, token: login.body.access_token as string, password, email, login };
  }

  const handlers = jobHandlers(deps);
  /** Runs the jobs that are due, one at a time, as the workers would; answers how many ran. */
  const runJobs = (options?: RunDueOptions) => jobs.runDue(handlers, options);
  outboxes.set(outboxDir, () => runJobs({ names: ['send-email'] }));

  return {
    app,
    deps,
    db: database.db,
    clock,
    outboxDir,
    call,
    api,
    signUp,
    runJobs,
    /** What the cron would start now: queues the periodic job `name` and runs it. */
    async runPeriodicJob(name: PeriodicJobName) {
      await jobs.enqueue(name, {});
      return runJobs({ names: [name] });
    },
    async close() {
      outboxes.delete(outboxDir);
      await jobs.stop();
      await database.close();
      await drop();
      fs.rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Two servers of one deployment on a fresh PostgreSQL database (TEST_DATABASE_URL): two apps, each with
 * its own pool, change feed and kept answers (decisions 075–077). `b` uses `a`'s database, which is
 * dropped with `a`; `close` ends both.
 */
export async function createTwoServers() {
  const fresh = await freshDatabase();
  const a = await createTestApp({ open: async () => fresh });
  const bDatabase = await openDatabase(fresh.url, { poolSize: 5 });
  const b = await createTestApp({ open: async () => ({ database: bDatabase, url: fresh.url, drop: async () => {} }) });
  return {
    a,
    b,
    url: fresh.url,
    databases: { a: fresh.database, b: bDatabase },
    async close() {
      await b.close();
      await a.close();
    },
  };
}

/** A typed call's status: 200 for any success, the refusal's status otherwise. */
export const statusOf = (call: Promise<unknown>) => call.then(() => 200, (error: ApiError) => error.status);

/** A typed call the API must refuse: its status and error body, to compare whole; fails if it was accepted. */
export const refusal = (call: Promise<unknown>) =>
  call.then(
    () => expect.unreachable('the API accepted it'),
    ({ status, body }: ApiError) => ({ status, body }),
  );

/** The cookie header a browser would send back after `response` set its cookies. */
export function cookiesFrom(headers: Headers): { cookie: string; xsrf: string } {
  const jar = new Map<string, string>();
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, ...rest] = pair!.split('=');
    jar.set(name!.trim(), rest.join('='));
  }
  return {
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    xsrf: jar.get(XSRF_COOKIE) ?? '',
  };
}

export const xsrfHeaders = (xsrf: string) => ({ [XSRF_HEADER]: xsrf });

/** Each test app's outbox, with what delivers its queued mail. */
const outboxes = new Map<string, () => Promise<number>>();

/**
 * Delivers the queued mail of the test app writing to `outboxDir` (its `send-email` jobs) and returns the
 * token in the newest password-reset link there.
 */
export async function readResetToken(outboxDir: string, timeoutMs = 5000): Promise<string> {
  await outboxes.get(outboxDir)?.();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of fs.readdirSync(outboxDir).filter((f) => f.endsWith('.eml')).sort().reverse()) {
      const text = fs.readFileSync(path.join(outboxDir, file), 'utf8').replace(/=\r?\n/g, '');
      const match = text.match(/reset-password\/([\w-]+)/);
      if (match) return match[1]!;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('no reset e-mail arrived');
}
