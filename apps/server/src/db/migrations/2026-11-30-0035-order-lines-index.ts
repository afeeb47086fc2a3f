import type { Kysely } from 'kysely';

/**
 * Issue 29, the cut-off rush: every order line written updates each of its table's indexes. `order_lines_order_idx`
 * (order_id) is the leading column of `order_lines_order_product_idx` (order_id, product_key), which serves every
 * look-up by order as well: one index fewer to keep for each of a rush's 100,000 lines.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_lines_order_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('order_lines_order_idx').on('order_lines').column('order_id').execute();
}
