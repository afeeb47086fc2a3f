import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { CustomerTerms } from '../../platform/auth/principal';
import type { CartOwner } from '../cart/cart-owner';

/** Delivery schedule and charges, with numerics as the driver gives them (number or string). */
const TERMS = [
  'delivery_days',
  'cutoff_time',
  'lead_days',
  'tax_rate',
  'delivery_fee',
  'small_order_threshold',
  'small_order_charge',
] as const;

export function findShipTo(db: Kysely<DB>, customerId: number, code: string) {
  return db
    .selectFrom('ship_tos')
    .select(['code', 'name', 'address1', 'address2', 'city', 'state', 'zip', ...TERMS])
    .where('customer_id', '=', customerId)
    .where('code', '=', code)
    .executeTakeFirst();
}

export function findZipZone(db: Kysely<DB>, zip: string) {
  return db
    .selectFrom('zip_zones')
    .select(['zip', 'deliverable', 'minimum_order_amount', ...TERMS])
    .where('zip', '=', zip)
    .executeTakeFirst();
}

const ADDRESS = [
  'id',
  'name',
  'display',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'phone',
  'is_primary',
] as const;

export function findOwnAddress(db: Kysely<DB>, userId: number, addressId: number) {
  return db
    .selectFrom('delivery_addresses')
    .select(ADDRESS)
    .where('user_id', '=', userId)
    .where('id', '=', addressId)
    .executeTakeFirst();
}

/** The primary address, else the newest. */
export function findDefaultAddress(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('delivery_addresses')
    .select(ADDRESS)
    .where('user_id', '=', userId)
    .orderBy('is_primary', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findCustomerTerms(db: Kysely<DB>, customerId: number) {
  return db
    .selectFrom('customers')
    .select(['id', 'name', 'required_po', 'default_po', 'default_shipto_code', 'substitution_preference'])
    .where('id', '=', customerId)
    .executeTakeFirst();
}

/**
 * The acting customer's terms: as the request read them with the customer (the session, a salesperson's assignment),
 * else from the database; undefined without a customer.
 */
export async function customerTermsOf(
  db: Kysely<DB>,
  owner: Pick<CartOwner, 'customerId' | 'terms'>,
): Promise<CustomerTerms | undefined> {
  if (owner.customerId === null) return undefined;
  if (owner.terms?.id === owner.customerId) return owner.terms;
  return findCustomerTerms(db, owner.customerId);
}

export function findUserContact(db: Kysely<DB>, userId: number) {
  return db.selectFrom('users').select(['email', 'name']).where('id', '=', userId).executeTakeFirst();
}

/** Which of these products are taxable (the rest are not). */
export async function taxableProducts(db: Kysely<DB>, productKeys: readonly number[]): Promise<Set<number>> {
  if (productKeys.length === 0) return new Set();
  const rows = await db
    .selectFrom('products')
    .select('product_key')
    .where('product_key', 'in', [...new Set(productKeys)])
    .where('is_taxable', '=', 1)
    .execute();
  return new Set(rows.map((r) => r.product_key));
}
