import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedDatabase, type MigratedDatabase } from '../../test/migrated-database';
import { LEASE_MS, once } from './idempotency';

// Issue 26 item 7: a claim whose process is gone is taken over within seconds, a live one never.
describe('idempotency leases', () => {
  let m: MigratedDatabase;
  let userId: number;
  const clock = { now: Date.UTC(2026, 10, 26, 12) };
  const input = (key: string) => ({
    db: m.database.db,
    now: () => clock.now,
    userId,
    key,
    operation: 'test',
    hash: 'h'.repeat(64),
  });
  beforeAll(async () => {
    m = await createMigratedDatabase();
    const user = await m.database.db
      .insertInto('users')
      .values({
        username: 'u',
        email: null,
        name: 'U',
        password_hash: 'x',
        kind: 'consumer',
        customer_id: null,
        created_at: 0,
        password_changed_at: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = user.id;
  });
  afterAll(() => m.close());

  it('takes over a pending key whose lease ran out (its process died) at once, not after two minutes', async () => {
    // What a process that crashed 15 s into its request leaves behind.
    await m.database.db
      .insertInto('idempotency_keys')
      .values({
        user_id: userId,
        key: 'crashed-1',
        operation: 'test',
        request_hash: 'h'.repeat(64),
        response: null,
        created_at: clock.now - 15_000,
        lease_until: clock.now - 5_000,
      })
      .execute();
    const started = performance.now();
    const answer = await once(input('crashed-1'), async (record) => {
      await m.database.db.transaction().execute((trx) => record(trx, 'done'));
      return { answer: 'done', kept: true };
    });
    expect(answer).toBe('done');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('renews the lease of a request that is still running, so a retry waits for its answer instead of running twice', async () => {
    let finish: () => void = () => undefined;
    let runs = 0;
    const work = async (record: (trx: never, answer: string) => Promise<void>) => {
      runs += 1;
      await new Promise<void>((resolve) => (finish = resolve));
      await m.database.db.transaction().execute((trx) => record(trx as never, 'first'));
      return { answer: 'first', kept: true };
    };
    const first = once(input('live-1'), work);
    // The first request runs on; its lease is renewed every 2 s by the wall clock, stamped by its own clock.
    clock.now += LEASE_MS - 1_000;
    await new Promise((resolve) => setTimeout(resolve, 2_300));
    const row = await m.database.db
      .selectFrom('idempotency_keys')
      .select('lease_until')
      .where('key', '=', 'live-1')
      .executeTakeFirstOrThrow();
    expect(row.lease_until).toBe(clock.now + LEASE_MS);
    clock.now += 5_000;
    const retry = once(input('live-1'), work);
    await new Promise((resolve) => setTimeout(resolve, 200));
    finish();
    expect(await first).toBe('first');
    expect(await retry).toBe('first');
    expect(runs).toBe(1);
  });
});
