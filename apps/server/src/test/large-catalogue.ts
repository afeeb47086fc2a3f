import type { Insertable, Kysely } from 'kysely';
import { chunked, rowsPerInsert } from '../db/chunking';
import type { DB, PricesTable, ProductsTable, ProductUnitsTable } from '../db/schema';
import { bumpCacheVersion, CATALOGUE_CACHE, PRICES_CACHE } from '../platform/cache/cache-versions.repository';

const WORDS = ['Roasted', 'Smoked', 'Fresh', 'Frozen', 'Organic', 'Select', 'Premium', 'Classic', 'Golden', 'Harvest'];

/**
 * Adds `count` listed products to the demo catalogue, each a copy of one demo product (its units and its list and
 * level prices) under a new code and its own description: a large catalogue for tests that need volume (reports).
 */
export async function addCatalogueCopies(db: Kysely<DB>, count: number): Promise<void> {
  const model = await db
    .selectFrom('products')
    .selectAll()
    .where('is_active', '=', 1)
    .where('product_key', 'in', (eb) => eb.selectFrom('prices').select('product_key').where('customer_id', 'is', null))
    .orderBy('product_key')
    .executeTakeFirstOrThrow();
  const [units, prices, top] = await Promise.all([
    db.selectFrom('product_units').selectAll().where('product_key', '=', model.product_key).execute(),
    db
      .selectFrom('prices')
      .selectAll()
      .where('product_key', '=', model.product_key)
      .where('customer_id', 'is', null)
      .execute(),
    db
      .selectFrom('products')
      .select((eb) => eb.fn.max('product_key').as('key'))
      .executeTakeFirstOrThrow(),
  ]);
  const products: Insertable<ProductsTable>[] = [];
  const unitRows: Insertable<ProductUnitsTable>[] = [];
  const priceRows: Insertable<PricesTable>[] = [];
  for (let i = 1; i <= count; i += 1) {
    const key = top.key + i;
    const name =
      `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${model.description.slice(0, 40)} No. ${i}`.slice(
        0,
        80,
      );
    const { search_text: _search, ...rest } = model;
    products.push({
      ...rest,
      product_key: key,
      product_code: String(900_000 + i),
      description: name,
      catalog_description: name,
      image_name: null,
    });
    for (const u of units) unitRows.push({ ...u, product_key: key });
    for (const { id: _id, ...p } of prices) priceRows.push({ ...p, product_key: key });
  }
  await db.transaction().execute(async (trx) => {
    for (const rows of chunked(products, rowsPerInsert(Object.keys(products[0] ?? {}).length)))
      await trx.insertInto('products').values(rows).execute();
    for (const rows of chunked(unitRows, rowsPerInsert(8)))
      await trx.insertInto('product_units').values(rows).execute();
    for (const rows of chunked(priceRows, rowsPerInsert(8))) await trx.insertInto('prices').values(rows).execute();
    await bumpCacheVersion(trx, CATALOGUE_CACHE);
    await bumpCacheVersion(trx, PRICES_CACHE);
  });
}
