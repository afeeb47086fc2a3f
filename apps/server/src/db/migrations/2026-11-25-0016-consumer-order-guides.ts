import { type Kysely, SqliteAdapter, sql } from 'kysely';
import { EPOCH_MS, MONEY, withId } from './column-helpers';

/**
 * Consumer order guides (spec 1 §6: consumers have the OrderGuides entry): a guide belongs to
 * a trade customer (shared by its users and the salespeople acting for it) or to one consumer
 * user, never both. SQLite cannot relax a NOT NULL column, so both tables are rebuilt: the new
 * ones are filled from the old (ids kept), the old dropped, the new renamed into place.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('order_guides_next'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    // Spec 1 §9: at most 12 characters.
    .addColumn('name', 'varchar(12)', (c) => c.notNull())
    .addColumn('is_primary', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_read_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .addUniqueConstraint('order_guides_customer_name_uq2', ['customer_id', 'name'])
    .addUniqueConstraint('order_guides_user_name_uq', ['user_id', 'name'])
    .addCheckConstraint('order_guides_one_owner_ck', sql`(customer_id is null) <> (user_id is null)`)
    .execute();
  await sql`insert into order_guides_next (id, customer_id, name, is_primary, is_read_only, created_at)
            select id, customer_id, name, is_primary, is_read_only, created_at from order_guides`.execute(db);
  await productsTable(db, 'order_guides_next', 'order_guide_products_pk2');
  await sql`insert into order_guide_products_next select guide_id, product_key, order_quantity, unit_of_measure, sequence from order_guide_products`.execute(db);
  await swap(db);
}

/** Keeps the trade customers' guides; consumers' guides have no place in the old shape and are dropped. */
export async function down(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('order_guides_next'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('name', 'varchar(12)', (c) => c.notNull())
    .addColumn('is_primary', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_read_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .addUniqueConstraint('order_guides_customer_name_uq3', ['customer_id', 'name'])
    .execute();
  await sql`insert into order_guides_next (id, customer_id, name, is_primary, is_read_only, created_at)
            select id, customer_id, name, is_primary, is_read_only, created_at from order_guides where customer_id is not null`.execute(db);
  await productsTable(db, 'order_guides_next', 'order_guide_products_pk3');
  await sql`insert into order_guide_products_next select gp.guide_id, gp.product_key, gp.order_quantity, gp.unit_of_measure, gp.sequence
            from order_guide_products gp join order_guides_next g on g.id = gp.guide_id`.execute(db);
  await swap(db);
}

/** PostgreSQL names constraints per schema: each direction gives its primary key a name the other does not use. */
async function productsTable(db: Kysely<any>, guides: string, primaryKey: string): Promise<void> {
  await db.schema
    .createTable('order_guide_products_next')
    .addColumn('guide_id', 'integer', (c) => c.notNull().references(`${guides}.id`).onDelete('cascade'))
    .addColumn('product_key', 'integer', (c) => c.notNull())
    .addColumn('order_quantity', MONEY, (c) => c.notNull())
    .addColumn('unit_of_measure', 'varchar(4)', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint(primaryKey, ['guide_id', 'product_key'])
    .execute();
}

/** Drops the old tables (child first, so nothing cascades) and renames the new ones into place. */
async function swap(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_guide_products').execute();
  await db.schema.dropTable('order_guides').execute();
  await db.schema.alterTable('order_guides_next').renameTo('order_guides').execute();
  await db.schema.alterTable('order_guide_products_next').renameTo('order_guide_products').execute();
  // A guide's products in their order.
  await db.schema.createIndex('order_guide_products_guide_idx').on('order_guide_products').columns(['guide_id', 'sequence']).execute();
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    // Ids were copied: the identity continues after the highest one.
    await sql`select setval(pg_get_serial_sequence('order_guides', 'id'), coalesce((select max(id) from order_guides), 0) + 1, false)`.execute(db);
  }
}
