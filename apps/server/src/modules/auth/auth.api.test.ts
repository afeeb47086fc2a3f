import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp, tokenForm } from '../../test/test-app';

const form = (username: string, password: string) =>
  tokenForm({ grant_type: 'password', client_id: 'ecommerce', username, password });

describe('sign-in and session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('issues an opaque bearer token stored only as a hash', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/token', ...form('customer', 'Demo#2026') });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('bearer');
    expect(body.expires_in).toBeGreaterThan(0);
    expect(Buffer.from(body.access_token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await t.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.some((s) => s.token_hash === body.access_token)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.token_hash))).toBe(true);
  });

  it('answers each demo account with its user type', async () => {
    const expected = {
      admin: { userType: 'Customer', isAdmin: true, isSalesperson: false },
      customer: { userType: 'Customer', isAdmin: false, isSalesperson: false },
      sales: { userType: 'Salesperson', isAdmin: false, isSalesperson: true, customerKey: 0 },
      'consumer@example.com': { userType: 'Consumer', isAdmin: false, isSalesperson: false, customerKey: 0 },
    } as const;
    for (const [username, shape] of Object.entries(expected)) {
      const headers = await signInAs(t.app, username);
      const res = await t.app.inject({ method: 'GET', url: '/api/user', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ username, ...shape });
    }
  });

  it('signs a consumer in by e-mail regardless of case', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/token', ...form('Consumer@Example.com', 'Demo#2026') });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a bad password or an unknown user with the same message', async () => {
    for (const [u, p] of [
      ['customer', 'wrong'],
      ['nobody', 'Demo#2026'],
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/token', ...form(u!, p!) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'invalid_grant', error_description: 'Unknown user or invalid password' });
    }
  });

  it('refuses a wrong client id and a malformed form', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      ...tokenForm({ grant_type: 'password', client_id: 'other', username: 'customer', password: 'Demo#2026' }),
    });
    expect(bad.statusCode).toBe(400);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/token', ...tokenForm({ grant_type: 'magic' }) });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('invalid_request');
  });

  it('tolerates no token on /api/user with a 401, and refuses a made-up token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: 'Bearer abcdefghijklmnopqrstuvwxyz0123456789' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorReason).toBe('Session has expired');
  });

  it('ends the session on log-out', async () => {
    const headers = await signInAs(t.app, 'customer');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/token', headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(401);
  });

  it('expires a session after the idle time and after the absolute time', async () => {
    const headers = await signInAs(t.app, 'customer');
    const start = t.clock.now;
    try {
      t.clock.now = start + t.config.session.idleMs - 1000;
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(200);
      // The call above counted as activity, so the idle window starts again from here.
      t.clock.now += t.config.session.idleMs + 1000;
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(401);

      const fresh = await signInAs(t.app, 'customer');
      const signedInAt = t.clock.now;
      // Keep it busy every hour until past the absolute limit.
      for (let at = signedInAt; at < signedInAt + t.config.session.maxMs; at += 3_600_000) {
        t.clock.now = at;
        expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: fresh })).statusCode).toBe(200);
      }
      t.clock.now = signedInAt + t.config.session.maxMs + 1;
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: fresh })).statusCode).toBe(401);
    } finally {
      t.clock.now = start;
    }
  });
});

describe('sign-in throttle', () => {
  let t: TestApp;
  beforeAll(async () => {
    // inject() connects from 127.0.0.1, the one proxy trusted here: X-Forwarded-For names the client.
    // Hashes at N=2^15, so that a stored hash of N=2^14 is one of an older, lower cost.
    t = await createTestApp({
      TRUST_PROXY: '127.0.0.1',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '15',
      PASSWORD_HASH_COST: '15',
    });
  });
  afterAll(() => t.close());

  const attempt = (username: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/token',
      ...form(username, password),
      headers: { ...form(username, password).headers, 'x-forwarded-for': ip },
    });

  // Each evaluated attempt costs one scrypt (N=2^15 here, 2^17 in production: ~0.4 s, more on a busy machine).
  const SLOW = 120_000;

  it(
    'slows a username after 10 failures from anywhere (429, Retry-After 2 s), but not the right password from a known-good address',
    async () => {
      expect((await attempt('customer', 'Demo#2026', '10.0.9.9')).statusCode).toBe(200);
      for (let i = 0; i < 10; i++) {
        expect((await attempt('customer', 'wrong', `10.0.0.${i + 1}`)).statusCode).toBe(401);
      }
      const slowed = await attempt('customer', 'Demo#2026', '10.0.1.1');
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json().error_description).toBe('Too many login attempts, please try again later');
      expect(slowed.headers['retry-after']).toBe('2');
      // Where the user signed in before, the right password still works.
      expect((await attempt('customer', 'Demo#2026', '10.0.9.9')).statusCode).toBe(200);
      // Another user from another address is unaffected.
      expect((await attempt('admin', 'Demo#2026', '10.0.2.1')).statusCode).toBe(200);
      // Elsewhere, once the wait is over, the right password works too.
      t.clock.now += 2000;
      expect((await attempt('customer', 'Demo#2026', '10.0.1.1')).statusCode).toBe(200);
      // Every attempt waits its turn; the next failure doubles the wait.
      t.clock.now += 2000;
      expect((await attempt('customer', 'wrong', '10.0.1.2')).statusCode).toBe(401);
      expect((await attempt('customer', 'Demo#2026', '10.0.1.3')).headers['retry-after']).toBe('4');
      // After 15 quiet minutes the username is forgotten.
      t.clock.now += 15 * 60_000;
      expect((await attempt('customer', 'Demo#2026', '10.0.1.4')).statusCode).toBe(200);
    },
    SLOW,
  );

  it(
    'answers 429 after 10 failures for one username from one address, and lets other users of that address in',
    async () => {
      for (let i = 0; i < 10; i++) {
        expect((await attempt('sales', 'wrong', '192.0.2.7')).statusCode).toBe(401);
      }
      const blocked = await attempt('sales', 'Demo#2026', '192.0.2.7');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect((await attempt('admin', 'Demo#2026', '192.0.2.7')).statusCode).toBe(200);
      t.clock.now += 15 * 60_000;
      expect((await attempt('sales', 'Demo#2026', '192.0.2.7')).statusCode).toBe(200);
    },
    SLOW,
  );

  it(
    'answers 429 from one address at its own ceiling across usernames (15 here, 100 by default)',
    async () => {
      for (let i = 0; i < 15; i++) {
        expect((await attempt(`guess${i}`, 'wrong', '192.0.2.9')).statusCode).toBe(401);
      }
      expect((await attempt('consumer@example.com', 'Demo#2026', '192.0.2.9')).statusCode).toBe(429);
      expect((await attempt('consumer@example.com', 'Demo#2026', '192.0.2.10')).statusCode).toBe(200);
    },
    SLOW,
  );

  it(
    're-hashes a password stored at the old cost on a successful sign-in',
    async () => {
      const { scryptSync } = await import('node:crypto');
      const salt = Buffer.from('0123456789abcdef');
      const key = scryptSync('Demo#2026', salt, 32, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
      const legacy = ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
      await t.database.db
        .updateTable('users')
        .set({ password_hash: legacy })
        .where('username', '=', 'customer')
        .execute();
      expect((await attempt('customer', 'Demo#2026', '10.0.9.9')).statusCode).toBe(200);
      const row = await t.database.db
        .selectFrom('users')
        .select('password_hash')
        .where('username', '=', 'customer')
        .executeTakeFirstOrThrow();
      expect(row.password_hash.startsWith('scrypt$32768$8$1$')).toBe(true);
      expect((await attempt('customer', 'Demo#2026', '10.0.9.9')).statusCode).toBe(200);
    },
    SLOW,
  );
});
