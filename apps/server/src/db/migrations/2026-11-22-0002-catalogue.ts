import { type Kysely, SqliteAdapter, sql } from 'kysely';
import { EPOCH_MS, MONEY, withId } from './column-helpers';

/**
 * Main categories, categories, products with their sell-by / price-by units,
 * prices (base, price-level and customer contracts with effective dates),
 * excluded categories, push products, a full-text / trigram search index, and
 * the cache versions that let every server process drop stale caches.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;

  await db.schema
    .createTable('main_categories')
    .addColumn('code', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('description', 'varchar(60)', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('code', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('main_category_code', 'varchar(10)', (c) => c.notNull().references('main_categories.code'))
    .addColumn('description', 'varchar(60)', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('product_key', 'integer', (c) => c.primaryKey())
    .addColumn('product_code', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('description', 'varchar(80)', (c) => c.notNull())
    .addColumn('catalog_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('brand', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('main_category_code', 'varchar(10)', (c) => c.notNull().references('main_categories.code'))
    .addColumn('category_code', 'varchar(10)', (c) => c.notNull().references('categories.code'))
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('warehouse_code', 'varchar(10)', (c) => c.notNull().defaultTo('01'))
    .addColumn('stock_unit', 'varchar(4)', (c) => c.notNull())
    .addColumn('pricing_um', 'varchar(4)', (c) => c.notNull())
    .addColumn('default_quantity', MONEY, (c) => c.notNull().defaultTo(1))
    .addColumn('default_unit', 'varchar(4)', (c) => c.notNull())
    // Base name of the synced image (sizes live under /img/{size}/{name}); null: 'No Image'.
    .addColumn('image_name', 'varchar(100)')
    // JSON: string[] of extra detail image names.
    .addColumn('detail_images', 'text', (c) => c.notNull().defaultTo('[]'))
    // JSON: { k0: code, k1: brand, ...extra key-value fields }.
    .addColumn('additional', 'text', (c) => c.notNull().defaultTo('{}'))
    // JSON: [{ key, name }] scan documents (spec sheets) kept under DATA_DIR/documents.
    .addColumn('scan_documents', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('on_hand', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    // Lower-cased code, description, brand and additional values: what search matches.
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', EPOCH_MS, (c) => c.notNull())
    .execute();
  for (const [name, columns] of [
    ['products_category_idx', ['category_code', 'description']],
    ['products_main_category_idx', ['main_category_code', 'description']],
    ['products_description_idx', ['description', 'product_key']],
    ['products_sequence_idx', ['sequence', 'product_key']],
    ['products_brand_idx', ['brand', 'product_key']],
  ] as const) {
    await db.schema.createIndex(name).on('products').columns([...columns]).execute();
  }

  await db.schema
    .createTable('product_units')
    .addColumn('product_key', 'integer', (c) => c.notNull().references('products.product_key').onDelete('cascade'))
    .addColumn('unit', 'varchar(4)', (c) => c.notNull())
    // Stock units in one of this unit (4 decimals).
    .addColumn('stock_conversion', MONEY, (c) => c.notNull())
    .addColumn('is_sell_by', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_price_by', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sell_by_multiple', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('price_decimals', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_units_pk', ['product_key', 'unit'])
    .execute();

  await withId(db, db.schema.createTable('prices'))
    .addColumn('product_key', 'integer', (c) => c.notNull().references('products.product_key').onDelete('cascade'))
    .addColumn('unit', 'varchar(4)', (c) => c.notNull())
    // Both null: the base price. price_level set: a level contract. customer_id set: a customer contract.
    .addColumn('price_level', 'integer')
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('price', MONEY, (c) => c.notNull())
    .addColumn('cost', MONEY, (c) => c.notNull().defaultTo(0))
    // ISO dates (YYYY-MM-DD), inclusive; no end date means open-ended.
    .addColumn('effective_from', 'varchar(10)', (c) => c.notNull())
    .addColumn('effective_to', 'varchar(10)')
    .execute();
  await db.schema.createIndex('prices_product_idx').on('prices').columns(['product_key', 'unit', 'effective_from']).execute();
  await db.schema.createIndex('prices_customer_idx').on('prices').columns(['customer_id', 'product_key']).execute();

  await db.schema
    .createTable('customer_excluded_categories')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('category_code', 'varchar(10)', (c) => c.notNull().references('categories.code'))
    .addPrimaryKeyConstraint('customer_excluded_categories_pk', ['customer_id', 'category_code'])
    .execute();

  await db.schema
    .createTable('push_products')
    .addColumn('product_key', 'integer', (c) => c.primaryKey().references('products.product_key').onDelete('cascade'))
    .addColumn('sequence', 'integer')
    .execute();

  await db.schema
    .createTable('cache_versions')
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  if (sqlite) {
    // External-content FTS5 table with the trigram tokenizer: substring matches for terms of 3+ characters.
    await sql`create virtual table products_fts using fts5(search_text, content='products', content_rowid='product_key', tokenize='trigram')`.execute(db);
    await sql`create trigger products_fts_ai after insert on products begin
      insert into products_fts(rowid, search_text) values (new.product_key, new.search_text); end`.execute(db);
    await sql`create trigger products_fts_ad after delete on products begin
      insert into products_fts(products_fts, rowid, search_text) values ('delete', old.product_key, old.search_text); end`.execute(db);
    await sql`create trigger products_fts_au after update of search_text on products begin
      insert into products_fts(products_fts, rowid, search_text) values ('delete', old.product_key, old.search_text);
      insert into products_fts(rowid, search_text) values (new.product_key, new.search_text); end`.execute(db);
  } else {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index products_search_trgm_idx on products using gin (search_text gin_trgm_ops)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  if (sqlite) await sql`drop table if exists products_fts`.execute(db);
  for (const table of [
    'cache_versions',
    'push_products',
    'customer_excluded_categories',
    'prices',
    'product_units',
    'products',
    'categories',
    'main_categories',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
