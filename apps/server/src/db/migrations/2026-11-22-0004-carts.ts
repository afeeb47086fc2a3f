import type { Kysely } from 'kysely';
import { EPOCH_MS, MONEY, withId } from './column-helpers';

/**
 * Carts and their lines. One cart per user and acting customer, and one per
 * punchout session; owner_key names the owner so that a single unique index
 * decides it on both dialects (a unique (user_id, customer_id) would let
 * consumers, whose customer is null, get two carts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('carts'))
    // 'u:{userId}:{customerId or 0}' or, for a punchout session, 's:{sessionId}'.
    .addColumn('owner_key', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
    // A punchout cart lives and dies with its session.
    .addColumn('session_id', 'integer', (c) => c.references('sessions.id').onDelete('cascade'))
    // Null until chosen: the customer's default ship-to and P.O. stand in.
    .addColumn('customer_ship_to_code', 'varchar(20)')
    .addColumn('customer_po', 'varchar(20)')
    .addColumn('special_instruction1', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('special_instruction2', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    // ISO date YYYY-MM-DD.
    .addColumn('delivery_date', 'varchar(10)')
    .addColumn('address_id', 'integer', (c) => c.references('delivery_addresses.id').onDelete('set null'))
    // Next line sequence to hand out; reserved by the same update that serialises writers of this cart.
    .addColumn('next_sequence', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('updated_at', EPOCH_MS, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('cart_lines'))
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('product_key', 'integer', (c) => c.notNull().references('products.product_key').onDelete('cascade'))
    // Sell-by unit and quantity in it (2 decimals).
    .addColumn('unit', 'varchar(4)', (c) => c.notNull())
    .addColumn('quantity', MONEY, (c) => c.notNull())
    // Price-by unit and the price per one of it when the line was last written (the override when overridden).
    .addColumn('price_unit', 'varchar(4)', (c) => c.notNull())
    .addColumn('unit_price', MONEY, (c) => c.notNull())
    .addColumn('is_override_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('product_text1', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('product_text2', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .execute();
  // Serves "lines of this cart" (prefix) and "lines of this product in this cart" (merges, single-line edits).
  await db.schema.createIndex('cart_lines_cart_product_idx').on('cart_lines').columns(['cart_id', 'product_key']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cart_lines').ifExists().execute();
  await db.schema.dropTable('carts').ifExists().execute();
}
