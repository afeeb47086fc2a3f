import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { PASSWORD_CHANGED_REASON } from '../../platform/auth/session-end';
import { deliveredMail, linkToken, solveHumanCheck } from './accounts.fixtures';
import {
  CURRENT_PASSWORD_WRONG,
  HUMAN_CHECK_UNAVAILABLE,
  PASSWORD_UPDATED,
  RESET_LINK_INVALID,
  RESET_REQUEST_SENT,
} from './accounts.messages';
import { hashPassword } from '../../platform/auth/password-hash';

describe('password reset, change and options', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Users of our own: the demo accounts' passwords stay as they are.
    const hash = await hashPassword('Demo#2026', t.config.passwordHashCost);
    const now = t.clock.now;
    await t.database.db
      .insertInto('users')
      .values([
        {
          username: 'trade-reset',
          email: 'trade-reset@example.net',
          name: 'Trade Reset',
          password_hash: hash,
          kind: 'customer',
          customer_id: 1,
          created_at: now,
          password_changed_at: now,
        },
        {
          username: 'shopper@example.net',
          email: 'shopper@example.net',
          name: 'Shopper',
          password_hash: hash,
          kind: 'consumer',
          created_at: now,
          password_changed_at: now,
        },
        {
          username: 'changer',
          email: 'changer@example.net',
          name: 'Changer',
          password_hash: hash,
          kind: 'customer',
          customer_id: 1,
          created_at: now,
          password_changed_at: now,
        },
      ])
      .execute();
  });
  afterAll(() => t.close());

  const requestReset = async (emailOrUsername: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/password/requestreset',
      payload: { emailOrUsername, verifyToken: await solveHumanCheck(t.app) },
    });
  /** POST /api/password/reset with a freshly passed human check, as the /changepassword page sends it. */
  const reset = async (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { ...payload, verifyToken: await solveHumanCheck(t.app) },
    });
  const resetLinkFor = async (to: string) => {
    const mails = (await deliveredMail(t.app, t.config.mailDir)).filter((m) => m.to === to);
    return linkToken(mails.at(-1)!.text, '/changepassword');
  };

  it('answers the same text, in about the same time, for known and unknown accounts, and mails only the known', async () => {
    const before = (await deliveredMail(t.app, t.config.mailDir)).length;
    const timings: number[] = [];
    for (const login of ['trade-reset', 'nobody-at-all', 'SHOPPER@example.net', 'nobody@example.net']) {
      const started = performance.now();
      const res = await requestReset(login);
      timings.push(performance.now() - started);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ isSuccess: true, message: RESET_REQUEST_SENT, errors: [] });
    }
    const fresh = (await deliveredMail(t.app, t.config.mailDir)).slice(before);
    expect(fresh.map((m) => m.to).sort()).toEqual(['shopper@example.net', 'trade-reset@example.net']);
    expect(fresh.every((m) => m.text.includes(`${t.config.publicUrl}/changepassword?t=`))).toBe(true);
    // Each answer waits out the same floor, so the known ones are not told apart by being slower.
    expect(Math.min(...timings)).toBeGreaterThanOrEqual(390);
  });

  it('needs a passed human check', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password/requestreset',
      payload: { emailOrUsername: 'trade-reset', verifyToken: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSuccess: false, errors: [HUMAN_CHECK_UNAVAILABLE] });
  });

  it('tells the link user type, resets once, ends every session and shows the changed-password reason', async () => {
    const oldSession = await signInAs(t.app, 'trade-reset');
    await requestReset('trade-reset');
    const token = await resetLinkFor('trade-reset@example.net');

    const type = await t.app.inject({ method: 'POST', url: '/api/password/userType', payload: { token } });
    expect(type.json()).toEqual({ isB2B: true });

    const weak = await reset({ password: 'weakpass', resetToken: token });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errorReason).toBe('Must contain one uppercase letter');

    const res = await reset({ password: 'Fresh#2027', resetToken: token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_UPDATED });

    const stale = await t.app.inject({ method: 'GET', url: '/api/user', headers: oldSession });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().errorReason).toBe(PASSWORD_CHANGED_REASON);
    expect(stale.json().errorReason).toContain('changed password');

    const reuse = await reset({ password: 'Other#2028', resetToken: token });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().errorReason).toBe(RESET_LINK_INVALID);
    expect((await t.app.inject({ method: 'POST', url: '/api/password/userType', payload: { token } })).statusCode).toBe(
      400,
    );

    await expect(signInAs(t.app, 'trade-reset')).rejects.toThrow();
    await signInAs(t.app, 'trade-reset', 'Fresh#2027');
  });

  it('says a consumer link is not B2B, refuses another e-mail, and expires after an hour', async () => {
    await requestReset('shopper@example.net');
    const token = await resetLinkFor('shopper@example.net');
    expect((await t.app.inject({ method: 'POST', url: '/api/password/userType', payload: { token } })).json()).toEqual({
      isB2B: false,
    });
    const wrongEmail = await reset({ password: 'Fresh#2027', resetToken: token, email: 'other@example.net' });
    expect(wrongEmail.statusCode).toBe(400);
    t.clock.now += 3_600_000 + 1;
    try {
      const late = await reset({ password: 'Fresh#2027', resetToken: token, email: 'Shopper@example.net' });
      expect(late.statusCode).toBe(400);
      expect(late.json().errorReason).toBe(RESET_LINK_INVALID);
    } finally {
      t.clock.now -= 3_600_000 + 1;
    }
  });

  /** A new hour: a recipient gets at most three mails an hour on visitors' word (mail-allowance.ts). */
  const nextHour = () => {
    t.clock.now += 3_600_000;
  };

  it('only the newest reset link works', async () => {
    nextHour();
    await requestReset('shopper@example.net');
    const first = await resetLinkFor('shopper@example.net');
    await requestReset('shopper@example.net');
    const second = await resetLinkFor('shopper@example.net');
    expect((await reset({ password: 'Fresh#2027', resetToken: first })).statusCode).toBe(400);
    expect((await reset({ password: 'Fresh#2027', resetToken: second })).statusCode).toBe(200);
  });

  it('refuses a reset without a passed human check (spec 3 §4), leaving the link usable', async () => {
    nextHour();
    await requestReset('shopper@example.net');
    const resetToken = await resetLinkFor('shopper@example.net');
    const send = (verifyToken?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/password/reset',
        payload: { password: 'Checked#2029', resetToken, ...(verifyToken === undefined ? {} : { verifyToken }) },
      });

    expect((await send()).statusCode).toBe(400);
    for (const forged of [
      '',
      'x',
      Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString('base64'),
    ]) {
      const res = await send(forged);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorReason).toBe(HUMAN_CHECK_UNAVAILABLE);
    }
    // The refusals left the link as it was; a solution is accepted once.
    const verifyToken = await solveHumanCheck(t.app);
    expect((await send(verifyToken)).statusCode).toBe(200);
    await requestReset('shopper@example.net');
    const next = await resetLinkFor('shopper@example.net');
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { password: 'Checked#2030', resetToken: next, verifyToken },
    });
    expect(replay.json().errorReason).toBe(HUMAN_CHECK_UNAVAILABLE);
  });

  it('mails one recipient at most 3 times an hour and one client address at most 20, with the same answer (issue 26 item 4)', async () => {
    nextHour();
    const mailsTo = async (to: string) =>
      (await deliveredMail(t.app, t.config.mailDir)).filter((m) => m.to === to).length;
    const before = await mailsTo('shopper@example.net');
    for (let i = 0; i < 5; i++) {
      expect((await requestReset('shopper@example.net')).json()).toEqual({
        isSuccess: true,
        message: RESET_REQUEST_SENT,
        errors: [],
      });
      // Each mail leaves before the next request (a newer link retires the older one's mail).
      await t.app.ctx.outbox.drain();
    }
    expect((await mailsTo('shopper@example.net')) - before).toBe(3);
    // One client address asking for many recipients: 20 mails in the hour, then none, whoever they are for.
    nextHour();
    const from = (emailOrUsername: string) =>
      solveHumanCheck(t.app).then((verifyToken) =>
        t.app.inject({
          method: 'POST',
          url: '/api/password/requestreset',
          remoteAddress: '198.51.100.44',
          payload: { emailOrUsername, verifyToken },
        }),
      );
    await Promise.all(Array.from({ length: 20 }, (_, i) => from(`nobody${i}@example.net`)));
    const tradeBefore = await mailsTo('trade-reset@example.net');
    const refused = await from('trade-reset');
    expect(refused.json()).toEqual({ isSuccess: true, message: RESET_REQUEST_SENT, errors: [] });
    expect(await mailsTo('trade-reset@example.net')).toBe(tradeBefore);
    // Another address still gets its mail.
    await requestReset('trade-reset');
    expect(await mailsTo('trade-reset@example.net')).toBe(tradeBefore + 1);
  }, 60_000);

  it('changes the password with the current one, keeping this session and ending the others', async () => {
    const other = await signInAs(t.app, 'changer');
    const mine = await signInAs(t.app, 'changer');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/password',
      headers: mine,
      payload: { password: 'Nope#2026', newPassword: 'Change#2027' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorReason).toBe(CURRENT_PASSWORD_WRONG);
    const spaced = await t.app.inject({
      method: 'POST',
      url: '/api/password',
      headers: mine,
      payload: { password: 'Demo#2026', newPassword: 'Change #2027' },
    });
    expect(spaced.json().errorReason).toBe('No blank spaces allowed');

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password',
      headers: mine,
      payload: { password: 'Demo#2026', newPassword: 'Change#2027' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_UPDATED });
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: mine })).statusCode).toBe(200);
    const ended = await t.app.inject({ method: 'GET', url: '/api/user', headers: other });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().errorReason).toBe(PASSWORD_CHANGED_REASON);
    await signInAs(t.app, 'changer', 'Change#2027');
  });

  it('reads the options anonymously; only an administrator saves them; the server enforces them', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/passwordOptions' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      minimumPasswordLength: 8,
      limitPasswordLength: false,
      requireLowercase: true,
      requireUppercase: true,
      requireNumber: true,
      requireSpecialCharacter: true,
    });

    const stricter = {
      minimumPasswordLength: 12,
      limitPasswordLength: true,
      requireLowercase: true,
      requireUppercase: true,
      requireNumber: true,
      requireSpecialCharacter: true,
    };
    const customer = await signInAs(t.app, 'customer');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/passwordOptions', headers: customer, payload: stricter }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/passwordOptions', payload: stricter })).statusCode,
    ).toBe(401);
    const admin = await signInAs(t.app, 'admin');
    const tooShort = await t.app.inject({
      method: 'POST',
      url: '/api/admin/passwordOptions',
      headers: admin,
      payload: { ...stricter, minimumPasswordLength: 2 },
    });
    expect(tooShort.statusCode).toBe(400);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/passwordOptions',
      headers: admin,
      payload: stricter,
    });
    expect(saved.json()).toEqual({ message: 'Password options successfully changed.' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/passwordOptions' })).json()).toEqual(stricter);
      const mine = await signInAs(t.app, 'changer', 'Change#2027');
      const short = await t.app.inject({
        method: 'POST',
        url: '/api/password',
        headers: mine,
        payload: { password: 'Change#2027', newPassword: 'Short#2027' },
      });
      expect(short.json().errorReason).toBe('Must contain a minimum of 12 characters and a maximum of 14');
      const long = await t.app.inject({
        method: 'POST',
        url: '/api/password',
        headers: mine,
        payload: { password: 'Change#2027', newPassword: 'Longer#2027-abcd' },
      });
      expect(long.json().errorReason).toBe('Must contain a minimum of 12 characters and a maximum of 14');
      const fits = await t.app.inject({
        method: 'POST',
        url: '/api/password',
        headers: mine,
        payload: { password: 'Change#2027', newPassword: 'Longer#2027ab' },
      });
      expect(fits.statusCode).toBe(200);
    } finally {
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/passwordOptions',
        headers: admin,
        payload: { ...stricter, minimumPasswordLength: 8, limitPasswordLength: false },
      });
    }
  });
});
