import type { AppDeps } from '../lib/context.ts';
import { loggerFor } from '../lib/logger.ts';
import { scheduleDueRuns } from '../modules/bling/bling-schedule.ts';
import { expireReservations } from '../modules/shippings/reservation-expiry.ts';
import { sendNotificationEmail, sweepMissedNotificationEmails } from '../modules/notifications/notification-email.ts';
import { notifyDeadlines } from '../modules/notifications/deadlines.ts';
import { apiFor, cancelAtProvider, startAtProvider, updatePriceAtProvider } from '../modules/subscriptions/asaas/asaas-subscriptions.ts';
import { processAsaasEvent } from '../modules/subscriptions/asaas/asaas-webhooks.ts';
import { reconcilePayments } from '../modules/subscriptions/asaas/asaas-reconcile.ts';
import type { JobHandlers } from './job-queue.ts';
import { purgeExpired } from './purge-expired.ts';
import { deliverMail } from './send-email.ts';

const log = loggerFor('jobs');

export type JobDeps = Pick<AppDeps, 'db' | 'env' | 'jobs' | 'mailer' | 'now' | 'rateLimits'>;

/** What each job does; the same handlers serve the workers (main.ts) and tests (`t.runJobs()`). */
export function jobHandlers(deps: JobDeps): JobHandlers {
  return {
    'send-email': (data, job) => deliverMail(deps, data, job),
    'notification-email': (data) => sendNotificationEmail(deps, data),
    async 'sweep-notification-emails'() {
      const queued = await sweepMissedNotificationEmails(deps);
      if (queued) log.warn({ queued }, 'notification e-mails queued by the sweep: their window job had already run');
    },
    async 'expire-reservations'() {
      const ids = await expireReservations(deps);
      if (ids.length) log.info({ shipping_ids: ids }, 'unpaid shipments cancelled: their reservation expired');
    },
    async 'purge-expired'() {
      const deleted = await purgeExpired(deps);
      if (Object.values(deleted).some(Boolean)) log.info({ deleted }, 'expired rows purged');
    },
    async 'schedule-bling-runs'() {
      // Every instance is expected to share BLING_SYNC_INTERVAL_MINUTES; one without it does nothing.
      const interval = deps.env.BLING_SYNC_INTERVAL_MINUTES;
      if (interval) await scheduleDueRuns(deps, interval);
    },
    async 'payments-start'(data) {
      await startAtProvider(deps, apiFor(deps), data.subscription_id);
    },
    async 'payments-cancel'(data) {
      await cancelAtProvider(deps, apiFor(deps), data.subscription_id);
    },
    async 'payments-price'(data) {
      await updatePriceAtProvider(deps, apiFor(deps), data.subscription_id);
    },
    async 'payments-webhook'(data) {
      await processAsaasEvent(deps, apiFor(deps), data.event_row_id);
    },
    async 'payments-reconcile'() {
      if (deps.env.PAYMENTS !== 'asaas') return;
      const result = await reconcilePayments(deps, apiFor(deps));
      if (result.visited) log.info(result, 'payments reconciled with Asaas');
    },
    async 'notify-deadlines'() {
      const due = await notifyDeadlines(deps);
      if (due) log.info({ due }, 'trial and subscription deadlines told');
    },
  };
}
