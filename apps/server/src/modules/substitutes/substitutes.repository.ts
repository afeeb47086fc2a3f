import type { SubstitutionPreference } from '@storefront/domain';
import type { Kysely } from 'kysely';
import { chunked } from '../../db/chunking';
import type { DB } from '../../db/schema';

/** Product keys per IN-list. */
const KEYS_PER_QUERY = 500;

/** Each product's named substitutes (issue 31), in the order they are offered; products without any are absent. */
export async function namedSubstitutes(db: Kysely<DB>, productKeys: readonly number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  for (const keys of chunked([...new Set(productKeys)], KEYS_PER_QUERY)) {
    const rows = await db
      .selectFrom('product_substitutes')
      .select(['product_key', 'substitute_key'])
      .where('product_key', 'in', keys)
      .orderBy('product_key')
      .orderBy('sequence')
      .execute();
    for (const r of rows) result.set(r.product_key, [...(result.get(r.product_key) ?? []), r.substitute_key]);
  }
  return result;
}

/** Sets a product's substitutes to `substituteKeys`, in that order (none removes them all). */
export async function replaceSubstitutes(
  db: Kysely<DB>,
  productKey: number,
  substituteKeys: readonly number[],
): Promise<void> {
  await db.deleteFrom('product_substitutes').where('product_key', '=', productKey).execute();
  if (substituteKeys.length === 0) return;
  await db
    .insertInto('product_substitutes')
    .values(substituteKeys.map((key, i) => ({ product_key: productKey, sequence: i + 1, substitute_key: key })))
    .execute();
}

const LISTED_COLUMNS = ['product_key', 'product_code', 'description', 'is_active'] as const;

/** Products by their stored codes (exact), for the substitutes card and the ERP import's checks. */
export async function productsByCodes(db: Kysely<DB>, codes: readonly string[]) {
  const out = [];
  for (const part of chunked([...new Set(codes)], KEYS_PER_QUERY))
    out.push(...(await db.selectFrom('products').select(LISTED_COLUMNS).where('product_code', 'in', part).execute()));
  return out;
}

/** Each product's substitutes by code, in order; products without any are absent. */
export async function substituteCodes(db: Kysely<DB>, productKeys: readonly number[]): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>();
  for (const keys of chunked([...new Set(productKeys)], KEYS_PER_QUERY)) {
    const rows = await db
      .selectFrom('product_substitutes as s')
      .innerJoin('products as p', 'p.product_key', 's.substitute_key')
      .select(['s.product_key', 'p.product_code'])
      .where('s.product_key', 'in', keys)
      .orderBy('s.product_key')
      .orderBy('s.sequence')
      .execute();
    for (const r of rows) result.set(r.product_key, [...(result.get(r.product_key) ?? []), r.product_code]);
  }
  return result;
}

export function productByKey(db: Kysely<DB>, productKey: number) {
  return db.selectFrom('products').select(LISTED_COLUMNS).where('product_key', '=', productKey).executeTakeFirst();
}

/** A product's substitutes as the card lists them, in order. */
export function listedSubstitutes(db: Kysely<DB>, productKey: number) {
  return db
    .selectFrom('product_substitutes as s')
    .innerJoin('products as p', 'p.product_key', 's.substitute_key')
    .select(['p.product_key', 'p.product_code', 'p.description', 'p.is_active'])
    .where('s.product_key', '=', productKey)
    .orderBy('s.sequence')
    .execute();
}

/** The products' extra fields (JSON text: packSize, origin...), by key. */
export async function productAdditional(db: Kysely<DB>, productKeys: readonly number[]): Promise<Map<number, string>> {
  const result = new Map<number, string>();
  for (const keys of chunked([...new Set(productKeys)], KEYS_PER_QUERY)) {
    const rows = await db
      .selectFrom('products')
      .select(['product_key', 'additional'])
      .where('product_key', 'in', keys)
      .execute();
    for (const r of rows) result.set(r.product_key, r.additional);
  }
  return result;
}

/** Whose purchases: a trade customer's orders, or a consumer's own (customer null), as history scopes them. */
export interface PurchaseScope {
  customerId: number | null;
  userId: number;
}

/** Distinct products bought before at most; enough to find a few of the same category and pack. */
const PURCHASES_READ = 300;

/**
 * How far back "bought before" looks: the scope's most recent orders, so the work is bounded whatever the history (a
 * customer with 5,000 orders took 32 ms a read, 2.3 ms within its last 100). A hundred orders is months of a
 * restaurant's ordering; what it last bought longer ago than that is no longer its usual product.
 */
export const RECENT_ORDERS_FOR_SUBSTITUTES = 100;

/**
 * Products the scope ordered in its last RECENT_ORDERS_FOR_SUBSTITUTES orders, of these categories, the most recently
 * ordered first, with their extra fields (the pack). Scoped like Order History: a customer's orders, or a consumer's
 * own.
 */
export async function purchasedProducts(
  db: Kysely<DB>,
  scope: PurchaseScope,
  categoryCodes: readonly string[],
): Promise<{ productKey: number; categoryCode: string; additional: string }[]> {
  if (categoryCodes.length === 0) return [];
  const scoped = db.selectFrom('orders').select('id');
  // The scope's last orders, by the history indexes (customer or user, then order date).
  const recentOrders = (
    scope.customerId !== null
      ? scoped.where('customer_id', '=', scope.customerId)
      : scoped.where('customer_id', 'is', null).where('user_id', '=', scope.userId)
  )
    .orderBy('order_date', 'desc')
    .orderBy('id', 'desc')
    .limit(RECENT_ORDERS_FOR_SUBSTITUTES);
  const query = db
    .selectFrom('orders as o')
    .innerJoin('order_lines as l', 'l.order_id', 'o.id')
    .innerJoin('products as p', 'p.product_key', 'l.product_key')
    .select((eb) => ['p.product_key', 'p.category_code', 'p.additional', eb.fn.max('o.id').as('last_order')])
    .where('p.category_code', 'in', [...new Set(categoryCodes)])
    .where('o.id', 'in', recentOrders);
  const rows = await query
    .groupBy(['p.product_key', 'p.category_code', 'p.additional'])
    .orderBy('last_order', 'desc')
    .orderBy('p.product_key')
    .limit(PURCHASES_READ)
    .execute();
  return rows.map((r) => ({ productKey: r.product_key, categoryCode: r.category_code, additional: r.additional }));
}

/** The acting customer's preference, or undefined when there is no such customer. */
export async function customerPreference(
  db: Kysely<DB>,
  customerId: number,
): Promise<{ preference: SubstitutionPreference; name: string } | undefined> {
  const row = await db
    .selectFrom('customers')
    .select(['substitution_preference', 'name'])
    .where('id', '=', customerId)
    .executeTakeFirst();
  return row ? { preference: row.substitution_preference, name: row.name } : undefined;
}

/** A consumer's own preference; null when they never chose. */
export async function userPreference(db: Kysely<DB>, userId: number): Promise<SubstitutionPreference | null> {
  const row = await db
    .selectFrom('users')
    .select('substitution_preference')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.substitution_preference ?? null;
}

export async function setCustomerPreference(
  db: Kysely<DB>,
  customerId: number,
  preference: SubstitutionPreference,
): Promise<void> {
  await db.updateTable('customers').set({ substitution_preference: preference }).where('id', '=', customerId).execute();
}

export async function setUserPreference(
  db: Kysely<DB>,
  userId: number,
  preference: SubstitutionPreference,
): Promise<void> {
  await db.updateTable('users').set({ substitution_preference: preference }).where('id', '=', userId).execute();
}
