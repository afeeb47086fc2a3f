import type { Kysely } from 'kysely';
import { containsPattern } from '../../db/like-pattern';
import type { DB } from '../../db/schema';
import type { Principal } from '../../platform/auth/principal';

const LIST_LIMIT = 500;

/** The customers a user may act for: a salesperson's active assigned ones, else the user's own; every customer for `all`. */
export function listCustomersFor(
  db: Kysely<DB>,
  principal: Principal | 'all',
  search: string | undefined,
  limit = LIST_LIMIT,
) {
  let q = db.selectFrom('customers as c').select(['c.id', 'c.customer_code', 'c.name']);
  if (principal === 'all') {
    // An administrator's pick (a punchout buyer's customer): every customer, found by name or code.
  } else if (principal.kind === 'salesperson') {
    // A customer deactivated by an ERP import is no longer offered to its salespeople.
    q = q
      .innerJoin('salesperson_customers as sc', 'sc.customer_id', 'c.id')
      .where('sc.user_id', '=', principal.userId)
      .where('c.is_active', '=', 1);
  } else {
    const own = principal.isPunchout ? principal.punchoutCustomerId : principal.customerId;
    q = q.where('c.id', '=', own ?? -1);
  }
  const text = search?.trim().toLowerCase();
  if (text) {
    const like = containsPattern(text);
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['c.name']), 'like', eb.val(like)),
        eb(eb.fn('lower', ['c.customer_code']), 'like', eb.val(like)),
      ]),
    );
  }
  return q.orderBy('c.name').orderBy('c.id').limit(Math.min(limit, LIST_LIMIT)).execute();
}

export function findCustomer(db: Kysely<DB>, customerId: number) {
  return db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirst();
}

export function listShipTos(db: Kysely<DB>, customerId: number) {
  return db
    .selectFrom('ship_tos')
    .select(['code', 'name', 'address1', 'address2', 'city', 'state', 'zip'])
    .where('customer_id', '=', customerId)
    .orderBy('code')
    .execute();
}
