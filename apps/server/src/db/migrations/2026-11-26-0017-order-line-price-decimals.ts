import { type Kysely, sql } from 'kysely';

/**
 * An order line records the decimals its unit price was priced at (spec 1 §9: those of its price-by unit):
 * numeric(14, 4) keeps the value but not its places, so '2.950' per LB came back as 2.95 (SQLite) or 2.9500
 * (PostgreSQL). Lines recorded before are given their price-by unit's decimals as the catalogue has them; 2,
 * the catalogue's own default, where that unit is gone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('order_lines')
    .addColumn('price_decimals', 'integer', (c) => c.notNull().defaultTo(2))
    .execute();
  await sql`update order_lines set price_decimals = coalesce(
              (select pu.price_decimals from product_units pu
               where pu.product_key = order_lines.product_key and pu.unit = order_lines.price_unit and pu.is_price_by = 1), 2)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_lines').dropColumn('price_decimals').execute();
}
