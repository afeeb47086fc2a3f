import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedDatabase, type MigratedDatabase } from '../../test/migrated-database';
import { down, up } from './2026-11-25-0016-consumer-order-guides';
import { down as downPars } from './2026-11-28-0025-order-guide-pars';

describe('migration 0016: guides owned by a customer or a consumer', () => {
  let fixture: MigratedDatabase;
  beforeAll(async () => {
    fixture = await createMigratedDatabase();
  });
  afterAll(() => fixture.close());

  it('keeps every guide, line and id through the rebuild, then numbers new guides after them', async () => {
    const db = fixture.database.db;
    // The par and count tables of 0025 reference order_guides: they go first, as migrating down would take them.
    await downPars(db);
    await down(db);
    const customer = await db.insertInto('customers').values({ customer_code: 'MIG', name: 'Migrated' }).returning('id').executeTakeFirstOrThrow();
    await sql`insert into order_guides (id, customer_id, name, is_primary, is_read_only, created_at) values (41, ${customer.id}, 'Weekly', 0, 0, 5)`.execute(db);
    await sql`insert into order_guide_products values (41, 7, 2.5, 'CS', 1), (41, 8, 1, 'EA', 2)`.execute(db);
    await up(db);

    expect(await db.selectFrom('order_guides').select(['id', 'customer_id', 'user_id', 'name', 'created_at']).execute()).toEqual([
      { id: 41, customer_id: customer.id, user_id: null, name: 'Weekly', created_at: 5 },
    ]);
    const lines = await db.selectFrom('order_guide_products').select(['guide_id', 'product_key', 'unit_of_measure', 'sequence']).orderBy('sequence').execute();
    expect(lines).toEqual([
      { guide_id: 41, product_key: 7, unit_of_measure: 'CS', sequence: 1 },
      { guide_id: 41, product_key: 8, unit_of_measure: 'EA', sequence: 2 },
    ]);
    const user = await db
      .insertInto('users')
      .values({ username: 'c@example.net', email: 'c@example.net', name: 'C', password_hash: 'x', kind: 'consumer', created_at: 0, password_changed_at: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mine = await db.insertInto('order_guides').values({ user_id: user.id, name: 'Weekly', created_at: 6 }).returning('id').executeTakeFirstOrThrow();
    expect(mine.id).toBeGreaterThan(41);
    // Exactly one owner: neither both nor none.
    await expect(db.insertInto('order_guides').values({ user_id: user.id, customer_id: customer.id, name: 'Both', created_at: 7 }).execute()).rejects.toThrow();
    await expect(db.insertInto('order_guides').values({ name: 'Nobody', created_at: 7 }).execute()).rejects.toThrow();
    // Deleting a guide still removes its lines.
    await db.deleteFrom('customers').where('id', '=', customer.id).execute();
    expect(await db.selectFrom('order_guide_products').select('guide_id').execute()).toEqual([]);
  });
});
