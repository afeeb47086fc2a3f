import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedDatabase, type MigratedDatabase } from '../../test/migrated-database';
import { whilePaying } from './payment-lock';

describe('payment locks', () => {
  let m: MigratedDatabase;
  beforeAll(async () => {
    m = await createMigratedDatabase();
  });
  afterAll(() => m.close());

  it('refuses a second payment of a held subject, gives the subjects back after, and takes over a lock that expired', async () => {
    const db = m.database.db;
    const now = Date.UTC(2026, 10, 26, 12);
    let inner: string | null = 'not run';
    const outer = await whilePaying(db, ['ar-item:1', 'ar-item:2'], now, async () => {
      // Any one subject held is enough to refuse, and nothing of the refused payment is taken.
      inner = await whilePaying(db, ['ar-item:2', 'ar-item:3'], now, async () => 'charged twice');
      expect(
        await db.selectFrom('payment_locks').select('subject').where('subject', '=', 'ar-item:3').executeTakeFirst(),
      ).toBeUndefined();
      return 'charged';
    });
    expect([outer, inner]).toEqual(['charged', null]);
    expect(await db.selectFrom('payment_locks').selectAll().execute()).toEqual([]);
    // A process that died holding a lock: after its hold the lock is taken over.
    await db
      .insertInto('payment_locks')
      .values({ subject: 'cart:c:9', expires_at: now - 1 })
      .execute();
    expect(await whilePaying(db, ['cart:c:9'], now, async () => 'paid')).toBe('paid');
    await expect(whilePaying(db, ['cart:c:10'], now, () => Promise.reject(new Error('gateway down')))).rejects.toThrow(
      'gateway down',
    );
    expect(await db.selectFrom('payment_locks').selectAll().execute()).toEqual([]);
  });
});
