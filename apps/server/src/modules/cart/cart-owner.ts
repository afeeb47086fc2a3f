import type { ShipMethod } from '@storefront/domain';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../platform/auth/principal';
import { forbidden } from '../../platform/http/http-error';
import type { CartOwnerRow } from './cart.repository';

/** Spec 1 §2 Account Required dialog: what a guest is told when it tries to use a cart. */
export const GUEST_CART_REASON = 'Please sign in or create an account to add products to your cart';

export interface CartOwner extends CartOwnerRow {
  principal: Principal;
  /** The acting customer's price level; null prices at base (consumers). */
  priceLevel: number | null;
  /** A consumer's Pickup or Delivery (X-Ship-Method); null for trade customers. */
  shipMethod: ShipMethod | null;
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
  return {
    ownerKey: cartOwnerKey(principal, customerId),
    userId: principal.userId,
    customerId,
    sessionId: null,
    principal,
    priceLevel: acting.priceLevel,
    shipMethod: acting.shipMethod,
  };
}
