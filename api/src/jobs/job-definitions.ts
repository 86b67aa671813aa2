import type PgBoss from 'pg-boss';
import type { NotificationFamily } from '@ponte/shared';
import type { Env } from '../env.ts';

/** What each job carries. Periodic jobs carry nothing: they look at the database when they run. */
export interface JobPayloads {
  /**
   * One e-mail of the delivery log (`email_deliveries`, decision 056), where it is sealed with APP_KEY;
   * `key` names the event, for logs. `sealed` alone: a job queued before the delivery log (decision 030).
   */
  'send-email': { key: string; delivery_id: number } | { key: string; sealed: string };
  /** One recipient's e-mail for one family: what arrived in a digest window, sent when it ends (decision 056). */
  'notification-email': { key: string; user_id: number; family: NotificationFamily };
  'expire-reservations': Record<string, never>;
  'purge-expired': Record<string, never>;
  'schedule-bling-runs': Record<string, never>;
  'notify-deadlines': Record<string, never>;
  'sweep-notification-emails': Record<string, never>;
  /** Put a subscription at the payment provider (or remove one withdrawn meanwhile): idempotent. */
  'payments-start': { subscription_id: number };
  /** Stop a subscription's charges at the provider. */
  'payments-cancel': { subscription_id: number };
  /** A plan's new price for a subscription's next charges. */
  'payments-price': { subscription_id: number };
  /** Apply one stored webhook event (`payment_webhook_events.id`). */
  'payments-webhook': { event_row_id: number };
  'payments-reconcile': Record<string, never>;
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
  // Only renders and hands over to send-email, in one transaction: a retry after a crash redoes it all.
  'notification-email': { policy: 'standard', retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120, pollingIntervalSeconds: 5 },
  'expire-reservations': { policy: 'stately', retryLimit: 2, retryDelay: 60, retryBackoff: false, expireInSeconds: 600, pollingIntervalSeconds: 10 },
  'purge-expired': { policy: 'stately', retryLimit: 2, retryDelay: 300, retryBackoff: false, expireInSeconds: 900, pollingIntervalSeconds: 30 },
  'schedule-bling-runs': { policy: 'stately', retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 120, pollingIntervalSeconds: 10 },
  // Trials and paid periods ending or ended (decision 057): what a failed run missed, the next one tells.
  'notify-deadlines': { policy: 'stately', retryLimit: 2, retryDelay: 300, retryBackoff: false, expireInSeconds: 900, pollingIntervalSeconds: 30 },
  // Notifications whose e-mail job was missed (decision 056): a later sweep is as good.
  'sweep-notification-emails': { policy: 'stately', retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 300, pollingIntervalSeconds: 30 },
  // Provider calls (decision 079): each job is safe to repeat; ~a day of retries outlasts an Asaas outage,
  // and reconciliation catches whatever is left.
  'payments-start': { policy: 'standard', retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 180, pollingIntervalSeconds: 2 },
  'payments-cancel': { policy: 'standard', retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 180, pollingIntervalSeconds: 5 },
  'payments-price': { policy: 'standard', retryLimit: 10, retryDelay: 60, retryBackoff: true, expireInSeconds: 180, pollingIntervalSeconds: 30 },
  'payments-webhook': { policy: 'standard', retryLimit: 10, retryDelay: 15, retryBackoff: true, expireInSeconds: 180, pollingIntervalSeconds: 1 },
  'payments-reconcile': { policy: 'stately', retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 900, pollingIntervalSeconds: 30 },
};

export const JOB_NAMES = Object.keys(JOB_QUEUES) as JobName[];

/** Jobs queued by code for one event, not by cron. */
export const EVENT_JOB_NAMES = [
  'send-email',
  'notification-email',
  'payments-start',
  'payments-cancel',
  'payments-price',
  'payments-webhook',
] as const satisfies readonly JobName[];
export type PeriodicJobName = Exclude<JobName, (typeof EVENT_JOB_NAMES)[number]>;
export const isEventJob = (name: JobName): name is (typeof EVENT_JOB_NAMES)[number] =>
  (EVENT_JOB_NAMES as readonly JobName[]).includes(name);

/**
 * When the periodic jobs run (cron, UTC). pg-boss's cron sends each tick once across every instance
 * on the database. Periodic Bling runs exist only when BLING_SYNC_INTERVAL_MINUTES is set.
 */
export function jobSchedules(
  env: Pick<Env, 'BLING_SYNC_INTERVAL_MINUTES'> & { PAYMENTS?: Env['PAYMENTS'] },
): Partial<Record<PeriodicJobName, string>> {
  return {
    ...(env.PAYMENTS === 'asaas' ? { 'payments-reconcile': '*/15 * * * *' } : {}),
    'expire-reservations': '*/5 * * * *',
    'purge-expired': '17 * * * *',
    'notify-deadlines': '41 * * * *',
    'sweep-notification-emails': '*/5 * * * *',
    ...(env.BLING_SYNC_INTERVAL_MINUTES ? { 'schedule-bling-runs': '* * * * *' } : {}),
  };
}

export const queueOptions = (name: JobName): PgBoss.Queue => {
  const { pollingIntervalSeconds: _polling, ...options } = JOB_QUEUES[name];
  return { name, ...options };
};
