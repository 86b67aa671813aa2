import type { MailMessage } from '../src/lib/mailer.ts';
import type { TestApp } from './test-app.ts';

/**
 * Records every message the app hands to its mailer from now on (and still delivers it), so a test can
 * read what a person would receive. Mail is a queued job (decision 030): `mailTo` runs the due jobs.
 */
export function recordMail(t: Pick<TestApp, 'deps' | 'runJobs'>) {
  const sent: MailMessage[] = [];
  const original = t.deps.mailer;
  t.deps.mailer = {
    describe: () => original.describe(),
    async send(message) {
      sent.push(message);
      await original.send(message);
    },
  };
  /** The messages to `to` once `count` of them arrived (5 s at most: sending starts right after the answer). */
  async function mailTo(to: string, count = 1, timeoutMs = 5000): Promise<MailMessage[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await t.runJobs({ names: ['send-email'] });
      const mine = sent.filter((m) => m.to === to);
      if (mine.length >= count || Date.now() > deadline) return mine;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  return { sent, mailTo };
}
