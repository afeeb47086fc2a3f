import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../db/schema';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../test/test-app';
import { uncommittedStockOf, uncommittedStockQuery } from './stock.repository';

// Issue 29, the cut-off rush: uncommitted stock reads the open lines of the products asked for, from a partial index
// of open lines alone (migration 0034), never a product's history or the other open orders. Whether a line is open is
// kept by the database (triggers), whoever writes the order or its lines.
describe('uncommitted stock', () => {
  let t: TestApp;
  let productKey: number;
  let onHand: string;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const product = await t.database.db
      .selectFrom('products')
      .select(['product_key', 'on_hand'])
      .where('is_active', '=', 1)
      .orderBy('product_key')
      .executeTakeFirstOrThrow();
    productKey = product.product_key;
    onHand = product.on_hand;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const committed = async () => {
    const stock = (await uncommittedStockOf(db(), [productKey])).get(productKey);
    return stock === undefined ? null : Number(onHand) - stock.toNumber();
  };

  async function order(status: OrderStatus): Promise<number> {
    counter += 1;
    const { id } = await db()
      .insertInto('orders')
      .values({
        order_number: `WSTOCK${counter}`,
        customer_id: null,
        user_id: null,
        status,
        order_date: '2026-11-23',
        delivery_date: null,
        ship_to_code: null,
        ship_method: 'Delivery',
        created_at: 0,
        address_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async function line(orderId: number, stockQuantity: number): Promise<number> {
    const { id } = await db()
      .insertInto('order_lines')
      .values({
        order_id: orderId,
        product_key: productKey,
        unit: 'CS',
        quantity: stockQuantity,
        stock_quantity: stockQuantity,
        price_unit: 'CS',
        unit_price: 1,
        extension: stockQuantity,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  const setStatus = (orderId: number, status: OrderStatus) =>
    db().updateTable('orders').set({ status }).where('id', '=', orderId).execute();

  it('counts the lines of open orders only, as their orders open and close, whoever writes them', async () => {
    const before = await committed();
    expect(before).not.toBeNull();
    const open = await order('Open');
    await line(open, 3);
    await line(open, 2);
    expect(await committed()).toBe(before! + 5);

    // Invoiced, cancelled: no longer committed; open again (an edit undone by the ERP): committed again.
    await setStatus(open, 'Invoiced');
    expect(await committed()).toBe(before);
    await setStatus(open, 'Cancelled');
    expect(await committed()).toBe(before);
    await setStatus(open, 'Open');
    expect(await committed()).toBe(before! + 5);

    // A line written into an order that is not open commits nothing, until it moves to an open one.
    const cancelled = await order('Cancelled');
    const moved = await line(cancelled, 7);
    expect(await committed()).toBe(before! + 5);
    await db().updateTable('order_lines').set({ order_id: open }).where('id', '=', moved).execute();
    expect(await committed()).toBe(before! + 12);

    // Deleting the order takes its lines with it.
    await db().deleteFrom('orders').where('id', '=', open).execute();
    expect(await committed()).toBe(before);
  });

  it('answers for the products that exist, and nothing for none', async () => {
    expect((await uncommittedStockOf(db(), [productKey, 987_654_321])).has(987_654_321)).toBe(false);
    expect((await uncommittedStockOf(db(), [])).size).toBe(0);
  });

  it('reads the open lines from the partial index order_lines_open_stock_idx', async () => {
    const query = uncommittedStockQuery(db(), [productKey, productKey + 1]).compile();
    if (TEST_DIALECT === 'postgres') {
      // On the small demo data a scan is cheaper; with scans priced out, the index must be usable, and usable by the
      // generic plan of the prepared statement the server runs: its predicate is the query's own literal (a bound
      // parameter instead would rule the index out of that plan).
      const plan = await db()
        .transaction()
        .execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          await sql`set local enable_bitmapscan = off`.execute(trx);
          await sql`set local plan_cache_mode = force_generic_plan`.execute(trx);
          await trx.executeQuery(CompiledQuery.raw(`prepare stock_plan as ${query.sql}`));
          const args = query.parameters.map((p) => Number(p)).join(', ');
          const rows = await trx.executeQuery<Record<string, string>>(
            CompiledQuery.raw(`explain execute stock_plan(${args})`),
          );
          await trx.executeQuery(CompiledQuery.raw('deallocate stock_plan'));
          return rows.rows.map((r) => Object.values(r).join(' ')).join('\n');
        });
      expect(plan).toMatch(/Index Only Scan using order_lines_open_stock_idx/);
    } else {
      const plan = await db().executeQuery<Record<string, string>>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      expect(plan.rows.map((r) => Object.values(r).join(' ')).join('\n')).toMatch(
        /USING COVERING INDEX order_lines_open_stock_idx/,
      );
    }
  });
});
