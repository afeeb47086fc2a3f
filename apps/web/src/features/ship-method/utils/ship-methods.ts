import type { ShipMethod } from '@storefront/domain';

export interface ShipMethodSwitches {
  allowConsumerPickup: boolean;
  allowConsumerDelivery: boolean;
}

export function allowedShipMethods(s: ShipMethodSwitches): ShipMethod[] {
  const methods: ShipMethod[] = [];
  if (s.allowConsumerPickup) methods.push('Pickup');
  if (s.allowConsumerDelivery) methods.push('Delivery');
  return methods;
}

/** Spec 1 §4: a single allowed method is chosen for the user; with both they choose, with neither nothing. */
export function automaticShipMethod(s: ShipMethodSwitches): ShipMethod | null {
  const methods = allowedShipMethods(s);
  return methods.length === 1 ? (methods[0] ?? null) : null;
}

/** What choosing Delivery needs first (spec 1 §4 ship-method screen). */
export type DeliveryCheck =
  /** No delivery address yet: the add-address dialog comes first. */
  | { kind: 'needs-address' }
  /** The address's zip is outside every zone: 'Proceed with undeliverable zip code?'. */
  | { kind: 'undeliverable'; addressId: number }
  /** Delivery can be chosen; `minimum` is the zone's minimum order amount when above 0. */
  | { kind: 'ok'; minimum: string | null };

interface CheckedAddress {
  id: number;
  isValidZipCode: boolean;
  minimumOrderAmount: string;
}

/** Spec 1 §4: with delivery the address with the highest id is used; its zip and its zone's minimum decide. */
export function deliveryCheck(addresses: readonly CheckedAddress[], zipRestriction: boolean): DeliveryCheck {
  const newest = addresses.reduce<CheckedAddress | null>(
    (best, a) => (best === null || a.id > best.id ? a : best),
    null,
  );
  if (!newest) return { kind: 'needs-address' };
  if (zipRestriction && !newest.isValidZipCode) return { kind: 'undeliverable', addressId: newest.id };
  return { kind: 'ok', minimum: Number(newest.minimumOrderAmount) > 0 ? newest.minimumOrderAmount : null };
}
