import { type Kysely, SqliteAdapter } from 'kysely';
import { EPOCH_MS, MONEY, withId } from './column-helpers';

/**
 * Delivery check-in and credit requests (issue 33). A check-in is one per order (its unique key refuses a second,
 * however close the two calls); its lines say what the buyer found. A check-in with a problem becomes a credit
 * request (numbered CR- and its id), whose lines carry the claimed amounts at the invoiced price; approving it writes a
 * credit memo (A/R record type 6) in the same transaction, and the request names it. Photos are stored re-encoded in
 * the database (every process serves them, and only through the access check), owned by the customer they were
 * uploaded for, attached to a check-in line when the check-in names them. The credit policy is a claim window per main
 * category; the row with main category '' is the site default.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof SqliteAdapter ? 'blob' : 'bytea';

  await db.schema
    .createTable('credit_policies')
    // A main category's code (not a foreign key: '' is the site default), and its window in hours after delivery.
    .addColumn('main_category_code', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('window_hours', 'integer', (c) => c.notNull())
    .addColumn('updated_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await withId(db, db.schema.createTable('checkins'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('checked_in_at', EPOCH_MS, (c) => c.notNull())
    .addUniqueConstraint('checkins_order_uq', ['order_id'])
    .execute();

  await db.schema
    .createTable('checkin_lines')
    .addColumn('checkin_id', 'integer', (c) => c.notNull().references('checkins.id').onDelete('cascade'))
    // The order line's number (its sequence).
    .addColumn('line_number', 'integer', (c) => c.notNull())
    // received, short, damaged, wrong, quality.
    .addColumn('outcome', 'varchar(10)', (c) => c.notNull())
    // How many (the line's unit, 2 decimals) the problem is about; null for a received line.
    .addColumn('quantity', MONEY)
    .addColumn('note', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('checkin_lines_pk', ['checkin_id', 'line_number'])
    .execute();

  await withId(db, db.schema.createTable('checkin_photos'))
    // Random, 32 hex digits: the address a photo is served at.
    .addColumn('photo_key', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // WebP, re-encoded by sharp.
    .addColumn('data', bytes, (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    // Null until a check-in names it.
    .addColumn('checkin_id', 'integer', (c) => c.references('checkins.id').onDelete('cascade'))
    .addColumn('line_number', 'integer')
    .execute();
  await db.schema
    .createIndex('checkin_photos_customer_idx')
    .on('checkin_photos')
    .columns(['customer_id', 'checkin_id'])
    .execute();

  await withId(db, db.schema.createTable('credit_requests'))
    .addColumn('checkin_id', 'integer', (c) => c.notNull().references('checkins.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    // Open, Approved, Partly approved, Rejected.
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('requested_amount', MONEY, (c) => c.notNull())
    .addColumn('approved_amount', MONEY)
    .addColumn('reviewer_note', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', EPOCH_MS)
    // The credit memo an approval wrote.
    .addColumn('ar_item_id', 'integer', (c) => c.references('ar_items.id').onDelete('set null'))
    .addUniqueConstraint('credit_requests_checkin_uq', ['checkin_id'])
    .execute();
  await db.schema
    .createIndex('credit_requests_customer_idx')
    .on('credit_requests')
    .columns(['customer_id', 'status'])
    .execute();
  await db.schema.createIndex('credit_requests_status_idx').on('credit_requests').columns(['status', 'id']).execute();

  await db.schema
    .createTable('credit_request_lines')
    .addColumn('credit_request_id', 'integer', (c) => c.notNull().references('credit_requests.id').onDelete('cascade'))
    .addColumn('line_number', 'integer', (c) => c.notNull())
    // As invoiced: what shipped (a substitute's code and description when one did).
    .addColumn('product_code', 'varchar(40)', (c) => c.notNull())
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(10)', (c) => c.notNull())
    .addColumn('quantity', MONEY, (c) => c.notNull())
    .addColumn('unit', 'varchar(20)', (c) => c.notNull())
    .addColumn('amount', MONEY, (c) => c.notNull())
    .addColumn('note', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('approved_quantity', MONEY)
    .addColumn('approved_amount', MONEY)
    .addPrimaryKeyConstraint('credit_request_lines_pk', ['credit_request_id', 'line_number'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('credit_request_lines').ifExists().execute();
  await db.schema.dropTable('credit_requests').ifExists().execute();
  await db.schema.dropTable('checkin_photos').ifExists().execute();
  await db.schema.dropTable('checkin_lines').ifExists().execute();
  await db.schema.dropTable('checkins').ifExists().execute();
  await db.schema.dropTable('credit_policies').ifExists().execute();
}
