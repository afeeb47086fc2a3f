import { defined } from '@storefront/domain';
import type { Kysely } from 'kysely';
import { termsOf } from '../modules/checkout/checkout-target.service';
import { chunked, rowsPerInsert } from '../db/chunking';
import type { DB } from '../db/schema';
import type { OrderCustomer } from './order-generator';
import { createRng } from './prng';

const FIRST = [
  'Golden',
  'Harbor',
  'Old',
  'Blue',
  'Red',
  'Corner',
  'Village',
  'Twin',
  'Salty',
  'Green',
  'Iron',
  'Silver',
  'Lucky',
  'Wild',
  'North',
  'Rustic',
];
const SECOND = [
  'Anchor',
  'Lantern',
  'Oak',
  'Gull',
  'Kettle',
  'Pier',
  'Maple',
  'Barrel',
  'Lobster',
  'Pine',
  'Mill',
  'Spoon',
  'Tide',
  'Hearth',
  'Fox',
  'Birch',
];
const KIND = [
  'Bistro',
  'Grill',
  'Diner',
  'Tavern',
  'Cafe',
  'Kitchen',
  'Pizzeria',
  'Bakery',
  'Catering',
  'Deli',
  'Brewpub',
  'Oyster Bar',
];
const TOWNS: readonly (readonly [string, string])[] = [
  ['Portland', '04101'],
  ['Bangor', '04401'],
  ['Lewiston', '04240'],
  ['Augusta', '04330'],
  ['Biddeford', '04005'],
  ['Brunswick', '04011'],
  ['Saco', '04072'],
  ['Bath', '04530'],
  ['Camden', '04843'],
  ['Kennebunk', '04043'],
];

/**
 * Adds generated trade customers (each with a MAIN ship-to) until `total` exist, for
 * catalogues sized like a large distributor's. Returns every customer id.
 */
export async function seedMoreCustomers(db: Kysely<DB>, total: number, seed = 500): Promise<number[]> {
  const existing = await db.selectFrom('customers').select(['id', 'customer_code']).execute();
  const rng = createRng(seed);
  const rows = [];
  for (let n = existing.length + 1; n <= total; n++) {
    const [city, zip] = rng.pick(TOWNS);
    rows.push({
      customer_code: `C${String(n).padStart(5, '0')}`,
      name: `${rng.pick(FIRST)} ${rng.pick(SECOND)} ${rng.pick(KIND)}`,
      city,
      state: 'ME',
      zip,
      default_shipto_code: 'MAIN',
      price_level: rng.int(1, 5),
    });
  }
  // 8: the ship-to rows' columns, the wider of the two inserts.
  for (const chunk of chunked(rows, rowsPerInsert(8))) {
    const inserted = await db.insertInto('customers').values(chunk).returning(['id', 'name', 'city', 'zip']).execute();
    await db
      .insertInto('ship_tos')
      .values(
        inserted.map((c) => ({
          customer_id: c.id,
          code: 'MAIN',
          display: 'Main',
          is_primary: 1,
          name: c.name,
          city: c.city,
          state: 'ME',
          zip: c.zip,
        })),
      )
      .execute();
  }
  const all = await db.selectFrom('customers').select('id').orderBy('id').execute();
  return all.map((c) => c.id);
}

/**
 * Every customer with the user who orders for it (when it has one), its default ship-to and that ship-to's charges
 * as checkout reads them: who generated orders belong to and on what terms.
 */
export async function orderCustomers(db: Kysely<DB>): Promise<OrderCustomer[]> {
  const customers = await db.selectFrom('customers').select(['id', 'default_shipto_code']).orderBy('id').execute();
  const users = await db
    .selectFrom('users')
    .select(['id', 'customer_id'])
    .where('kind', '=', 'customer')
    .orderBy('id')
    .execute();
  const shipTos = await db
    .selectFrom('ship_tos')
    .select([
      'customer_id',
      'code',
      'delivery_days',
      'cutoff_time',
      'lead_days',
      'tax_rate',
      'delivery_fee',
      'small_order_threshold',
      'small_order_charge',
    ])
    .execute();
  const userOf = new Map<number, number>();
  for (const u of users) if (u.customer_id !== null && !userOf.has(u.customer_id)) userOf.set(u.customer_id, u.id);
  const shipToOf = new Map(shipTos.map((s) => [`${s.customer_id}:${s.code}`, s]));
  return customers.map((c) => {
    const shipTo = c.default_shipto_code ?? 'MAIN';
    const row = defined(shipToOf.get(`${c.id}:${shipTo}`), `ship-to ${shipTo} of customer ${c.id}`);
    // Trade ship-tos are delivered to, as checkout's trade target is.
    return { id: c.id, userId: userOf.get(c.id) ?? null, shipTo, charges: termsOf(row, true).charges };
  });
}
