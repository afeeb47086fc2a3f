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
