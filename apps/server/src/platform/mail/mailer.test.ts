import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createMailer, type OutgoingMail } from './mailer';

interface Received {
  user: string | undefined;
  from: string | undefined;
  mail: ParsedMail;
}

const received: Received[] = [];
let server: SMTPServer;
let port = 0;
const dirs: string[] = [];

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-mail-'));
  dirs.push(dir);
  return dir;
}

function recordingLog() {
  const entries: { obj: object; msg: string }[] = [];
  return { entries, info: (obj: object, msg: string) => entries.push({ obj, msg }) };
}

const confirmation: OutgoingMail = {
  to: 'buyer@example.com',
  subject: 'Order 1042 confirmed',
  text: 'Thank you for your order 1042.',
  html: '<p>Thank you for your order <b>1042</b>.</p>',
  attachments: [{ filename: 'order-1042.pdf', content: Buffer.from('%PDF-1.3 fake'), contentType: 'application/pdf' }],
};

beforeAll(async () => {
  server = new SMTPServer({
    // Plain SMTP on loopback: no STARTTLS to a self-signed certificate, AUTH allowed without TLS.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const from = session.envelope.mailFrom;
          received.push({ user: session.user as string | undefined, from: from ? from.address : undefined, mail });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('createMailer', () => {
  it('sends through SMTP_URL with the subject, the From address and the attachment, and logs recipient and subject only', async () => {
    const config = loadConfig({
      DATA_DIR: tempDataDir(),
      SMTP_URL: `smtp://shop:secret@127.0.0.1:${port}`,
      MAIL_FROM: 'Shop <orders@shop.example>',
    });
    const log = recordingLog();
    const mailer = createMailer(config, log);
    await mailer.send(confirmation);
    mailer.close();

    expect(received).toHaveLength(1);
    const [first] = received;
    expect(first?.user).toBe('shop');
    expect(first?.from).toBe('orders@shop.example');
    expect(first?.mail.subject).toBe('Order 1042 confirmed');
    expect(first?.mail.text?.trim()).toBe('Thank you for your order 1042.');
    expect(first?.mail.attachments).toHaveLength(1);
    expect(first?.mail.attachments[0]?.filename).toBe('order-1042.pdf');
    expect(first?.mail.attachments[0]?.contentType).toBe('application/pdf');
    expect(first?.mail.attachments[0]?.content.toString()).toBe('%PDF-1.3 fake');
    expect(fs.existsSync(config.mailDir)).toBe(false);
    expect(log.entries).toEqual([
      { obj: { to: 'buyer@example.com', subject: 'Order 1042 confirmed' }, msg: 'mail sent' },
    ]);
  });

  it('rejects when the SMTP server cannot be reached', async () => {
    const config = loadConfig({ DATA_DIR: tempDataDir(), SMTP_URL: 'smtp://127.0.0.1:1' });
    const mailer = createMailer(config, recordingLog());
    await expect(mailer.send(confirmation)).rejects.toThrow();
    mailer.close();
  });

  it('writes an .eml file to DATA_DIR/mail without SMTP_URL', async () => {
    const config = loadConfig({ DATA_DIR: tempDataDir() });
    const log = recordingLog();
    const mailer = createMailer(config, log);
    await mailer.send(confirmation);
    mailer.close();

    const files = fs.readdirSync(config.mailDir);
    expect(files).toHaveLength(1);
    const [name] = files;
    expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]{8}\.eml$/);
    const parsed = await simpleParser(fs.readFileSync(path.join(config.mailDir, name ?? '')));
    expect(parsed.subject).toBe('Order 1042 confirmed');
    expect(parsed.from?.value).toEqual([{ name: 'Harbor Foodservice', address: 'orders@harborfoods.example' }]);
    expect(parsed.attachments[0]?.filename).toBe('order-1042.pdf');
    const [entry] = log.entries;
    expect(entry?.msg).toBe('mail written');
    expect(entry?.obj).toMatchObject({ to: 'buyer@example.com', subject: 'Order 1042 confirmed' });
    expect(JSON.stringify(log.entries)).not.toContain('Thank you');
  });
});
