import {
  type ChargeRules,
  type DeliverySchedule,
  type Decimal,
  parseDeliveryDays,
  toDecimal,
} from '@storefront/domain';
import type { Db } from '../../db/database';
import type { CartOwner } from '../cart/cart-owner';
import type { SiteValues } from '../settings/settings.defaults';
import { findDefaultAddress, findOwnAddress, findShipTo, findZipZone } from './checkout-target.repository';

/** Spec 2 §6: a consumer must have a delivery address. */
export const ADDRESS_REQUIRED = 'A delivery address is required to browse and add products to the cart.';

/** Where an order goes and on what terms: a trade ship-to, a consumer's delivery address, or pickup. */
export interface CheckoutTarget {
  shipMethod: 'Delivery' | 'Pickup';
  shipToCode: string | null;
  addressId: number | null;
  /** Name and address, one line each, as the order records them. */
  lines: string[];
  schedule: DeliverySchedule;
  charges: ChargeRules;
  /** Consumers' zip zones may ask for a minimum line total; 0 when none. */
  minimumOrderAmount: Decimal;
  /** Why nothing can be delivered here (an undeliverable zip), or null. */
  problem: string | null;
}

export type TargetResult = { ok: true; target: CheckoutTarget } | { ok: false; message: string };

export interface TargetChoice {
  shipToCode?: string | null;
  addressId?: number | null;
}

export interface TermsRow {
  delivery_days: string;
  cutoff_time: string;
  lead_days: number;
  tax_rate: number | string;
  delivery_fee: number | string;
  small_order_threshold: number | string;
  small_order_charge: number | string;
}

/** A ship-to's or zip zone's row as its delivery schedule and charges (the demo seed prices its orders on them too). */
export function termsOf(row: TermsRow, isDelivery: boolean): { schedule: DeliverySchedule; charges: ChargeRules } {
  return {
    schedule: {
      deliveryDays: parseDeliveryDays(row.delivery_days),
      cutoffTime: row.cutoff_time,
      leadDays: row.lead_days,
    },
    charges: {
      taxRate: toDecimal(row.tax_rate),
      deliveryFee: toDecimal(row.delivery_fee),
      smallOrderThreshold: toDecimal(row.small_order_threshold),
      smallOrderCharge: toDecimal(row.small_order_charge),
      isDelivery,
    },
  };
}

const place = (r: { city: string; state: string; zip: string }) => `${r.city}, ${r.state} ${r.zip}`.trim();
const nonBlank = (lines: string[]) => lines.map((l) => l.trim()).filter((l) => l.length > 0 && l !== ',');

async function tradeTarget(db: Db, customerId: number, code: string | null): Promise<TargetResult> {
  if (!code) return { ok: false, message: 'Choose a ship-to.' };
  const shipTo = await findShipTo(db, customerId, code);
  if (!shipTo) return { ok: false, message: `Ship-to ${code} is not a ship-to of this customer` };
  return {
    ok: true,
    target: {
      shipMethod: 'Delivery',
      shipToCode: shipTo.code,
      addressId: null,
      lines: nonBlank([shipTo.name, shipTo.address1, shipTo.address2, place(shipTo)]),
      ...termsOf(shipTo, true),
      minimumOrderAmount: toDecimal(0),
      problem: null,
    },
  };
}

function pickupTarget(site: SiteValues): TargetResult {
  const row: TermsRow = {
    delivery_days: site.pickupDays,
    cutoff_time: site.pickupCutoffTime,
    lead_days: site.pickupLeadDays,
    tax_rate: site.pickupTaxRate,
    delivery_fee: 0,
    small_order_threshold: 0,
    small_order_charge: 0,
  };
  return {
    ok: true,
    target: {
      shipMethod: 'Pickup',
      shipToCode: null,
      addressId: null,
      // Where and when: the address, then the counter's hours.
      lines: [...site.pickupLocation, ...(site.pickupHours ? [`Open ${site.pickupHours}`] : [])],
      ...termsOf(row, false),
      minimumOrderAmount: toDecimal(0),
      problem: null,
    },
  };
}

async function deliveryTarget(
  db: Db,
  userId: number,
  site: SiteValues,
  addressId: number | null,
): Promise<TargetResult> {
  const address = addressId ? await findOwnAddress(db, userId, addressId) : await findDefaultAddress(db, userId);
  if (!address) return { ok: false, message: addressId ? 'Delivery address not found' : ADDRESS_REQUIRED };
  const zone = await findZipZone(db, address.zip.slice(0, 5));
  const deliverable = zone !== undefined && zone.deliverable === 1;
  const none: TermsRow = {
    delivery_days: '',
    cutoff_time: '00:00',
    lead_days: 0,
    tax_rate: 0,
    delivery_fee: 0,
    small_order_threshold: 0,
    small_order_charge: 0,
  };
  return {
    ok: true,
    target: {
      shipMethod: 'Delivery',
      shipToCode: null,
      addressId: address.id,
      lines: nonBlank([address.name, address.address1, address.address2, place(address)]),
      ...termsOf(deliverable ? zone : none, true),
      minimumOrderAmount: toDecimal(deliverable ? zone.minimum_order_amount : 0),
      problem: deliverable ? null : site.zipCodeRestrictionMessage || 'We do not deliver to this zip code.',
    },
  };
}

/**
 * Trade customers (their users, salespeople acting for them, punchout) order to a ship-to:
 * the chosen one, else the customer's default. Consumers pick up, or get delivery at the
 * chosen address, else their primary one, on their zip zone's terms.
 */
export async function resolveTarget(
  db: Db,
  owner: CartOwner,
  site: SiteValues,
  choice: TargetChoice,
): Promise<TargetResult> {
  if (owner.customerId !== null) return tradeTarget(db, owner.customerId, choice.shipToCode ?? null);
  if (owner.principal.kind !== 'consumer') return { ok: false, message: 'Choose a customer first.' };
  if (owner.shipMethod === 'Pickup') {
    return site.allowConsumerPickup ? pickupTarget(site) : { ok: false, message: 'Pickup is not available.' };
  }
  if (owner.shipMethod !== 'Delivery') return { ok: false, message: 'Choose pickup or delivery.' };
  if (!site.allowConsumerDelivery) return { ok: false, message: 'Delivery is not available.' };
  return deliveryTarget(db, owner.userId, site, choice.addressId ?? null);
}
