import type { Kysely } from 'kysely';
import { EPOCH_MS, MONEY, withId } from './column-helpers';

/**
 * Fill to par (issue 32). A guide line may carry a par level per ship-to ('' for an owner
 * without ship-tos, a consumer), in one of the product's sell-by units: weekday 0 is the
 * line's par on any day, 1 (Monday) to 7 (Sunday) that delivery weekday's own. Counts of
 * what is on hand are kept per guide, ship-to and date (a second count that day replaces
 * the first), each with the counted quantity of its lines.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_guide_pars')
    .addColumn('guide_id', 'integer', (c) => c.notNull().references('order_guides.id').onDelete('cascade'))
    .addColumn('product_key', 'integer', (c) => c.notNull())
    .addColumn('ship_to_code', 'varchar(20)', (c) => c.notNull())
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('unit_of_measure', 'varchar(20)', (c) => c.notNull())
    .addColumn('quantity', MONEY, (c) => c.notNull())
    .addPrimaryKeyConstraint('order_guide_pars_pk', ['guide_id', 'product_key', 'ship_to_code', 'weekday'])
    .execute();

  await withId(db, db.schema.createTable('order_guide_counts'))
    .addColumn('guide_id', 'integer', (c) => c.notNull().references('order_guides.id').onDelete('cascade'))
    .addColumn('ship_to_code', 'varchar(20)', (c) => c.notNull())
    // YYYY-MM-DD, the site's date.
    .addColumn('count_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('counted_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('counted_by', 'integer')
    // Also serves "the latest counts of this guide for this ship-to".
    .addUniqueConstraint('order_guide_counts_uq', ['guide_id', 'ship_to_code', 'count_date'])
    .execute();

  await db.schema
    .createTable('order_guide_count_lines')
    .addColumn('count_id', 'integer', (c) => c.notNull().references('order_guide_counts.id').onDelete('cascade'))
    .addColumn('product_key', 'integer', (c) => c.notNull())
    .addColumn('on_hand', MONEY, (c) => c.notNull())
    .addColumn('unit_of_measure', 'varchar(20)', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_guide_count_lines_pk', ['count_id', 'product_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_guide_count_lines').ifExists().execute();
  await db.schema.dropTable('order_guide_counts').ifExists().execute();
  await db.schema.dropTable('order_guide_pars').ifExists().execute();
}
