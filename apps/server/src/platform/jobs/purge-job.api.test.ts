import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { purgeExpired, purgeJob, purgeJobKind } from './purge-job';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('purging expired rows', () => {
  let t: TestApp;
  let userId: number;
  const log = { warn: vi.fn() };
  const ctx = () => ({ db: t.database.db, config: t.config, now: () => t.clock.now, log });

  beforeAll(async () => {
    t = await createTestApp();
    userId = (
      await t.database.db.selectFrom('users').select('id').where('username', '=', 'customer').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Rows either side of each cut-off: `old` ones must go, `fresh` ones stay. Times relative to the test clock. */
  async function insertRows(tag: string): Promise<void> {
    const db = t.database.db;
    const now = t.clock.now;
    const idle = t.config.session.idleMs;
    const session = (
      name: string,
      over: { last_seen_at?: number; expires_at?: number; revoked_at?: number | null },
    ) => ({
      token_hash: `${tag}-${name}`.padEnd(64, '0'),
      user_id: userId,
      created_at: now - 2 * HOUR,
      last_seen_at: now - MINUTE,
      expires_at: now + HOUR,
      revoked_at: null,
      ...over,
    });
    await db
      .insertInto('sessions')
      .values([
        session('live', {}),
        session('expired', { expires_at: now - 1 }),
        session('idle', { last_seen_at: now - idle - 1 }),
        session('revoked', { revoked_at: now - MINUTE }),
      ])
      .execute();
    const window = t.config.login.windowMs;
    await db
      .insertInto('sign_in_counters')
      .values([
        { key: `${tag}-old`, count: 3, window_start: now - window - 1, last_at: now - window - 1 },
        { key: `${tag}-fresh`, count: 3, window_start: now - window - 1, last_at: now - window + MINUTE },
      ])
      .execute();
    const key = (name: string, createdAt: number) => ({
      user_id: userId,
      key: `${tag}-${name}`,
      operation: 'test',
      request_hash: 'h',
      response: null,
      created_at: createdAt,
    });
    await db
      .insertInto('idempotency_keys')
      .values([key('old', now - 24 * HOUR - 1), key('fresh', now - 23 * HOUR)])
      .execute();
    const link = (name: string, expiresAt: number) => ({
      token_hash: `${tag}-${name}`.padEnd(64, '0'),
      user_id: userId,
      kind: 'test',
      reference: name,
      expires_at: expiresAt,
    });
    await db
      .insertInto('document_links')
      .values([link('old', now - 1), link('fresh', now + MINUTE)])
      .execute();
  }

  async function remaining(tag: string) {
    const db = t.database.db;
    const like = `${tag}-%`;
    const [sessions, failures, keys, links] = await Promise.all([
      db.selectFrom('sessions').select('token_hash').where('token_hash', 'like', like).execute(),
      db.selectFrom('sign_in_counters').select('key').where('key', 'like', like).execute(),
      db.selectFrom('idempotency_keys').select('key').where('key', 'like', like).execute(),
      db.selectFrom('document_links').select('reference').where('token_hash', 'like', like).execute(),
    ]);
    return {
      sessions: sessions.map((r) => r.token_hash.replace(/0+$/, '')).sort(),
      failures: failures.map((r) => r.key).sort(),
      keys: keys.map((r) => r.key).sort(),
      links: links.map((r) => r.reference).sort(),
    };
  }

  it('deletes expired, idle and revoked sessions, old sign-in failures, day-old idempotency keys and expired document links', async () => {
    await insertRows('a');
    const deleted = await purgeExpired(ctx());
    expect(await remaining('a')).toEqual({
      sessions: ['a-live'],
      failures: ['a-fresh'],
      keys: ['a-fresh'],
      links: ['fresh'],
    });
    expect(deleted.get('sessions past their absolute expiry')).toBeGreaterThanOrEqual(1);
    expect(deleted.get('idempotency keys older than 24 h')).toBe(1);
    expect(deleted.get('expired document links')).toBe(1);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('is safe to run from several processes at once (two connections, purging together)', async () => {
    await insertRows('b');
    const other = openDatabase(t.config.database);
    try {
      const otherCtx = { ...ctx(), db: other.db };
      const results = await Promise.all([purgeExpired(ctx()), purgeExpired(otherCtx), purgeExpired(ctx())]);
      // Each old row went once, whichever process took it.
      const links = results.reduce((sum, r) => sum + (r.get('expired document links') ?? 0), 0);
      expect(links).toBe(1);
      expect(await remaining('b')).toEqual({
        sessions: ['b-live'],
        failures: ['b-fresh'],
        keys: ['b-fresh'],
        links: ['fresh'],
      });
      expect(log.warn).not.toHaveBeenCalled();
    } finally {
      await other.close();
    }
  });

  it('runs as a periodic job as soon as the workers start, and no more once they stop', async () => {
    await insertRows('c');
    await t.app.ctx.jobs.work({ [purgeJobKind.name]: purgeJob(ctx()) });
    try {
      await vi.waitFor(async () => expect((await remaining('c')).links).toEqual(['fresh']), {
        timeout: 10_000,
        interval: 50,
      });
    } finally {
      await t.app.ctx.jobs.stop();
    }
    const runs = await t.app.ctx.jobs.list({ name: purgeJobKind.name, limit: 10 });
    expect(runs.map((r) => r.state)).toEqual(['completed']);
    await insertRows('d');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Stopped: nothing purges the new rows.
    expect((await remaining('d')).links).toEqual(['fresh', 'old']);
  });
});
