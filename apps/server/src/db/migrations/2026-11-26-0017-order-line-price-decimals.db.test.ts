import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedDatabase, type MigratedDatabase } from '../../test/migrated-database';
import { down, up } from './2026-11-26-0017-order-line-price-decimals';

describe('migration 0017: order lines record their price decimals', () => {
  let fixture: MigratedDatabase;
  beforeAll(async () => {
    fixture = await createMigratedDatabase();
  });
  afterAll(() => fixture.close());

  it("gives lines recorded before it their price-by unit's decimals, 2 where that unit is gone", async () => {
    const db = fixture.database.db;
    await down(db);
    await db.insertInto('main_categories').values({ code: 'MIG', description: 'Migrated' }).execute();
    await db.insertInto('categories').values({ code: 'MIG', main_category_code: 'MIG', description: 'Migrated' }).execute();
    const product = { main_category_code: 'MIG', category_code: 'MIG', stock_unit: 'LB', pricing_um: 'LB', default_unit: 'CS', updated_at: 0 };
    await db.insertInto('products').values({ ...product, product_key: 501, product_code: 'CHS', description: 'Cheddar' }).execute();
    await db
      .insertInto('product_units')
      .values([
        { product_key: 501, unit: 'LB', stock_conversion: 1, is_sell_by: 0, is_price_by: 1, price_decimals: 3 },
        { product_key: 501, unit: 'CS', stock_conversion: 10, is_sell_by: 1, is_price_by: 0, price_decimals: 2 },
      ])
      .execute();
    const order = await db
      .insertInto('orders')
      .values({ order_number: 'SO1', customer_id: null, user_id: null, status: 'Open', order_date: '2026-11-23', delivery_date: null, ship_to_code: null, ship_method: null, total: 29.5, created_at: 0, address_id: null, card_brand: null, card_last4: null, card_expiry: null, payment_transaction_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Written as the lines were before the column: without it.
    await sql`insert into order_lines (order_id, product_key, unit, quantity, stock_quantity, price_unit, unit_price, extension)
              values (${order.id}, 501, 'CS', 1, 10, 'LB', 2.95, 29.5), (${order.id}, 501, 'CS', 1, 10, 'KG', 2.95, 29.5)`.execute(db);
    await up(db);
    const rows = await db.selectFrom('order_lines').select(['price_unit', 'price_decimals']).orderBy('id').execute();
    expect(rows).toEqual([
      { price_unit: 'LB', price_decimals: 3 },
      { price_unit: 'KG', price_decimals: 2 },
    ]);
  });
});
