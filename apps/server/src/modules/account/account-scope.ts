import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../platform/http/http-error';

export interface AccountScope {
  customerId: number;
  userId: number;
}

/** The trade customer the request acts for: the account pages and invoice payment are not for consumers (spec 2 §6). */
export function accountScopeOf(req: FastifyRequest): AccountScope {
  const { principal, acting } = req;
  if (!principal || !acting?.customerId || principal.isPunchout)
    throw forbidden('The account pages are for trade customers.');
  return { customerId: acting.customerId, userId: principal.userId };
}
