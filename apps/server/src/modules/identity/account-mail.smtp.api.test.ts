import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { linkToken, solveHumanCheck } from './accounts.fixtures';

/** One round trip through a real SMTP server: the sign-up's activation link arrives and works. */
describe('account mail over SMTP', () => {
  const received: ParsedMail[] = [];
  let server: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (err: Error) => callback(err),
        );
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const port = (server.server.address() as AddressInfo).port;
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://shop.example.com' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('mails the activation link through SMTP_URL', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/consumer/signup',
      payload: {
        name: 'Mary Smtp',
        email: 'mary@example.net',
        company: '',
        phone: '',
        password: 'Relay#2026',
        passwordConfirmation: 'Relay#2026',
        optIn: false,
        verifyToken: await solveHumanCheck(t.app),
      },
    });
    expect(res.statusCode).toBe(200);
    // The sign-up kicked a delivery pass already; drain waits for it or does the work itself.
    await t.app.ctx.outbox.drain();
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('mary@example.net');
    expect(mail.subject).toBe('Harbor Foodservice: please verify your e-mail address');
    expect(mail.text).toContain('https://shop.example.com/verifyemail?t=');
    const token = linkToken(mail.text ?? '', '/verifyemail');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/consumer/verify?t=${encodeURIComponent(token)}` })).statusCode,
    ).toBe(200);
  });
});
