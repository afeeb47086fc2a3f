import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { cartOwnerKey } from '../cart/cart-owner';
import { findCart } from '../cart/cart.repository';
import { headerOf } from '../cart/cart.service';
import { findCustomer } from '../customers/customers.repository';

/** Where pars and counts apply (issue 32): the ship-to the request's cart orders for, and its delivery date. */
export interface ParPlace {
  /** The cart's ship-to, else the customer's default; '' for an owner without ship-tos (a consumer: any address). */
  shipToCode: string;
  deliveryDate: string | null;
}

/** The ship-to the request acts on, as the cart and checkout resolve it (the cart's header over the customer's default). */
export async function parPlaceOf(db: Db, req: FastifyRequest): Promise<ParPlace> {
  const { principal, acting } = req;
  if (!principal || !acting) return { shipToCode: '', deliveryDate: null };
  const customerId = acting.customerId;
  const [cart, customer] = await Promise.all([
    findCart(db, cartOwnerKey(principal, customerId)),
    customerId === null ? Promise.resolve(undefined) : findCustomer(db, customerId),
  ]);
  const header = headerOf(cart, customer);
  return { shipToCode: header.customerShipToCode ?? '', deliveryDate: header.deliveryDate };
}
