import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_RATE_LIMITS } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { parseEnv } from '../env.ts';
import { captureLogs } from '../lib/logger.ts';
import { createMailer, type Mailer } from '../lib/mailer.ts';
import { freshDatabase } from '../../test/test-app.ts';
import { JOB_NAMES, jobSchedules } from './job-definitions.ts';
import { jobHandlers } from './job-handlers.ts';
import { openJobQueue, type JobQueue } from './job-queue.ts';
import { sendMail } from './send-email.ts';

let database: Database;
let drop: () => Promise<void>;
let url: string;
let outboxDir: string;
/** Every outbox made, removed at the end. */
const outboxes: string[] = [];
let queue: JobQueue;
const env = parseEnv({ NODE_ENV: 'test', APP_KEY: 'chave-de-teste-das-filas-com-32-caracteres' });

beforeAll(async () => {
  ({ database, drop, url } = await freshDatabase());
  await database.migrate();
  queue = await openJobQueue(database);
});
afterAll(async () => {
  await queue.stop();
  await database.close();
  await drop();
  for (const dir of outboxes) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fresh outbox and the handlers that deliver to it (or through `mailer`). */
function deliveringTo(mailer?: Mailer) {
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponte-jobs-'));
  outboxes.push(outboxDir);
  const deps = {
    db: database.db,
    env,
    now: () => new Date(),
    rateLimits: DEFAULT_RATE_LIMITS,
    jobs: queue,
    mailer: mailer ?? createMailer({ outboxDir, from: 'Ponte <teste@ponte.local>' }),
  };
  return { deps, handlers: jobHandlers(deps) };
}
const rowsOf = async <T>(text: string) => (await database.db.execute(sql.raw(text))).rows as T[];
const mails = () => fs.readdirSync(outboxDir).map((file) => fs.readFileSync(path.join(outboxDir, file), 'utf8'));
const mail = (n: number) => ({ to: `pessoa${n}@teste.com.br`, subject: `Assunto ${n}`, text: `Mensagem numero ${n}.` });
const send = (n: number, key = `teste:${n}`, db: Database['db'] | Parameters<Parameters<Database['db']['transaction']>[0]>[0] = database.db) =>
  sendMail({ env, jobs: queue }, mail(n), { key, db });

describe('enqueue', () => {
  it('writes the job in the caller transaction: none when it rolls back, one when it commits', async () => {
    const { handlers } = deliveringTo();
    await expect(
      database.db.transaction(async (tx) => {
        await send(1, 'tx:rolled-back', tx);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await queue.queueDepths())['send-email']).toEqual({ waiting: 0, active: 0, failed: 0 });

    await database.db.transaction((tx) => send(2, 'tx:committed', tx));
    expect((await queue.queueDepths())['send-email']).toEqual({ waiting: 1, active: 0, failed: 0 });
    expect(await queue.runDue(handlers)).toBe(1);
    expect(mails()).toHaveLength(1);
    expect(mails()[0]).toContain('Mensagem numero 2.');
  });

  it('queues one job per idempotency key, however often it is sent', async () => {
    const { handlers } = deliveringTo();
    await send(3, 'twice');
    await send(3, 'twice');
    await database.db.transaction((tx) => send(3, 'twice', tx));
    expect(await queue.runDue(handlers)).toBe(1);
    await send(3, 'twice');
    expect(await queue.runDue(handlers)).toBe(0);
    expect(mails()).toHaveLength(1);
  });

  it('keeps the message sealed in the queue', async () => {
    await send(4, 'sealed');
    const stored = await rowsOf<{ data: string }>("SELECT data::text AS data FROM pgboss.job WHERE name = 'send-email'");
    expect(stored.map((row) => row.data).join()).toContain('sealed');
    expect(stored.map((row) => row.data).join()).not.toContain('pessoa4');
    await queue.runDue(deliveringTo().handlers);
  });
});

describe('send-email', () => {
  it('retries a failed send with backoff, logging each failure with its cause, until it goes', async () => {
    let failures = 2;
    const flaky: Mailer = {
      describe: () => 'flaky',
      async send(message) {
        if (failures-- > 0) throw new Error('SMTP indisponível', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
        await createMailer({ outboxDir, from: 'Ponte <teste@ponte.local>' }).send(message);
      },
    };
    const { handlers } = deliveringTo(flaky);
    const logs = captureLogs('error');
    try {
      await send(5, 'flaky');
      expect(await queue.runDue(handlers)).toBe(1);
      // The retry waits for its backoff: not due yet.
      expect(await queue.runDue(handlers)).toBe(0);
      expect((await queue.queueDepths())['send-email']).toMatchObject({ waiting: 1, failed: 0 });
      expect(await queue.runDue(handlers, { evenIfDelayed: true })).toBe(2);
    } finally {
      logs.restore();
    }
    expect(mails()).toHaveLength(1);
    expect(logs.lines).toHaveLength(2);
    expect(logs.lines[0]).toMatchObject({
      msg: 'job send-email failed, will retry',
      job: 'send-email',
      key: 'flaky',
      try: 1,
      tries: 6,
      err: { message: 'SMTP indisponível', cause: { message: 'connect ECONNREFUSED', code: 'ECONNREFUSED' } },
    });
    expect(logs.lines[1]).toMatchObject({ try: 2 });
  });

  it('gives up after 6 tries, and says so', async () => {
    const { handlers } = deliveringTo({ describe: () => 'down', send: () => Promise.reject(new Error('SMTP fora do ar')) });
    const logs = captureLogs('error');
    try {
      await send(6, 'down');
      expect(await queue.runDue(handlers, { evenIfDelayed: true })).toBe(6);
    } finally {
      logs.restore();
    }
    expect(logs.lines.map((line) => line.try)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(logs.lines.at(-1)).toMatchObject({ msg: 'job send-email failed, giving up', retrying: false });
    expect((await queue.queueDepths())['send-email']).toEqual({ waiting: 0, active: 0, failed: 1 });
  });
});

describe('restarts and several instances', () => {
  it('keeps queued jobs across a restart of the queue', async () => {
    await send(7, 'restart');
    await queue.stop();
    queue = await openJobQueue(database);
    const { handlers } = deliveringTo();
    expect(await queue.runDue(handlers)).toBe(1);
    expect(mails()[0]).toContain('Mensagem numero 7.');
  });

  it('runs each job once when two instances take work at the same time', async () => {
    // On PostgreSQL the second instance has its own pool, as another process would.
    const other = url === 'memory://' ? database : await openDatabase(url);
    const second = await openJobQueue(other);
    try {
      for (let n = 10; n < 30; n += 1) await send(n);
      const { handlers } = deliveringTo();
      const [a, b] = await Promise.all([queue.runDue(handlers), second.runDue(handlers)]);
      expect(a + b).toBe(20);
      expect(mails()).toHaveLength(20);
    } finally {
      await second.stop();
      if (other !== database) await other.close();
    }
  });

  it('opens on a fresh database from two instances starting together', async () => {
    const fresh = await freshDatabase();
    const other = fresh.url === 'memory://' ? fresh.database : await openDatabase(fresh.url);
    try {
      await fresh.database.migrate();
      const both = await Promise.all([openJobQueue(fresh.database), openJobQueue(other)]);
      for (const opened of both) {
        expect(Object.keys(await opened.queueDepths()).sort()).toEqual(
          [...JOB_NAMES].sort(),
        );
        await opened.stop();
      }
    } finally {
      if (other !== fresh.database) await other.close();
      await fresh.database.close();
      await fresh.drop();
    }
  });

  it('workers deliver queued mail on their own, and stop cleanly', async () => {
    const { handlers } = deliveringTo();
    await send(40, 'worker');
    await queue.startWorkers(handlers, {});
    const deadline = Date.now() + 20_000;
    // Wait for the whole message: the outbox file exists a moment before its text is written (seen once in CI).
    const delivered = () => (mails()[0] ?? '').includes('Mensagem numero 40.');
    while (!delivered() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(mails()[0]).toContain('Mensagem numero 40.');
    await queue.stop();
    queue = await openJobQueue(database);
    expect((await queue.queueDepths())['send-email']).toMatchObject({ waiting: 0, active: 0 });
  });

  it('a backlog is worked through one job after another, not one job per polling interval', async () => {
    const { handlers } = deliveringTo();
    // send-email polls every 2 s: five mails took at least 8 s when pg-boss waited after each one.
    for (let n = 50; n < 55; n++) await send(n, `backlog:${n}`);
    const started = Date.now();
    await queue.startWorkers(handlers, {});
    const delivered = () => mails().filter((text) => /Mensagem numero 5\d\./.test(text)).length;
    while (delivered() < 5 && Date.now() - started < 20_000) await new Promise((r) => setTimeout(r, 50));
    expect(delivered()).toBe(5);
    // Generous for a loaded machine (each mail takes milliseconds), and still under the old 8 s.
    expect(Date.now() - started).toBeLessThan(6_000);
    await queue.stop();
    queue = await openJobQueue(database);
  });
});

describe('schedules', () => {
  it('registers the periodic jobs; Bling runs only with BLING_SYNC_INTERVAL_MINUTES', async () => {
    const scheduled = () => rowsOf<{ name: string; cron: string }>('SELECT name, cron FROM pgboss.schedule ORDER BY name');
    const { handlers } = deliveringTo();
    await queue.startWorkers(handlers, jobSchedules({ BLING_SYNC_INTERVAL_MINUTES: 30 }));
    expect(await scheduled()).toEqual([
      { name: 'expire-reservations', cron: '*/5 * * * *' },
      { name: 'notify-deadlines', cron: '41 * * * *' },
      { name: 'purge-expired', cron: '17 * * * *' },
      { name: 'schedule-bling-runs', cron: '* * * * *' },
      { name: 'sweep-notification-emails', cron: '*/5 * * * *' },
    ]);
    await queue.stop();
    queue = await openJobQueue(database);
    await queue.startWorkers(handlers, jobSchedules({}));
    expect((await scheduled()).map((row) => row.name)).toEqual(['expire-reservations', 'notify-deadlines', 'purge-expired', 'sweep-notification-emails']);
  });
});
