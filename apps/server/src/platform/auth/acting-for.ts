import { SHIP_METHODS, type ShipMethod } from '@storefront/domain';
import type { Db } from '../../db/database';
import { badRequest, forbidden } from '../http/http-error';
import { assignedCustomer } from './acting-for.repository';
import type { ActingCustomer, ActingFor, Principal } from './principal';

function parseKey(raw: string | string[] | undefined): number | null {
  if (raw === undefined || raw === '') return null;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{1,9}$/.test(value)) throw badRequest('X-Customer-Key must be a whole number');
  return Number(value);
}

function parseShipMethod(raw: string | string[] | undefined): ShipMethod | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return SHIP_METHODS.find((m) => m === value) ?? null;
}

/**
 * Resolves X-Customer-Key against what the user may act for. Every module reads
 * customer data only through the customerId this returns.
 */
export async function resolveActingFor(
  db: Db,
  principal: Principal | null,
  headers: { customerKey?: string | string[]; shipMethod?: string | string[] },
  required: boolean,
): Promise<ActingFor> {
  const requested = parseKey(headers.customerKey);
  const shipMethod = parseShipMethod(headers.shipMethod);
  const none = {
    customerKey: 0,
    customerId: null,
    priceLevel: null,
    terms: null,
    userId: principal?.userId ?? null,
    shipMethod,
  };

  if (!principal) {
    if (requested) throw forbidden('Sign in to act for a customer');
    return none;
  }
  let customer: ActingCustomer | null;
  if (principal.isPunchout || principal.kind === 'customer') {
    const ownId = principal.isPunchout ? principal.punchoutCustomerId : principal.customerId;
    if (requested && requested !== ownId) throw forbidden('You may not act for this customer');
    if (ownId === null) return none;
    // Read with the session (findSessionByHash): no second round trip.
    customer = principal.ownCustomer;
  } else if (principal.kind === 'salesperson') {
    if (!requested) {
      if (required) throw forbidden('Select a customer first');
      return none;
    }
    customer = (await assignedCustomer(db, principal.userId, requested)) ?? null;
  } else {
    if (requested) throw forbidden('You may not act for this customer');
    return none;
  }
  if (!customer) throw forbidden('You may not act for this customer');
  return {
    customerKey: customer.id,
    customerId: customer.id,
    priceLevel: customer.priceLevel,
    terms: customer.terms,
    userId: principal.userId,
    shipMethod,
  };
}
