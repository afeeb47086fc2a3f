import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedDatabase, type MigratedDatabase } from '../../test/migrated-database';
import { TEST_DIALECT } from '../../test/test-database';
import { openOrderStockQuery } from './stock.repository';

// Issue 29, the cut-off rush: the committed stock of a product is read from the index of its order lines alone (the
// order and the stock quantity in it), never from the wide order_lines rows, and never by scanning every line.
describe('committed stock of open orders', () => {
  let m: MigratedDatabase;
  beforeAll(async () => {
    m = await createMigratedDatabase();
  });
  afterAll(() => m.close());

  it('reads the lines of the products asked for from order_lines_product_stock_idx alone', async () => {
    const { db } = m.database;
    const query = openOrderStockQuery(db, [101, 102, 103]).compile();
    const explain = async (prefix: string) => {
      const plan = await db.executeQuery<Record<string, string>>(
        CompiledQuery.raw(`${prefix} ${query.sql}`, [...query.parameters]),
      );
      return plan.rows.map((r) => Object.values(r).join(' ')).join('\n');
    };
    if (TEST_DIALECT === 'postgres') {
      // The index holds what the query reads (an index-only scan at the rush's sizes; an empty table is cheaper to
      // scan, so the plan is not what is checked here).
      const index = await sql<{
        indexdef: string;
      }>`select indexdef from pg_indexes where indexname = 'order_lines_product_stock_idx'`.execute(db);
      expect(index.rows[0]?.indexdef).toMatch(/\(product_key\) INCLUDE \(order_id, stock_quantity\)/);
      expect(await explain('explain')).toMatch(/order_lines/);
    } else {
      expect(await explain('explain query plan')).toMatch(/USING COVERING INDEX order_lines_product_stock_idx/);
    }
  });
});
