import type { Kysely } from 'kysely';
import { EPOCH_MS, MONEY, withId } from './column-helpers';

/**
 * Order guides: named, reusable product lists of a trade customer. Every customer
 * has the read-only system guide 'Standard'. A guide's product keys are not a
 * foreign key: a guide may name a product the catalogue no longer lists, and
 * readers show only the visible ones (spec 1 §5).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('order_guides'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    // Spec 1 §9: at most 12 characters.
    .addColumn('name', 'varchar(12)', (c) => c.notNull())
    .addColumn('is_primary', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_read_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    // Also serves "the guides of this customer" and "this customer's guide by name".
    .addUniqueConstraint('order_guides_customer_name_uq', ['customer_id', 'name'])
    .execute();

  await db.schema
    .createTable('order_guide_products')
    .addColumn('guide_id', 'integer', (c) => c.notNull().references('order_guides.id').onDelete('cascade'))
    .addColumn('product_key', 'integer', (c) => c.notNull())
    // In unit_of_measure, a sell-by unit of the product (2 decimals).
    .addColumn('order_quantity', MONEY, (c) => c.notNull())
    .addColumn('unit_of_measure', 'varchar(4)', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_guide_products_pk', ['guide_id', 'product_key'])
    .execute();
  // A guide's products in their order.
  await db.schema.createIndex('order_guide_products_guide_idx').on('order_guide_products').columns(['guide_id', 'sequence']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_guide_products').ifExists().execute();
  await db.schema.dropTable('order_guides').ifExists().execute();
}
