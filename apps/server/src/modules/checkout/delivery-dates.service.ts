import type { DeliveryDates, DeliveryDatesQuery } from '@storefront/contract';
import type { Db } from '../../db/database';
import { badRequest } from '../../platform/http/http-error';
import { findCart } from '../cart/cart.repository';
import type { CartOwner } from '../cart/cart-owner';
import { ownerSiteValues } from '../cart/cart-context.service';
import { datesOf } from './checkout.rules';
import { customerTermsOf } from './checkout-target.repository';
import { resolveTarget } from './checkout-target.service';

/**
 * Spec 2 §7 valid delivery dates: for the ship-to or address asked for, else the
 * cart's, else the customer's default ship-to or the consumer's primary address.
 */
export async function deliveryDatesFor(
  db: Db,
  owner: CartOwner,
  query: DeliveryDatesQuery,
  now: number,
): Promise<DeliveryDates> {
  const [site, cart, customer] = await Promise.all([
    ownerSiteValues(db, owner),
    findCart(db, owner.ownerKey),
    customerTermsOf(db, owner),
  ]);
  const resolved = await resolveTarget(db, owner, site, {
    shipToCode: query.shipToCode ?? cart?.customer_ship_to_code ?? customer?.default_shipto_code ?? null,
    addressId: query.addressId ?? cart?.address_id ?? null,
  });
  if (!resolved.ok) throw badRequest(resolved.message);
  const { target } = resolved;
  const choice = target.problem ? { defaultDate: null, earliestDate: null, dates: [] } : datesOf(target, site, now);
  return {
    ...choice,
    cutoffTime: target.schedule.cutoffTime,
    timeZone: site.timeZone,
    leadDays: target.schedule.leadDays,
    pickupAt: target.shipMethod === 'Pickup' ? target.lines : [],
  };
}
