import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/client.ts';
import { loggerFor } from '../lib/logger.ts';
import { isEventJob, JOB_NAMES, JOB_QUEUES, queueOptions, type JobName, type JobPayloads, type PeriodicJobName } from './job-definitions.ts';
import { drizzleJobDb, jobQueueDb } from './job-db.ts';

const log = loggerFor('jobs');

export interface EnqueueOptions {
  /**
   * The event's idempotency key: a second enqueue of the same job name and key is a no-op while the
   * first job is kept (waiting, running, retrying, and a day after it ends).
   */
  key?: string;
  /** The caller's transaction: the job exists if and only if it commits. */
  db?: Queryable;
  startAfter?: Date;
}

export interface JobInfo {
  id: string;
  /** 0 on the first try. */
  retryCount: number;
  retryLimit: number;
}

export type JobHandlers = { [N in JobName]: (data: JobPayloads[N], job: JobInfo) => Promise<void> };

export interface QueueDepth {
  /** Waiting to run, now or later (new jobs and retries). */
  waiting: number;
  active: number;
  /** Out of retries; kept a week for inspection. */
  failed: number;
}

export interface RunDueOptions {
  names?: readonly JobName[];
  /** Also run jobs whose time has not come (retries waiting for their backoff), as if it had. */
  evenIfDelayed?: boolean;
}

export interface JobQueue {
  enqueue<N extends JobName>(name: N, data: JobPayloads[N], options?: EnqueueOptions): Promise<void>;
  queueDepths(): Promise<Record<JobName, QueueDepth>>;
  /** Workers of this process for every queue, and the periodic schedules (others are removed). */
  startWorkers(handlers: JobHandlers, schedules: Partial<Record<PeriodicJobName, string>>): Promise<void>;
  /** Runs the due jobs here and now, one at a time, until none is left (tests). Answers how many ran. */
  runDue(handlers: JobHandlers, options?: RunDueOptions): Promise<number>;
  /** Lets running jobs finish; one still running at the deadline is failed, so it is retried later. */
  stop(): Promise<void>;
}

/**
 * The job queue (pg-boss, decision 030) on the app's database, with its schema and queues created or
 * migrated. `background` turns on what only a serving process needs: pg-boss's maintenance (expiring
 * jobs of dead workers, archiving) and its cron.
 */
export async function openJobQueue(
  database: Pick<Database, 'db' | 'driver'>,
  options: { background?: boolean } = {},
): Promise<JobQueue> {
  const db = jobQueueDb(database);
  const background = options.background ?? false;
  const boss = new PgBoss({
    db,
    schedule: background,
    supervise: background,
    // pg-boss sends a cron tick seen within the last 60 s; a check every 20 s never lets one slip by.
    cronMonitorIntervalSeconds: 20,
    archiveCompletedAfterSeconds: 24 * 3600,
    archiveFailedAfterSeconds: 7 * 24 * 3600,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  await ensureQueues(database.db);

  const running = new Set<Promise<void>>();
  const track = (promise: Promise<void>) => {
    running.add(promise);
    void promise.catch(() => {}).finally(() => running.delete(promise));
    return promise;
  };

  return {
    async enqueue(name, data, { key, db: tx, startAfter } = {}) {
      const job: PgBoss.JobInsert = { name, data, id: key ? jobIdFor(name, key) : undefined, startAfter: startAfter?.toISOString() };
      await boss.insert([job], tx ? { db: drizzleJobDb(tx) } : {});
    },

    async queueDepths() {
      // One query over pg-boss's job table (its v10 layout) instead of three counts per queue.
      const { rows } = await db.executeSql(
        `SELECT name,
                count(*) FILTER (WHERE state < 'active')::int AS waiting,
                count(*) FILTER (WHERE state = 'active')::int AS active,
                count(*) FILTER (WHERE state = 'failed')::int AS failed
         FROM pgboss.job WHERE name = ANY($1) GROUP BY name`,
        [JOB_NAMES],
      );
      const depths = Object.fromEntries(JOB_NAMES.map((name) => [name, { waiting: 0, active: 0, failed: 0 }]));
      for (const { name, ...depth } of rows) depths[name] = depth;
      return depths as Record<JobName, QueueDepth>;
    },

    async startWorkers(handlers, schedules) {
      for (const name of JOB_NAMES) {
        const { pollingIntervalSeconds } = JOB_QUEUES[name];
        // pg-boss waits its polling interval after every fetch, even one that found a job, so a backlog
        // drained at one job per interval (100 e-mails: 8 minutes at 5 s). After a job, the worker is told
        // to fetch again at once; only a fetch that finds nothing waits (decision 071).
        const worker: { id?: string } = {};
        worker.id = await boss.work(name, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds }, async ([job]) => {
          try {
            return await track(runJob(name, job!, handlers));
          } finally {
            if (worker.id) boss.notifyWorker(worker.id);
          }
        });
      }
      for (const name of JOB_NAMES) {
        if (isEventJob(name)) continue;
        const cron = schedules[name];
        await (cron ? boss.schedule(name, cron) : boss.unschedule(name));
      }
    },

    async runDue(handlers, { names = JOB_NAMES, evenIfDelayed = false } = {}) {
      let ran = 0;
      for (const name of names) {
        for (;;) {
          const [job] = await boss.fetch<never>(name, { includeMetadata: true, ignoreStartAfter: evenIfDelayed });
          if (!job) break;
          // A job that queues itself again would never let this end.
          if (++ran > 1000) throw new Error('runDue: more than 1000 jobs in one call');
          try {
            await runJob(name, job, handlers);
            await boss.complete(name, job.id);
          } catch (error) {
            await boss.fail(name, job.id, error as object);
          }
        }
      }
      return ran;
    },

    async stop() {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
      while (running.size) await Promise.allSettled([...running]);
      await db.settled();
    },
  };
}

/**
 * Creates missing queues and brings existing ones to the policies of JOB_QUEUES, in one transaction
 * under an advisory lock: pg-boss's createQueue deadlocks when two instances start together.
 */
async function ensureQueues(db: Database['db']) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('ponte:job-queues'))`);
    // Not started: only its queue functions are used, on this transaction.
    const boss = new PgBoss({ db: drizzleJobDb(tx), schedule: false, supervise: false, migrate: false });
    const existing = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
    for (const name of JOB_NAMES) {
      const wanted = queueOptions(name);
      const found = existing.get(name);
      if (!found) await boss.createQueue(name, wanted);
      else if ((Object.keys(wanted) as (keyof PgBoss.Queue)[]).some((k) => found[k] !== wanted[k])) {
        await boss.updateQueue(name, wanted);
      }
    }
  });
}

/** A failed try is logged with its cause and thrown back, for pg-boss to retry or give up. */
async function runJob<N extends JobName>(name: N, job: PgBoss.JobWithMetadata<unknown>, handlers: JobHandlers) {
  try {
    await handlers[name](job.data as JobPayloads[N], job);
  } catch (error) {
    const retrying = job.retryCount < job.retryLimit;
    log.error(
      {
        err: error,
        job: name,
        job_id: job.id,
        key: (job.data as { key?: string }).key,
        try: job.retryCount + 1,
        tries: job.retryLimit + 1,
        retrying,
      },
      retrying ? `job ${name} failed, will retry` : `job ${name} failed, giving up`,
    );
    throw error;
  }
}

/** A job id fixed by the idempotency key: pg-boss inserts with ON CONFLICT (name, id) DO NOTHING. */
function jobIdFor(name: JobName, key: string): string {
  const hex = createHash('sha256').update(`${name}\n${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
