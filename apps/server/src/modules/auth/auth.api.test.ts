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
    for (const [u, p] of [['customer', 'wrong'], ['nobody', 'Demo#2026']]) {
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
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: 'Bearer abcdefghijklmnopqrstuvwxyz0123456789' } });
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
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const attempt = (username: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/token', ...form(username, password), headers: { ...form(username, password).headers, 'x-forwarded-for': ip } });

  it('answers 429 with Retry-After after 10 failures for one username, even with the right password', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await attempt('customer', 'wrong', `10.0.0.${i + 1}`)).statusCode).toBe(401);
    }
    const blocked = await attempt('customer', 'Demo#2026', '10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error_description).toBe('Too many login attempts, please try again later');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another user from another address is unaffected.
    expect((await attempt('admin', 'Demo#2026', '10.0.2.1')).statusCode).toBe(200);
    // After the 15-minute window the user may try again.
    t.clock.now += 15 * 60_000 + 1;
    expect((await attempt('customer', 'Demo#2026', '10.0.1.1')).statusCode).toBe(200);
  });

  it('answers 429 after 10 failures from one client address across usernames', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await attempt(`guess${i}`, 'wrong', '192.0.2.7')).statusCode).toBe(401);
    }
    expect((await attempt('sales', 'Demo#2026', '192.0.2.7')).statusCode).toBe(429);
    expect((await attempt('sales', 'Demo#2026', '192.0.2.8')).statusCode).toBe(200);
  });
});
