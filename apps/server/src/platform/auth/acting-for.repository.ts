import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { SubstitutionPreference } from '@storefront/domain';
import type { ActingCustomer } from './principal';

/** The columns of a customer a request acts for (actingCustomerOf). */
export const ACTING_CUSTOMER_COLUMNS = [
  'id',
  'price_level',
  'name',
  'required_po',
  'default_po',
  'default_shipto_code',
  'substitution_preference',
] as const;

/** A customer row read with ACTING_CUSTOMER_COLUMNS as the request acts for it: its price level and terms. */
export function actingCustomerOf(row: {
  id: number;
  price_level: number;
  name: string;
  required_po: number;
  default_po: string;
  default_shipto_code: string | null;
  substitution_preference: SubstitutionPreference;
}): ActingCustomer {
  const { price_level: priceLevel, ...terms } = row;
  return { id: row.id, priceLevel, terms };
}

/**
 * An active customer assigned to this salesperson, with its price level and terms; undefined when it is not theirs or
 * inactive.
 */
export async function assignedCustomer(
  db: Kysely<DB>,
  salespersonId: number,
  customerId: number,
): Promise<ActingCustomer | undefined> {
  const row = await db
    .selectFrom('customers')
    .select(ACTING_CUSTOMER_COLUMNS)
    .where('id', '=', customerId)
    .where('is_active', '=', 1)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('salesperson_customers')
          .select('customer_id')
          .where('user_id', '=', salespersonId)
          .where('customer_id', '=', customerId),
      ),
    )
    .executeTakeFirst();
  return row ? actingCustomerOf(row) : undefined;
}
