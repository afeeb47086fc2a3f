import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the mail (or the .eml file is written); rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailLog {
  info(obj: object, msg: string): void;
}

/**
 * Bounded so a send never outlives the mail job that covers it (MAIL_JOB_TIMEOUT_SECONDS: mail-outbox.ts);
 * nodemailer's own socket timeout is 10 minutes. Query parameters in SMTP_URL override these.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** '2026-11-23T18-13-49-123Z-1a2b3c4d.eml': sorts by time, safe on every file system. */
function emlName(): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${crypto.randomBytes(4).toString('hex')}.eml`;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written to the mail directory
 * as an .eml file, so mail can be read on a laptop. Logs recipient and subject only:
 * bodies and attachments may hold order details.
 */
export function createMailer(config: Config, log: MailLog): Mailer {
  const from = config.mailFrom;
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const dir = config.mailDir;
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      if (!Buffer.isBuffer(info.message)) throw new Error('The mail drop expected the message as a buffer.');
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, emlName());
      await fs.writeFile(file, info.message);
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written');
    },
    close: () => transport.close(),
  };
}
