import type { Principal } from '../../platform/auth/principal';
import { forbidden } from '../../platform/http/http-error';

/**
 * Who reads credit requests and check-in photos, and whose: an administrator every customer's, a salesperson their
 * own customers' (salesperson_customers), a customer's user their own customer's. Consumers have no A/R, and punchout
 * sessions no credits: refused.
 */
export type CreditViewer =
  | { kind: 'admin'; userId: number }
  | { kind: 'salesperson'; userId: number }
  | { kind: 'customer'; userId: number; customerId: number };

export const NO_CREDITS = 'Credit requests are for trade customers, their salespeople and administrators.';

export function creditViewerOf(principal: Principal): CreditViewer {
  if (principal.isPunchout) throw forbidden(NO_CREDITS);
  if (principal.isAdmin) return { kind: 'admin', userId: principal.userId };
  if (principal.kind === 'salesperson') return { kind: 'salesperson', userId: principal.userId };
  if (principal.kind === 'customer' && principal.customerId !== null)
    return { kind: 'customer', userId: principal.userId, customerId: principal.customerId };
  throw forbidden(NO_CREDITS);
}

/** Reviewing (approve, part, reject) is the customer's salespeople's and administrators', never the buyer's. */
export const mayReview = (viewer: CreditViewer): boolean => viewer.kind !== 'customer';
