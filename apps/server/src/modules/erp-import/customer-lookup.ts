import { chunked } from '../../db/chunking';
import type { Db } from '../../db/database';

export interface KnownCustomer {
  id: number;
  /** The tax rate a ship-to without its own takes (a fraction, as stored). */
  taxRate: string;
  isActive: boolean;
  /** The ship-to code orders start with: the primary ship-to's. */
  defaultShipTo: string | null;
}

/** The customers of these codes (upper-cased, as the import reads codes), by code; unknown codes are absent. */
export async function customersByCode(db: Db, codes: Iterable<string>): Promise<Map<string, KnownCustomer>> {
  const found = new Map<string, KnownCustomer>();
  for (const chunk of chunked(
    [...new Set(codes)].filter((c) => c !== ''),
    1000,
  )) {
    const rows = await db
      .selectFrom('customers')
      .select(['id', 'customer_code', 'tax_rate', 'is_active', 'default_shipto_code'])
      .where('customer_code', 'in', chunk)
      .execute();
    for (const c of rows)
      found.set(c.customer_code.toUpperCase(), {
        id: c.id,
        taxRate: c.tax_rate,
        isActive: c.is_active === 1,
        defaultShipTo: c.default_shipto_code,
      });
  }
  return found;
}
