import { EDIT_ORDER_HEADER, EDIT_ORDER_PATTERN } from '@storefront/contract';
import type { ShipMethod } from '@storefront/domain';
import type { FastifyRequest } from 'fastify';
import type { CustomerTerms, Principal } from '../../platform/auth/principal';
import { badRequest, forbidden } from '../../platform/http/http-error';
import { type CachedReads, cachedReadsOf } from '../pricing/cached-reads';
import type { CartOwnerRow } from './cart.repository';

/** Spec 1 §2 Account Required dialog: what a guest is told when it tries to use a cart. */
export const GUEST_CART_REASON = 'Please sign in or create an account to add products to your cart';

export interface CartOwner extends CartOwnerRow {
  principal: Principal;
  /** The acting customer's price level; null prices at base (consumers). */
  priceLevel: number | null;
  /** A consumer's Pickup or Delivery (X-Ship-Method); null for trade customers. */
  shipMethod: ShipMethod | null;
  /**
   * The acting customer's terms as the request read them with the customer (customerTermsOf); absent or null outside a
   * signed-in request, where they are read from the database.
   */
  terms?: CustomerTerms | null;
  /** Issue 32: the placed order this edit cart belongs to (X-Edit-Order); absent for the ordinary cart. */
  editOrder?: string | null;
  /**
   * The request's cached reads of units, prices and site values (issue 29: the cut-off rush); absent or null outside a
   * signed-in request (jobs, standing orders), which read the database.
   */
  reads?: CachedReads | null;
}

/** Issue 32: the cart a placed order is edited in, apart from the owner's ordinary cart. */
export const editCartKey = (ownerKey: string, orderNumber: string) => `${ownerKey}:edit:${orderNumber}`;

/** The order number of X-Edit-Order, null when absent; a malformed one is refused (400). */
function editOrderOf(request: FastifyRequest, principal: Principal): string | null {
  const value = request.headers[EDIT_ORDER_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !EDIT_ORDER_PATTERN.test(value))
    throw badRequest('The order being edited is not valid.');
  if (principal.isPunchout) throw forbidden('A punchout session cannot edit placed orders.');
  return value;
}

/** A punchout session's cart is its own (a new setup with the same buyer cookie finds it again); else the user's per customer. */
export function cartOwnerKey(
  principal: Pick<Principal, 'isPunchout' | 'punchoutSessionId' | 'userId'>,
  customerId: number | null,
): string {
  return principal.isPunchout ? `p:${principal.punchoutSessionId ?? 0}` : `u:${principal.userId}:${customerId ?? 0}`;
}

/**
 * Whose cart a request reads and writes: the user's for the customer it acts
 * for, or the punchout session's own. Guests have no cart (403), whatever the
 * route's access rule let through.
 */
export function cartOwnerOf(request: FastifyRequest): CartOwner {
  const principal = request.principal;
  const acting = request.acting;
  if (!principal || !acting) throw forbidden(GUEST_CART_REASON);
  const customerId = acting.customerId;
  const editOrder = editOrderOf(request, principal);
  const ownerKey = cartOwnerKey(principal, customerId);
  return {
    ownerKey: editOrder === null ? ownerKey : editCartKey(ownerKey, editOrder),
    editOrder,
    userId: principal.userId,
    customerId,
    sessionId: null,
    principal,
    priceLevel: acting.priceLevel,
    shipMethod: acting.shipMethod,
    terms: acting.terms,
    reads: cachedReadsOf(request),
  };
}
