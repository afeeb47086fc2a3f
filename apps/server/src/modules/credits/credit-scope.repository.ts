import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { CreditViewer } from './credit-viewer';

/** The customers whose credits and photos a viewer reads: null for every customer (administrators). */
export type CustomerScope = readonly number[] | null;

/**
 * What the viewer may read (credit-viewer.ts): every customer for an administrator, the salesperson's assigned
 * customers (a few hundred at most), the customer user's own.
 */
export async function customerScopeOf(db: Kysely<DB>, viewer: CreditViewer): Promise<CustomerScope> {
  if (viewer.kind === 'admin') return null;
  if (viewer.kind === 'customer') return [viewer.customerId];
  const rows = await db
    .selectFrom('salesperson_customers')
    .select('customer_id')
    .where('user_id', '=', viewer.userId)
    .execute();
  return rows.map((r) => r.customer_id);
}

export const inScope = (scope: CustomerScope, customerId: number): boolean =>
  scope === null || scope.includes(customerId);
