import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. RFC 8058's List-Unsubscribe and List-Unsubscribe-Post (decision 056). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes, for the start-up log. */
  describe(): string;
}

/**
 * SMTP through nodemailer when `smtpUrl` is set; otherwise each message is written as an .eml file
 * to `outboxDir`, so development and tests need no mail server.
 */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      describe: () => `SMTP ${new URL(options.smtpUrl!).host}`,
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Names sort in sending order, also for several mails in one millisecond (the queue sends in bursts).
  let sequence = 0;
  return {
    describe: () => `files in ${options.outboxDir}`,
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      sequence += 1;
      const name = `${Date.now()}-${String(sequence).padStart(6, '0')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
      const file = path.join(options.outboxDir, name);
      await fs.writeFile(file, info.message as Buffer);
    },
  };
}
