import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { bumpCacheVersion, CATALOGUE_CACHE, PRICES_CACHE } from '../../platform/cache/cache-versions.repository';
import { customerIds } from '../../test/demo-ids';

/** A customer's invoiced order of the past (an invoiced order commits no stock), as its history shows it. */
export function invoicedOrder(orderNumber: string, customerId: number, orderDate: string) {
  return {
    order_number: orderNumber,
    customer_id: customerId,
    user_id: null,
    status: 'Invoiced' as const,
    order_date: orderDate,
    delivery_date: null,
    ship_to_code: null,
    ship_method: null,
    address_id: null,
    card_brand: null,
    card_last4: null,
    card_expiry: null,
    payment_transaction_id: null,
    created_at: 0,
  };
}

/**
 * Products the substitution tests own (issue 31), keys from 905001: a sold-out salmon with named substitutes (the first
 * inactive), a sold-out ground beef without any whose customer bought another of its category and pack, and products
 * that become discontinued or excluded for Bayside Bistro.
 */
export const SUB = {
  /** 4/3 LB AVG: CS = 12 LB, EA = 3 LB, $9.850 / LB; none in stock. Names RETIRED, then SKINLESS. */
  skinOn: 905001,
  /** 2/5 LB: CS = 10 LB, EA = 5 LB, $10.750 / LB; in stock. */
  skinless: 905002,
  /** Inactive, named first. */
  retired: 905003,
  /** 4/10 LB (CS = 40 LB) at $4.125 / LB; none in stock, no named substitutes. */
  beef8020: 905010,
  /** Same category and pack, $4.690 / LB, bought by Bayside Bistro before. */
  beef8515: 905011,
  /** Same category, another pack (2/10 LB), bought before: not suggested. */
  patties: 905012,
  /** Same category and pack, never bought: not suggested. */
  beef7030: 905013,
  /** In stock, names SKINLESS; made inactive by a test. */
  discontinued: 905020,
  /** In a category excluded for Bayside Bistro; names SKINLESS. */
  excluded: 905030,
} as const;

const MAIN = 'Z9SUBM';
const FISH = 'Z9SUBF';
const BEEF = 'Z9SUBB';
const EXCLUDED = 'Z9SUBX';

interface Spec {
  key: number;
  description: string;
  category: string;
  pack: string;
  units: { unit: string; conv: number; sell?: boolean; price?: boolean; multiple?: number }[];
  price: number;
  onHand: number;
  active?: boolean;
}

const fish = (key: number, description: string, caseLb: number, each: number, price: number, onHand: number): Spec => ({
  key,
  description,
  category: FISH,
  pack: `${caseLb / each}/${each} LB`,
  units: [
    { unit: 'CS', conv: caseLb, sell: true, multiple: 1 },
    { unit: 'EA', conv: each, sell: true, multiple: 1 },
    { unit: 'LB', conv: 1, price: true },
  ],
  price,
  onHand,
});

const beef = (key: number, description: string, pack: string, caseLb: number, price: number, onHand: number): Spec => ({
  key,
  description,
  category: BEEF,
  pack,
  units: [
    { unit: 'CS', conv: caseLb, sell: true },
    { unit: 'LB', conv: 1, price: true },
  ],
  price,
  onHand,
});

const SPECS: Spec[] = [
  { ...fish(SUB.skinOn, 'Test Salmon Fillet, Skin-On', 12, 3, 9.85, 0), pack: '4/3 LB AVG' },
  fish(SUB.skinless, 'Test Salmon Fillet, Skinless', 10, 5, 10.75, 1000),
  { ...fish(SUB.retired, 'Test Salmon Fillet, Retired', 12, 3, 9.5, 1000), active: false },
  beef(SUB.beef8020, 'Test Ground Beef, 80/20', '4/10 LB', 40, 4.125, 0),
  beef(SUB.beef8515, 'Test Ground Beef, 85/15', '4/10 LB', 40, 4.69, 1000),
  beef(SUB.patties, 'Test Beef Patties', '2/10 LB', 20, 4.56, 1000),
  beef(SUB.beef7030, 'Test Ground Beef, 70/30', '4/10 LB', 40, 3.5, 1000),
  fish(SUB.discontinued, 'Test Trout, Discontinued', 12, 3, 7.38, 1000),
  { ...fish(SUB.excluded, 'Test Caviar, Excluded', 12, 3, 99, 1000), category: EXCLUDED },
];

/** Named substitutes, in order. */
const NAMED: [number, number[]][] = [
  [SUB.skinOn, [SUB.retired, SUB.skinless]],
  [SUB.discontinued, [SUB.skinless]],
  [SUB.excluded, [SUB.skinless]],
];

export async function insertSubstituteFixtures(db: Kysely<DB>): Promise<void> {
  const ids = await customerIds(db);
  await db.insertInto('main_categories').values({ code: MAIN, description: 'Substitutes test main' }).execute();
  await db
    .insertInto('categories')
    .values(
      [FISH, BEEF, EXCLUDED].map((code) => ({ code, main_category_code: MAIN, description: `Substitutes ${code}` })),
    )
    .execute();
  await db
    .insertInto('products')
    .values(
      SPECS.map((s) => ({
        product_key: s.key,
        product_code: `S${s.key}`,
        description: s.description,
        main_category_code: MAIN,
        category_code: s.category,
        stock_unit: 'LB',
        pricing_um: 'LB',
        default_unit: 'CS',
        image_name: null,
        additional: JSON.stringify({ k0: `S${s.key}`, packSize: s.pack }),
        on_hand: s.onHand,
        is_active: s.active === false ? 0 : 1,
        updated_at: 0,
      })),
    )
    .execute();
  await db
    .insertInto('product_units')
    .values(
      SPECS.flatMap((s) =>
        s.units.map((u, i) => ({
          product_key: s.key,
          unit: u.unit,
          stock_conversion: u.conv,
          is_sell_by: u.sell ? 1 : 0,
          is_price_by: u.price ? 1 : 0,
          sell_by_multiple: u.multiple ?? 0,
          price_decimals: 3,
          sequence: i,
        })),
      ),
    )
    .execute();
  await db
    .insertInto('prices')
    .values(SPECS.map((s) => ({ product_key: s.key, unit: 'LB', price: s.price, effective_from: '2020-01-01' })))
    .execute();
  await db
    .insertInto('product_substitutes')
    .values(
      NAMED.flatMap(([product, subs]) =>
        subs.map((substitute, i) => ({ product_key: product, sequence: i + 1, substitute_key: substitute })),
      ),
    )
    .execute();
  await db
    .insertInto('customer_excluded_categories')
    .values({ customer_id: ids.BAYBIS!, category_code: EXCLUDED })
    .execute();
  // Written behind the app's back: bumped as every writer of products, prices and exclusions does (their caches).
  await bumpCacheVersion(db, CATALOGUE_CACHE);
  await bumpCacheVersion(db, PRICES_CACHE);

  // Bayside Bistro bought the 85/15 and the patties before: an invoiced order commits no stock.
  const order = await db
    .insertInto('orders')
    .values(invoicedOrder('SUBHIST1', ids.BAYBIS!, '2026-01-15'))
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_lines')
    .values(
      [SUB.beef8515, SUB.patties].map((key, i) => ({
        order_id: order.id,
        product_key: key,
        unit: 'CS',
        quantity: '1',
        stock_quantity: '40',
        price_unit: 'LB',
        unit_price: '4.690',
        extension: '187.60',
        sequence: i + 1,
      })),
    )
    .execute();
}
