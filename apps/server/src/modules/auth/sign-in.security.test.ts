import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, tokenForm } from '../../test/test-app';
import { signInHashGate } from './auth.service';

// Issue 10, items 1, 2 and the sign-in part of 10, on SQLite and (TEST_DB=postgres) PostgreSQL.
// inject() connects from 127.0.0.1, the one proxy trusted here, so X-Forwarded-For poses as the client.

const PASSWORD = 'Demo#2026';
const form = (username: string, password: string) =>
  tokenForm({ grant_type: 'password', client_id: 'ecommerce', username, password });

function attempt(t: TestApp, username: string, password: string, ip: string, remoteAddress = '127.0.0.1') {
  const f = form(username, password);
  return t.app.inject({
    method: 'POST',
    url: '/api/token',
    remoteAddress,
    payload: f.payload,
    headers: { ...f.headers, 'x-forwarded-for': ip },
  });
}

/** Another user with the demo password (the copied hash), so scenarios do not share username counters. */
async function addUser(t: TestApp, username: string): Promise<void> {
  const db = t.database.db;
  const c = await db.selectFrom('users').selectAll().where('username', '=', 'customer').executeTakeFirstOrThrow();
  await db
    .insertInto('users')
    .values({
      username,
      email: `${username}@example.test`,
      name: username,
      password_hash: c.password_hash,
      kind: c.kind,
      customer_id: c.customer_id,
      created_at: c.created_at,
      password_changed_at: c.password_changed_at,
    })
    .execute();
}

async function counter(t: TestApp, key: string): Promise<number | undefined> {
  const row = await t.database.db
    .selectFrom('sign_in_counters')
    .select('count')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.count;
}

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Infinity;
};

describe('sign-in under a burst', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1', PASSWORD_HASH_COST: '17' });
    for (const u of ['victim', 'bystander1', 'bystander2', 'bystander3']) await addUser(t, u);
  });
  afterAll(() => t.close());

  it('evaluates at most 10 of 100 parallel wrong passwords, refuses a right one inside the burst, and keeps other sign-ins under 1 s (p95)', async () => {
    // An address's attempts beyond its share (8 in flight, 2 per core in the hashing queue) answer 503 at once; they count
    // against the address and this username there as the evaluated ones do.
    // One sign-in on this machine as it is now: one scrypt at N=2^17 (~0.45 s on an idle core).
    const alone: number[] = [];
    for (let i = 1; i <= 3; i++) {
      const at = performance.now();
      expect((await attempt(t, `bystander${i}`, PASSWORD, `198.51.100.${i}`)).statusCode).toBe(200);
      alone.push(performance.now() - at);
    }
    const started = signInHashGate.started;
    const burst = Array.from({ length: 100 }, (_, i) => attempt(t, 'victim', `wrong-${i}`, '203.0.113.5'));
    // Once all 10 attempts are reserved the burst is still hashing them, one at a time for this username.
    while (((await counter(t, 'p:203.0.113.5 victim')) ?? 0) < 10) await new Promise((r) => setTimeout(r, 5));
    const rightInside = attempt(t, 'victim', PASSWORD, '203.0.113.5');

    const times: number[] = [];
    let done = false;
    const finished = Promise.all(burst).finally(() => {
      done = true;
    });
    for (let i = 0; !done || times.length < 5; i++) {
      const at = performance.now();
      const res = await attempt(t, `bystander${(i % 3) + 1}`, PASSWORD, `198.51.100.${(i % 3) + 1}`);
      times.push(performance.now() - at);
      expect(res.statusCode).toBe(200);
    }
    const answers = await finished;
    const statuses = answers.map((r) => r.statusCode);
    const evaluated = statuses.filter((s) => s === 401).length;
    // On PostgreSQL the refusals' counts can close the pair before any admitted attempt is checked: then none is.
    expect(evaluated).toBeLessThanOrEqual(10);
    expect(statuses.every((s) => s === 401 || s === 429 || s === 503)).toBe(true);
    for (const r of answers.filter((a) => a.statusCode !== 401))
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);

    // The right password inside the burst is refused, never let in: by the throttle (429) once the pair's count is
    // full, or at once (503) while the address still has its share of attempts in flight, whichever it meets first
    // (which one depends on how far the burst's hashing has got: CI saw both).
    const right = await rightInside;
    const refusal = { 429: 'Too many login attempts, please try again later', 503: 'Service temporarily unavailable' };
    expect(Object.keys(refusal)).toContain(String(right.statusCode));
    expect(right.json().error_description).toBe(refusal[right.statusCode as 429 | 503]);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);

    // The evaluated ones of the burst and one per bystander sign-in: nothing else was hashed.
    expect(signInHashGate.started - started).toBe(evaluated + times.length);
    // Under 1 s, the target (one sign-in alone takes ~0.45 s on an idle machine, ~0.7 s beside one of the
    // burst's hashes). On a machine so loaded that one alone takes over 1/3 s, under 3 times the slowest
    // alone: waiting behind the burst first come, first served (perKey unbounded) measured 8.1 s there
    // against 0.6-0.8 s alone.
    const slowestAlone = Math.max(...alone);
    expect(
      p95(times),
      `p95 ${p95(times).toFixed(0)} ms; alone ${alone.map((a) => a.toFixed(0)).join(', ')} ms`,
    ).toBeLessThan(Math.max(1000, 3 * slowestAlone));
  });

  it("answers 503 with Retry-After beyond an address's share of the hashing queue, and counts those attempts against the address, not the usernames", async () => {
    const started = signInHashGate.started;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => attempt(t, `nobody${i}`, 'wrong', '203.0.113.80')),
    );
    const failed = answers.filter((a) => a.statusCode === 401).length;
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(failed + busy.length).toBe(100);
    expect(busy.length).toBeGreaterThan(0);
    for (const r of busy) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      expect(r.json()).toEqual({
        error: 'temporarily_unavailable',
        error_description: 'Service temporarily unavailable',
      });
    }
    expect(signInHashGate.started - started).toBe(failed);
    // Every attempt counts against the address, hashed or not; a username the flood named but never checked is not charged.
    expect(await counter(t, 'a:203.0.113.80')).toBe(100);
    const unchecked = answers.findIndex((a) => a.statusCode === 503);
    expect((await counter(t, `u:nobody${unchecked}`)) ?? 0).toBe(0);
  });

  it('a flood of 300 fresh usernames from one address leaves a known user, and a new address, signing in at their usual speed', async () => {
    const alone: number[] = [];
    for (const [user, ip] of [
      ['bystander1', '198.51.100.1'],
      ['bystander2', '198.51.100.2'],
    ] as const) {
      const at = performance.now();
      expect((await attempt(t, user, PASSWORD, ip)).statusCode).toBe(200);
      alone.push(performance.now() - at);
    }
    const flood = Array.from({ length: 300 }, (_, i) => attempt(t, `fresh${i}`, 'wrong', '203.0.113.90'));
    const during = async (user: string, ip: string) => {
      const at = performance.now();
      const res = await attempt(t, user, PASSWORD, ip);
      return { status: res.statusCode, ms: performance.now() - at };
    };
    // bystander1 signed in from this address before; bystander3 never signed in from its address.
    const [known, fresh] = await Promise.all([
      during('bystander1', '198.51.100.1'),
      during('bystander3', '198.51.100.33'),
    ]);
    const answers = await Promise.all(flood);
    expect(known.status).toBe(200);
    expect(fresh.status).toBe(200);
    // Before: 503 for 70-120 s per attacker address. Now 200, after at most the event loop's work on the 300 requests
    // that arrived with it (parsing, one read and two counter writes each): about 1 s idle, more on a loaded machine.
    const bound = Math.max(3000, 4 * Math.max(...alone));
    expect(
      known.ms,
      `known user ${known.ms.toFixed(0)} ms; alone ${alone.map((a) => a.toFixed(0)).join(', ')} ms`,
    ).toBeLessThan(bound);
    expect(fresh.ms, `new address ${fresh.ms.toFixed(0)} ms`).toBeLessThan(bound);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((s) => s === 401 || s === 429 || s === 503)).toBe(true);
    // Every attempt of the flood counted against the address: it is closed for the window.
    expect(await counter(t, 'a:203.0.113.90')).toBeGreaterThanOrEqual(100);
    expect((await attempt(t, 'fresh-after', 'wrong', '203.0.113.90')).statusCode).toBe(429);
  });
});

describe('sign-in throttle keys', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'info' }, { write: (line) => lines.push(line) });
    for (const u of ['alice', 'bob', 'carol', 'dave']) await addUser(t, u);
  });
  afterAll(() => t.close());

  it('a shared address: 10 failures of one user do not stop another user behind the same address', async () => {
    for (let i = 0; i < 10; i++) expect((await attempt(t, 'alice', `wrong-${i}`, '192.0.2.50')).statusCode).toBe(401);
    expect((await attempt(t, 'alice', PASSWORD, '192.0.2.50')).statusCode).toBe(429);
    expect((await attempt(t, 'bob', PASSWORD, '192.0.2.50')).statusCode).toBe(200);
  });

  it('a shared address that reached its limit stays open to a user who signed in from it before, and only to them', async () => {
    expect((await attempt(t, 'bob', PASSWORD, '192.0.2.77')).statusCode).toBe(200);
    for (let i = 0; i < 100; i++)
      expect((await attempt(t, `stranger${i}`, 'wrong', '192.0.2.77')).statusCode).toBe(401);
    expect(await counter(t, 'a:192.0.2.77')).toBe(100);
    expect((await attempt(t, 'stranger-next', 'wrong', '192.0.2.77')).statusCode).toBe(429);
    expect((await attempt(t, 'dave', PASSWORD, '192.0.2.77')).statusCode).toBe(429);
    expect((await attempt(t, 'bob', PASSWORD, '192.0.2.77')).statusCode).toBe(200);
  });

  it('the per-username slowdown does not block the right password from a known-good address', async () => {
    expect((await attempt(t, 'carol', PASSWORD, '192.0.2.60')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await attempt(t, 'carol', `wrong-${i}`, `203.0.113.${100 + i}`)).statusCode).toBe(401);
    // From anywhere else the next attempts wait (the clock does not move here).
    for (let i = 0; i < 5; i++)
      expect((await attempt(t, 'carol', `wrong-${i}`, `203.0.113.${120 + i}`)).statusCode).toBe(429);
    const elsewhere = await attempt(t, 'carol', PASSWORD, '203.0.113.130');
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.headers['retry-after']).toBe('2');
    expect((await attempt(t, 'carol', PASSWORD, '192.0.2.60')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await attempt(t, 'dave', `wrong-${i}`, `198.51.100.${200 + i}`, '192.0.2.99')).statusCode).toBe(401);
    }
    // Every one of those counted against the peer itself, whatever the header said.
    expect(await counter(t, 'p:192.0.2.99 dave')).toBe(10);
    expect(await counter(t, 'a:198.51.100.200')).toBeUndefined();
    expect((await attempt(t, 'dave', PASSWORD, '198.51.100.250', '192.0.2.99')).statusCode).toBe(429);
    // From the trusted proxy, the header names the client.
    expect((await attempt(t, 'bob', 'wrong', '198.51.100.251')).statusCode).toBe(401);
    expect(await counter(t, 'a:198.51.100.251')).toBe(1);
  });

  it('logs failures, throttles, lockouts and a success after failures, never a password or a token', async () => {
    const ok = await attempt(t, 'bob', PASSWORD, '198.51.100.251');
    expect(ok.statusCode).toBe(200);
    const token = ok.json().access_token as string;
    const events = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => typeof l.event === 'string');
    const find = (event: string, match: Record<string, unknown>) =>
      events.find((e) => e.event === event && Object.entries(match).every(([k, v]) => e[k] === v));
    expect(find('sign_in_failed', { username: 'alice', ip: '192.0.2.50', reason: 'wrong_password' })).toBeDefined();
    expect(find('sign_in_locked', { kind: 'pair', username: 'alice', ip: '192.0.2.50', failures: 10 })).toBeDefined();
    expect(
      find('sign_in_throttled', { kind: 'pair', username: 'alice', ip: '192.0.2.50' })?.retryAfterSeconds,
    ).toBeGreaterThan(0);
    expect(find('sign_in_throttled', { kind: 'username', username: 'carol', retryAfterSeconds: 2 })).toBeDefined();
    expect(find('sign_in_slowed', { username: 'carol', failures: 10, delaySeconds: 2 })).toBeDefined();
    expect(find('sign_in_after_failures', { username: 'bob', ip: '198.51.100.251', failures: 1 })).toBeDefined();
    const all = lines.join('\n');
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain('wrong-3');
    expect(all).not.toContain(token);
  });
});
