import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import type { AppDeps } from '../lib/context.ts';
import type { MailMessage } from '../lib/mailer.ts';
import { decryptSecret, encryptSecret } from '../modules/bling/token-crypto.ts';
import { emailDeliveries } from '../modules/notifications/notifications.table.ts';
import type { JobPayloads } from './job-definitions.ts';
import type { JobInfo } from './job-queue.ts';

const sealContext = (key: string) => `mail:${key}`;

export interface SendMailOptions {
  /** Names the event (e.g. `password-reset:42`): queuing the same key twice sends one mail. */
  key: string;
  /** The caller's transaction: the mail goes if and only if the change it reports commits. */
  db: Queryable;
  /** What the console shows as the e-mail's kind; by default the key's first part (`password-reset`). */
  kind?: string;
  /** The recipient's account, when there is one (the console shows their name). */
  userId?: number | null;
  /** How many notifications the message carries (a digest carries several). */
  eventsCount?: number;
}

/**
 * The one way to send an e-mail: writes it to the delivery log (`email_deliveries`, decision 056) and
 * queues a `send-email` job for it, retried with backoff until the mailer takes it (decision 030), both in
 * `db`. The message is sealed with APP_KEY in the log row, as mails may carry reset links that must not
 * sit readable in the database; the job carries only the row's id.
 */
export async function sendMail(
  deps: Pick<AppDeps, 'env' | 'jobs'>,
  message: MailMessage,
  options: SendMailOptions,
): Promise<void> {
  const sealed = encryptSecret(deps.env.APP_KEY, JSON.stringify(message), sealContext(options.key));
  const [delivery] = await options.db
    .insert(emailDeliveries)
    .values({
      user_id: options.userId ?? null,
      to_email: message.to,
      kind: options.kind ?? options.key.split(':')[0]!,
      events_count: options.eventsCount ?? 1,
      subject: message.subject,
      sealed,
      key: options.key,
    })
    .onConflictDoNothing({ target: emailDeliveries.key })
    .returning({ id: emailDeliveries.id });
  // The same event queued again: its delivery (sent or not) already exists.
  if (!delivery) return;
  await queueDelivery(deps, options.db, delivery.id, options.key, `delivery:${delivery.id}`);
}

/** Queues the job that sends delivery `id`; `jobKey` is fresh for a resend, so it is a new job. */
export async function queueDelivery(
  deps: Pick<AppDeps, 'jobs'>,
  db: Queryable,
  id: number,
  key: string,
  jobKey: string,
) {
  await deps.jobs.enqueue('send-email', { key, delivery_id: id }, { key: jobKey, db });
}

/**
 * The `send-email` job. A delivery already sent is not sent again (its job completed late, or ran twice
 * after a crash). A mailer error is recorded on the row (attempts, last error; `failed` on the last
 * try) and fails the try, so the queue retries it.
 */
export async function deliverMail(
  deps: Pick<AppDeps, 'db' | 'env' | 'mailer' | 'now'>,
  data: JobPayloads['send-email'],
  job: Pick<JobInfo, 'retryCount' | 'retryLimit'>,
) {
  if (!('delivery_id' in data)) {
    const message = JSON.parse(
      decryptSecret(deps.env.APP_KEY, data.sealed, sealContext(data.key)),
    ) as MailMessage;
    await deps.mailer.send(message);
    return;
  }
  const [delivery] = await deps.db
    .select()
    .from(emailDeliveries)
    .where(eq(emailDeliveries.id, data.delivery_id));
  if (!delivery || delivery.status === 'sent') return;
  const message = JSON.parse(
    decryptSecret(deps.env.APP_KEY, delivery.sealed, sealContext(delivery.key)),
  ) as MailMessage;
  try {
    await deps.mailer.send(message);
  } catch (error) {
    const lastTry = job.retryCount >= job.retryLimit;
    await deps.db
      .update(emailDeliveries)
      .set({
        attempts: delivery.attempts + 1,
        last_error: describeError(error),
        status: lastTry ? 'failed' : 'queued',
      })
      .where(eq(emailDeliveries.id, delivery.id));
    throw error;
  }
  await deps.db
    .update(emailDeliveries)
    .set({ status: 'sent', sent_at: deps.now(), attempts: delivery.attempts + 1, last_error: null })
    .where(eq(emailDeliveries.id, delivery.id));
}

/** What the console shows of a failed try: the error and its cause (SMTP codes live there), short. */
function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  while (current instanceof Error && parts.length < 3) {
    parts.push(current.message);
    current = current.cause;
  }
  return (parts.join(': ') || String(error)).slice(0, 500);
}
