import type { Insertable, Kysely } from 'kysely';
import type { DB, PricesTable } from '../../db/schema';
import { bumpCacheVersion, CATALOGUE_CACHE, PRICES_CACHE } from '../../platform/cache/cache-versions.repository';

/**
 * A catch-weight product under test control: stock LB, sold by 40 LB CS and 10 LB
 * EA, priced per LB (3 decimals). Keys from 900000 never meet the demo catalogue.
 */
export async function insertTestProduct(
  db: Kysely<DB>,
  key: number,
  over: { description?: string; brand?: string; category?: string; onHand?: number; isActive?: number } = {},
): Promise<void> {
  const category = over.category ?? 'BEEF';
  const main = await db
    .selectFrom('categories')
    .select('main_category_code')
    .where('code', '=', category)
    .executeTakeFirstOrThrow();
  const description = over.description ?? `Test Product ${key}`;
  const brand = over.brand ?? 'Test Brand';
  await db
    .insertInto('products')
    .values({
      product_key: key,
      product_code: `T${key}`,
      description,
      brand,
      main_category_code: main.main_category_code,
      category_code: category,
      stock_unit: 'LB',
      pricing_um: 'LB',
      default_unit: 'CS',
      on_hand: over.onHand ?? 400,
      is_active: over.isActive ?? 1,
      additional: JSON.stringify({ k0: `T${key}`, k1: brand }),
      search_text: `t${key} ${description} ${brand}`.toLowerCase(),
      updated_at: 0,
    })
    .execute();
  await db
    .insertInto('product_units')
    .values([
      {
        product_key: key,
        unit: 'CS',
        stock_conversion: 40,
        is_sell_by: 1,
        is_price_by: 0,
        sell_by_multiple: 1,
        price_decimals: 2,
        sequence: 1,
      },
      {
        product_key: key,
        unit: 'EA',
        stock_conversion: 10,
        is_sell_by: 1,
        is_price_by: 0,
        sell_by_multiple: 1,
        price_decimals: 2,
        sequence: 2,
      },
      {
        product_key: key,
        unit: 'LB',
        stock_conversion: 1,
        is_sell_by: 0,
        is_price_by: 1,
        sell_by_multiple: 0,
        price_decimals: 3,
        sequence: 3,
      },
    ])
    .execute();
  await bumpCacheVersion(db, CATALOGUE_CACHE);
}

export async function insertTestPrices(
  db: Kysely<DB>,
  rows: readonly Partial<Insertable<PricesTable>>[],
): Promise<void> {
  await db
    .insertInto('prices')
    .values(
      rows.map((r) => ({
        product_key: r.product_key!,
        unit: r.unit ?? 'LB',
        price_level: r.price_level ?? null,
        customer_id: r.customer_id ?? null,
        price: r.price!,
        cost: r.cost ?? 0,
        effective_from: r.effective_from ?? '2024-01-01',
        effective_to: r.effective_to ?? null,
      })),
    )
    .execute();
  await bumpCacheVersion(db, PRICES_CACHE);
}
