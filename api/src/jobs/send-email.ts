import type { Queryable } from '../db/client.ts';
import type { AppDeps } from '../lib/context.ts';
import type { MailMessage } from '../lib/mailer.ts';
import { decryptSecret, encryptSecret } from '../modules/bling/token-crypto.ts';
import type { JobPayloads } from './job-definitions.ts';

const sealContext = (key: string) => `mail:${key}`;

/**
 * The one way to send an e-mail: queues a `send-email` job, retried with backoff until the mailer
 * takes it (decision 030). Pass the caller's transaction as `db` so the mail goes if and only if the
 * change it reports commits. `key` names the event (e.g. `password-reset:42`): queuing the same key
 * twice sends one mail. The message is sealed with APP_KEY, as mails may carry reset links that must
 * not sit readable in the queue.
 */
export async function sendMail(
  deps: Pick<AppDeps, 'env' | 'jobs'>,
  message: MailMessage,
  options: { key: string; db?: Queryable },
): Promise<void> {
  const sealed = encryptSecret(deps.env.APP_KEY, JSON.stringify(message), sealContext(options.key));
  await deps.jobs.enqueue('send-email', { key: options.key, sealed }, { key: options.key, db: options.db });
}

/** The `send-email` job: a mailer error fails the try, and the queue retries it. */
export async function deliverMail(deps: Pick<AppDeps, 'env' | 'mailer'>, data: JobPayloads['send-email']) {
  const message = JSON.parse(decryptSecret(deps.env.APP_KEY, data.sealed, sealContext(data.key))) as MailMessage;
  await deps.mailer.send(message);
}
