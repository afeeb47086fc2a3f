import type { InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { chunked } from '../../db/chunking';
import type { DB } from '../../db/schema';
import { bumpCacheVersion, CATALOGUE_CACHE, PRICES_CACHE } from '../../platform/cache/cache-versions.repository';
import { customerIds } from '../../test/demo-ids';
import type { Injector } from '../../test/remote-app';

/**
 * Products the cart tests own. Keys from 900001 (and 9, which the catalogue
 * hides) never clash with the demo catalogue; the inserts skip rows that exist.
 */
export const FX = {
  /** 40 lb case, sold by CS, priced per LB at 2.49: 1 CS = 99.60. */
  chicken: 900001,
  /** Eaches sold by EA or the CS of 12, priced per EA 1.25 or per CS 15.00: 2 CS = 30.00. */
  napkins: 900002,
  /** Sold by EA in multiples of 6 at 0.50; Bayside Bistro's contract price is 0.45. */
  yogurt: 900003,
  /** Priced, but no sell-by unit. */
  noSellBy: 900004,
  /** In a category excluded for Bayside Bistro. */
  excluded: 900005,
  inactive: 900006,
  hidden: 9,
  /** First of BULK_COUNT plain products (EA at 1.00) for large carts. */
  bulkFirst: 901001,
} as const;
export const BULK_COUNT = 600;

const MAIN = 'Z9MAIN';
const CART_CATEGORY = 'Z9CART';
const EXCLUDED_CATEGORY = 'Z9EXCL';
const FROM = '2020-01-01';

interface Unit {
  unit: string;
  conv: number;
  sell?: boolean;
  price?: boolean;
  multiple?: number;
  decimals?: number;
}

function product(
  key: number,
  description: string,
  stock: string,
  pricing: string,
  category = CART_CATEGORY,
  active = 1,
) {
  return {
    product_key: key,
    product_code: `T${key}`,
    description,
    main_category_code: MAIN,
    category_code: category,
    stock_unit: stock,
    pricing_um: pricing,
    default_unit: stock,
    image_name: key === FX.chicken ? 'chicken.webp' : null,
    is_active: active,
    updated_at: 0,
  };
}

const units = (key: number, list: Unit[]) =>
  list.map((u, i) => ({
    product_key: key,
    unit: u.unit,
    stock_conversion: u.conv,
    is_sell_by: u.sell ? 1 : 0,
    is_price_by: u.price ? 1 : 0,
    sell_by_multiple: u.multiple ?? 0,
    price_decimals: u.decimals ?? 2,
    sequence: i,
  }));

const ROWS_PER_INSERT = 200;

export async function insertCartFixtures(db: Kysely<DB>): Promise<void> {
  const ids = await customerIds(db);
  await db
    .insertInto('main_categories')
    .values({ code: MAIN, description: 'Cart test main' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('categories')
    .values([
      { code: CART_CATEGORY, main_category_code: MAIN, description: 'Cart test' },
      { code: EXCLUDED_CATEGORY, main_category_code: MAIN, description: 'Cart test excluded' },
    ])
    .onConflict((oc) => oc.doNothing())
    .execute();

  const products = [
    product(FX.chicken, 'Chicken Breast 40 lb', 'LB', 'LB'),
    product(FX.napkins, 'Napkins', 'EA', 'EA'),
    product(FX.yogurt, 'Yogurt Cup', 'EA', 'EA'),
    product(FX.noSellBy, 'Display Only', 'EA', 'EA'),
    product(FX.excluded, 'Excluded Wine', 'EA', 'EA', EXCLUDED_CATEGORY),
    product(FX.inactive, 'Discontinued', 'EA', 'EA', CART_CATEGORY, 0),
    product(FX.hidden, 'Hidden Product', 'EA', 'EA'),
    ...Array.from({ length: BULK_COUNT }, (_, i) => product(FX.bulkFirst + i, `Bulk ${i}`, 'EA', 'EA')),
  ];
  for (const part of chunked(products, ROWS_PER_INSERT)) {
    await db
      .insertInto('products')
      .values(part)
      .onConflict((oc) => oc.column('product_key').doNothing())
      .execute();
  }

  const each: Unit[] = [{ unit: 'EA', conv: 1, sell: true, price: true }];
  const unitRows = [
    ...units(FX.chicken, [
      { unit: 'CS', conv: 40, sell: true },
      { unit: 'LB', conv: 1, price: true, decimals: 4 },
    ]),
    ...units(FX.napkins, [
      { unit: 'EA', conv: 1, sell: true, price: true },
      { unit: 'CS', conv: 12, sell: true, price: true },
    ]),
    ...units(FX.yogurt, [{ unit: 'EA', conv: 1, sell: true, price: true, multiple: 6 }]),
    ...units(FX.noSellBy, [{ unit: 'EA', conv: 1, price: true }]),
    ...units(FX.excluded, each),
    ...units(FX.inactive, each),
    ...units(FX.hidden, each),
    ...Array.from({ length: BULK_COUNT }, (_, i) => units(FX.bulkFirst + i, each)).flat(),
  ];
  for (const part of chunked(unitRows, ROWS_PER_INSERT))
    await db
      .insertInto('product_units')
      .values(part)
      .onConflict((oc) => oc.doNothing())
      .execute();

  const base = (key: number, unit: string, price: number) => ({ product_key: key, unit, price, effective_from: FROM });
  const prices = [
    base(FX.chicken, 'LB', 2.49),
    base(FX.napkins, 'EA', 1.25),
    base(FX.napkins, 'CS', 15),
    base(FX.yogurt, 'EA', 0.5),
    { ...base(FX.yogurt, 'EA', 0.45), customer_id: ids.BAYBIS! },
    base(FX.noSellBy, 'EA', 3),
    base(FX.excluded, 'EA', 12),
    base(FX.inactive, 'EA', 1),
    base(FX.hidden, 'EA', 1),
    ...Array.from({ length: BULK_COUNT }, (_, i) => base(FX.bulkFirst + i, 'EA', 1)),
  ];
  for (const part of chunked(prices, ROWS_PER_INSERT)) await db.insertInto('prices').values(part).execute();
  await db
    .insertInto('customer_excluded_categories')
    .values({ customer_id: ids.BAYBIS!, category_code: EXCLUDED_CATEGORY })
    .onConflict((oc) => oc.doNothing())
    .execute();
  // Written behind the app's back: bumped as every writer of products, prices and exclusions does (their caches).
  await bumpCacheVersion(db, CATALOGUE_CACHE);
  await bumpCacheVersion(db, PRICES_CACHE);
}

/** A line payload with the fields the page always sends. */
export function line(
  productKey: number,
  orderQuantity: number | string,
  unitOfMeasure: string,
  unitOfMeasure_Prc: string,
  extra: Record<string, unknown> = {},
) {
  return { productKey, orderQuantity, unitOfMeasure, unitOfMeasure_Prc, ...extra };
}

/** The cart calls as one user (and acting customer) makes them. */
export function cartApi(app: Injector, headers: Record<string, string>) {
  const call = (method: InjectOptions['method'], url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return {
    get: () => call('GET', '/api/cart'),
    add: (payload: unknown) => call('POST', '/api/cart/line', payload),
    addMany: (payload: unknown) => call('POST', '/api/cart/lines', payload),
    validate: (payload: unknown) => call('POST', '/api/cart/validate', payload),
    update: (id: number, payload: unknown) => call('POST', `/api/cart/line/${id}`, payload),
    remove: (id: number) => call('DELETE', `/api/cart/line/${id}`),
    clear: () => call('DELETE', '/api/cart'),
    header: (payload: unknown) => call('POST', '/api/cart/header', payload),
  };
}
