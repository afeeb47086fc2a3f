import type { Kysely } from 'kysely';
import { EPOCH_MS, MONEY, withId } from './column-helpers';

/** Customers, ship-tos, users, sessions, sign-in throttle, site settings and menu overrides. */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('customers'))
    .addColumn('customer_code', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('address1', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('address2', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'varchar(2)', (c) => c.notNull().defaultTo(''))
    .addColumn('zip', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('default_shipto_code', 'varchar(20)')
    .addColumn('default_po', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('required_po', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('credit_limit', MONEY, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('customers_name_idx').on('customers').column('name').execute();

  await withId(db, db.schema.createTable('ship_tos'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('code', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('address1', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('address2', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'varchar(2)', (c) => c.notNull().defaultTo(''))
    .addColumn('zip', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    // Delivery days as Sunday 1 .. Saturday 7, comma separated; cut-off as HH:MM local time.
    .addColumn('delivery_days', 'varchar(20)', (c) => c.notNull().defaultTo('2,3,4,5,6'))
    .addColumn('cutoff_time', 'varchar(5)', (c) => c.notNull().defaultTo('15:00'))
    .addColumn('lead_days', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('ship_tos_customer_code_uq', ['customer_id', 'code'])
    .execute();

  await withId(db, db.schema.createTable('users'))
    .addColumn('username', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(200)')
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(300)', (c) => c.notNull())
    // customer | salesperson | consumer
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id'))
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('password_changed_at', EPOCH_MS, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_email_idx').on('users').column('email').execute();

  await db.schema
    .createTable('salesperson_customers')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('salesperson_customers_pk', ['user_id', 'customer_id'])
    .execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('last_seen_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('expires_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('revoked_at', EPOCH_MS)
    .addColumn('is_punchout', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('punchout_customer_id', 'integer', (c) => c.references('customers.id'))
    .execute();

  await withId(db, db.schema.createTable('login_failures'))
    .addColumn('username', 'varchar(100)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('at', EPOCH_MS, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_username_idx').on('login_failures').columns(['username', 'at']).execute();
  await db.schema.createIndex('login_failures_ip_idx').on('login_failures').columns(['ip', 'at']).execute();

  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('menu_overrides'))
    .addColumn('entry', 'varchar(40)', (c) => c.notNull())
    // '*' for everyone, else a user type: Public, Consumer, Customer, Salesperson
    .addColumn('audience', 'varchar(20)', (c) => c.notNull())
    .addColumn('visible', 'integer')
    .addColumn('locked', 'integer')
    .addColumn('log_visit', 'integer')
    .addUniqueConstraint('menu_overrides_uq', ['entry', 'audience'])
    .execute();

  await withId(db, db.schema.createTable('menu_visits'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('entry', 'varchar(40)', (c) => c.notNull())
    .addColumn('at', EPOCH_MS, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('delivery_addresses'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('is_primary', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('display', 'varchar(25)', (c) => c.notNull())
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('address1', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('address2', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'varchar(2)', (c) => c.notNull().defaultTo(''))
    .addColumn('zip', 'varchar(10)', (c) => c.notNull())
    .addColumn('county', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('contact', 'varchar(25)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('delivery_time', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('delivery_addresses_user_idx').on('delivery_addresses').column('user_id').execute();

  await db.schema
    .createTable('zip_zones')
    .addColumn('zip', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('deliverable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('minimum_order_amount', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_days', 'varchar(20)', (c) => c.notNull().defaultTo('2,3,4,5,6'))
    .addColumn('cutoff_time', 'varchar(5)', (c) => c.notNull().defaultTo('15:00'))
    .addColumn('lead_days', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'zip_zones',
    'delivery_addresses',
    'menu_visits',
    'menu_overrides',
    'site_settings',
    'login_failures',
    'sessions',
    'salesperson_customers',
    'users',
    'ship_tos',
    'customers',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
