import type { Kysely } from 'kysely';
import { chunked } from '../../db/chunking';
import type { DB } from '../../db/schema';
import { listedProduct } from './listed-product.repository';

const KEYS_PER_QUERY = 900;

function productQuery(db: Kysely<DB>) {
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.code', 'p.category_code')
    .innerJoin('main_categories as m', 'm.code', 'p.main_category_code')
    .select([
      'p.product_key',
      'p.product_code',
      'p.description',
      'p.catalog_description',
      'p.brand',
      'p.additional',
      'p.category_code',
      'p.main_category_code',
      'c.description as category_description',
      'm.description as main_category_description',
      'p.sequence',
      'p.warehouse_code',
      'p.image_name',
      'p.detail_images',
      'p.scan_documents',
      'p.stock_unit',
    ])
    .where(listedProduct);
}

export type ProductRow = Awaited<ReturnType<ReturnType<typeof productQuery>['executeTakeFirstOrThrow']>>;

/** Listed (active, not hidden) products by key, in no particular order. */
export async function productRowsByKeys(db: Kysely<DB>, keys: readonly number[]): Promise<ProductRow[]> {
  const rows: ProductRow[] = [];
  for (const chunk of chunked(keys, KEYS_PER_QUERY))
    rows.push(...(await productQuery(db).where('p.product_key', 'in', chunk).execute()));
  return rows;
}

/** Every unit of a product, including units that only convert (neither sold nor priced). */
export function allUnitsOf(db: Kysely<DB>, productKey: number) {
  return db
    .selectFrom('product_units')
    .select(['unit', 'stock_conversion', 'is_sell_by', 'is_price_by', 'sell_by_multiple', 'price_decimals'])
    .where('product_key', '=', productKey)
    .orderBy('sequence')
    .orderBy('unit')
    .execute();
}

/** Promoted products that are listed, with their stored sequence (null when unset). */
export function pushProductRows(db: Kysely<DB>) {
  return db
    .selectFrom('push_products as pp')
    .innerJoin('products as p', 'p.product_key', 'pp.product_key')
    .select(['pp.product_key', 'pp.sequence'])
    .where(listedProduct)
    .execute();
}

/** The scan documents field of a listed product. */
export function scanDocumentsOf(db: Kysely<DB>, productKey: number) {
  return db
    .selectFrom('products as p')
    .select(['p.product_code', 'p.scan_documents'])
    .where('p.product_key', '=', productKey)
    .where(listedProduct)
    .executeTakeFirst();
}
