import { type Kysely, sql } from 'kysely';

/**
 * Ship-to maintenance (spec 2 Delivery Addresses for trade customers): a ship-to gets the
 * address form's display name, contact, phone and delivery time, and one primary per customer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ship_tos').addColumn('display', 'varchar(25)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('ship_tos').addColumn('contact', 'varchar(25)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('ship_tos').addColumn('phone', 'varchar(20)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('ship_tos').addColumn('delivery_time', 'varchar(16)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('ship_tos').addColumn('is_primary', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`update ship_tos set display = code`.execute(db);
  // Each customer's first ship-to is its primary one.
  await sql`update ship_tos set is_primary = 1 where id in (select min(id) from ship_tos group by customer_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['is_primary', 'delivery_time', 'phone', 'contact', 'display']) {
    await db.schema.alterTable('ship_tos').dropColumn(column).execute();
  }
}
