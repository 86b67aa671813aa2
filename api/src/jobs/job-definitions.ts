import type PgBoss from 'pg-boss';
import type { Env } from '../env.ts';

/** What each job carries. Periodic jobs carry nothing: they look at the database when they run. */
export interface JobPayloads {
  /** One e-mail, sealed with APP_KEY (it may hold a reset link); `key` names the event, for logs. */
  'send-email': { key: string; sealed: string };
  'expire-reservations': Record<string, never>;
  'purge-expired': Record<string, never>;
  'schedule-bling-runs': Record<string, never>;
}
export type JobName = keyof JobPayloads;

interface QueueDefinition {
  /**
   * `stately` (at most one waiting and one running job) for the periodic sweeps, so they never pile
   * up or overlap across instances; `standard` for e-mails, deduplicated by their key instead.
   */
  policy: 'standard' | 'stately';
  /** Retries after the first try; with backoff the delay doubles from `retryDelay` seconds (with jitter). */
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  /** A running job not finished by then counts as failed (its process died) and is retried. */
  expireInSeconds: number;
  /** How often an idle worker of this process looks for work. */
  pollingIntervalSeconds: number;
}

/** The queues, their retry policies and how often they are polled (decision 030). */
export const JOB_QUEUES: Record<JobName, QueueDefinition> = {
  // 6 tries over about half an hour: a reset link is valid for 1 h.
  'send-email': { policy: 'standard', retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120, pollingIntervalSeconds: 2 },
  'expire-reservations': { policy: 'stately', retryLimit: 2, retryDelay: 60, retryBackoff: false, expireInSeconds: 600, pollingIntervalSeconds: 10 },
  'purge-expired': { policy: 'stately', retryLimit: 2, retryDelay: 300, retryBackoff: false, expireInSeconds: 900, pollingIntervalSeconds: 30 },
  'schedule-bling-runs': { policy: 'stately', retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 120, pollingIntervalSeconds: 10 },
};

export const JOB_NAMES = Object.keys(JOB_QUEUES) as JobName[];

export type PeriodicJobName = Exclude<JobName, 'send-email'>;

/**
 * When the periodic jobs run (cron, UTC). pg-boss's cron sends each tick once across every instance
 * on the database. Periodic Bling runs exist only when BLING_SYNC_INTERVAL_MINUTES is set.
 */
export function jobSchedules(env: Pick<Env, 'BLING_SYNC_INTERVAL_MINUTES'>): Partial<Record<PeriodicJobName, string>> {
  return {
    'expire-reservations': '*/5 * * * *',
    'purge-expired': '17 * * * *',
    ...(env.BLING_SYNC_INTERVAL_MINUTES ? { 'schedule-bling-runs': '* * * * *' } : {}),
  };
}

export const queueOptions = (name: JobName): PgBoss.Queue => {
  const { pollingIntervalSeconds: _polling, ...options } = JOB_QUEUES[name];
  return { name, ...options };
};
