import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, tokenForm } from '../../test/test-app';
import { deliveredMail, linkToken, solveHumanCheck } from './accounts.fixtures';
import { HUMAN_CHECK_UNAVAILABLE, SIGN_UP_SUCCESS, VERIFY_DONE, VERIFY_FAILED } from './accounts.messages';

const form = (over: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.net',
  company: 'Analytical',
  phone: '(207) 555-0100',
  password: 'Engine#1843',
  passwordConfirmation: 'Engine#1843',
  optIn: true,
  ...over,
});

const signIn = (t: TestApp, username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/token',
    ...tokenForm({ grant_type: 'password', client_id: 'ecommerce', username, password }),
  });

describe('consumer sign-up and e-mail verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signUp = async (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/consumer/signup',
      payload: { ...body, verifyToken: await solveHumanCheck(t.app) },
    });

  it('creates an unverified consumer, mails the link once, and lets them in only after verifying', async () => {
    const res = await signUp(form());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isSuccess: true, message: SIGN_UP_SUCCESS, errors: [] });

    const refused = await signIn(t, 'ada@example.net', 'Engine#1843');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error_description).toBe('Please verify your e-mail address before signing in');

    const mails = (await deliveredMail(t.app, t.config.mailDir)).filter((m) => m.to === 'ada@example.net');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('verify');
    const token = linkToken(mails[0]!.text, '/verifyemail');
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/verifyemail?t=`);
    // Nothing stored holds the mailed token.
    const stored = await t.database.db.selectFrom('outbox').select('payload').execute();
    expect(stored.some((r) => r.payload.includes(token))).toBe(false);

    const verified = await t.app.inject({ method: 'GET', url: `/api/consumer/verify?t=${encodeURIComponent(token)}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: VERIFY_DONE });
    const again = await t.app.inject({ method: 'GET', url: `/api/consumer/verify?t=${encodeURIComponent(token)}` });
    expect(again.statusCode).toBe(400);
    expect(again.json().errorReason).toBe(VERIFY_FAILED);

    expect((await signIn(t, 'ADA@example.net', 'Engine#1843')).statusCode).toBe(200);
    const user = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'ada@example.net')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      kind: 'consumer',
      name: 'Ada Lovelace',
      company: 'Analytical',
      phone: '2075550100',
      email_opt_in: 1,
      email_verified: 1,
    });
  });

  it('answers a duplicate e-mail like a new one and tells the owner instead', async () => {
    const before = await deliveredMail(t.app, t.config.mailDir);
    const res = await signUp(form({ email: 'Consumer@Example.com', name: 'Someone Else' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isSuccess: true, message: SIGN_UP_SUCCESS, errors: [] });
    const fresh = (await deliveredMail(t.app, t.config.mailDir)).slice(before.length);
    expect(fresh.map((m) => [m.to, m.subject])).toEqual([
      ['consumer@example.com', 'Harbor Foodservice: you already have an account'],
    ]);
    expect(fresh[0]!.text).not.toContain('/verifyemail');
    const users = await t.database.db
      .selectFrom('users')
      .select('name')
      .where('email', '=', 'consumer@example.com')
      .execute();
    expect(users.map((u) => u.name)).not.toContain('Someone Else');
  });

  it('refuses a missing, forged, test-mode or replayed human check with the spec text', async () => {
    const payloads = [
      undefined,
      'not-base64-json',
      Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString('base64'),
    ];
    for (const verifyToken of payloads) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/consumer/signup',
        payload: { ...form({ email: 'x1@example.net' }), verifyToken: verifyToken ?? '' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false, errors: [HUMAN_CHECK_UNAVAILABLE] });
    }
    const verifyToken = await solveHumanCheck(t.app);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/consumer/signup',
      payload: { ...form({ email: 'x2@example.net' }), verifyToken },
    });
    expect(first.statusCode).toBe(200);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/consumer/signup',
      payload: { ...form({ email: 'x3@example.net' }), verifyToken },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors).toEqual([HUMAN_CHECK_UNAVAILABLE]);
  });

  it('refuses a solution after its challenge expired (server clock)', async () => {
    const verifyToken = await solveHumanCheck(t.app);
    t.clock.now += 11 * 60_000;
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/consumer/signup',
        payload: { ...form({ email: 'late@example.net' }), verifyToken },
      });
      expect(res.json().errors).toEqual([HUMAN_CHECK_UNAVAILABLE]);
    } finally {
      t.clock.now -= 11 * 60_000;
    }
  });

  it('answers the verification service text when the site has no site key', async () => {
    await t.database.db.insertInto('site_settings').values({ key: 'siteKey', value: '""' }).execute();
    try {
      const res = await signUp(form({ email: 'nokey@example.net' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([HUMAN_CHECK_UNAVAILABLE]);
    } finally {
      await t.database.db.deleteFrom('site_settings').where('key', '=', 'siteKey').execute();
    }
  });

  it('applies the field rules and the password options on the server', async () => {
    const res = await signUp(
      form({
        email: 'bad',
        name: 'n'.repeat(41),
        company: 'c'.repeat(26),
        phone: '123',
        password: 'short',
        passwordConfirmation: 'other',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      'Name can have at most 40 characters',
      'Email must be a valid email',
      'Company can have at most 25 characters',
      'Phone number format (###) ###-#### Ext ######',
      'Must contain a minimum of 8 characters',
      'Passwords must match',
    ]);
  });

  it('refuses sign-up when consumers are not allowed', async () => {
    await t.database.db.insertInto('site_settings').values({ key: 'allowConsumer', value: 'false' }).execute();
    try {
      const res = await signUp(form({ email: 'closed@example.net' }));
      expect(res.statusCode).toBe(403);
    } finally {
      await t.database.db.deleteFrom('site_settings').where('key', '=', 'allowConsumer').execute();
    }
  });

  it('resends a link only to an unverified consumer, with one answer for every address', async () => {
    await signUp(form({ email: 'grace@example.net', name: 'Grace Hopper' }));
    const before = (await deliveredMail(t.app, t.config.mailDir)).length;
    for (const email of ['grace@example.net', 'nobody@example.net', 'consumer@example.com']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/consumer/resend',
        payload: { email, verifyToken: await solveHumanCheck(t.app) },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toMatch(/^If this account is waiting for verification/);
    }
    const fresh = (await deliveredMail(t.app, t.config.mailDir)).slice(before);
    expect(fresh.map((m) => m.to)).toEqual(['grace@example.net']);
    // The new link replaces the first one.
    const all = (await deliveredMail(t.app, t.config.mailDir)).filter((m) => m.to === 'grace@example.net');
    const [firstLink, newLink] = all.map((m) => linkToken(m.text, '/verifyemail'));
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/consumer/verify?t=${encodeURIComponent(firstLink!)}` }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/consumer/verify?t=${encodeURIComponent(newLink!)}` })).statusCode,
    ).toBe(200);
  });

  it('mails at most three verification links an hour to one account (sign-up included), answering every request alike', async () => {
    await signUp(form({ email: 'linus@example.net', name: 'Linus' }));
    await t.app.ctx.outbox.drain();
    const linksTo = async (to: string) =>
      (await deliveredMail(t.app, t.config.mailDir)).filter((m) => m.to === to).length;
    const resend = async (email: string) => {
      const started = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/consumer/resend',
        payload: { email, verifyToken: await solveHumanCheck(t.app) },
      });
      const ms = performance.now() - started;
      // Each mail leaves before the next request (a newer link retires the older one's mail).
      await t.app.ctx.outbox.drain();
      return { status: res.statusCode, body: res.json(), ms };
    };
    const answers = [];
    for (const email of ['linus@example.net', 'linus@example.net', 'linus@example.net', 'nobody-else@example.net'])
      answers.push(await resend(email));
    // Sign-up and two resends: the third resend within the hour sends nothing, and says so no differently.
    expect(await linksTo('linus@example.net')).toBe(3);
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body).toEqual(answers[0]!.body);
      expect(a.ms).toBeGreaterThanOrEqual(390);
    }
    t.clock.now += 3_600_000 + 1;
    try {
      expect((await resend('linus@example.net')).status).toBe(200);
      expect(await linksTo('linus@example.net')).toBe(4);
    } finally {
      t.clock.now -= 3_600_000 + 1;
    }
  });

  it('refuses a verification link after it expired', async () => {
    await signUp(form({ email: 'slow@example.net' }));
    const mail = (await deliveredMail(t.app, t.config.mailDir)).find((m) => m.to === 'slow@example.net')!;
    const token = linkToken(mail.text, '/verifyemail');
    t.clock.now += 24 * 3_600_000 + 1;
    try {
      const res = await t.app.inject({ method: 'GET', url: `/api/consumer/verify?t=${encodeURIComponent(token)}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorReason).toBe(VERIFY_FAILED);
    } finally {
      t.clock.now -= 24 * 3_600_000 + 1;
    }
  });
});
