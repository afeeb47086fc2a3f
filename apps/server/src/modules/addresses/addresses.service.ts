import type { DeliveryAddress } from '@storefront/contract';
import { MONEY_DECIMALS, toDecimal } from '@storefront/domain';
import type { Db } from '../../db/database';
import { readSiteValues } from '../settings/settings.repository';
import { listAddresses } from './addresses.repository';

/** GET /api/address (spec 2 §3 delivery address): a zip outside every zone is invalid only while zipCodeRestrictionFlag is on. */
export async function addressesOf(db: Db, userId: number): Promise<DeliveryAddress[]> {
  const [rows, site] = await Promise.all([listAddresses(db, userId), readSiteValues(db)]);
  return rows.map((r) => ({
    id: r.id,
    key: r.id,
    isPrimary: r.is_primary === 1,
    name: r.name,
    display: r.display,
    address1: r.address1,
    address2: r.address2,
    city: r.city,
    state: r.state,
    zip: r.zip,
    county: r.county,
    contact: r.contact,
    phone: r.phone,
    deliveryTime: r.delivery_time,
    minimumOrderAmount: toDecimal(r.minimum_order_amount ?? 0).toFixed(MONEY_DECIMALS),
    isValidZipCode: r.deliverable === 1 || !site.zipCodeRestrictionFlag,
  }));
}
