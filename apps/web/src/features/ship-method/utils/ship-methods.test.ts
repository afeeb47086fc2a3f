import { describe, expect, it } from 'vitest';
import { allowedShipMethods, automaticShipMethod } from './ship-methods';

const switches = (allowConsumerPickup: boolean, allowConsumerDelivery: boolean) => ({
  allowConsumerPickup,
  allowConsumerDelivery,
});

describe('ship methods', () => {
  it('selects the only allowed method automatically', () => {
    expect(automaticShipMethod(switches(true, false))).toBe('Pickup');
    expect(automaticShipMethod(switches(false, true))).toBe('Delivery');
  });

  it('lets the user choose when both are allowed and offers nothing when neither is', () => {
    expect(automaticShipMethod(switches(true, true))).toBeNull();
    expect(allowedShipMethods(switches(true, true))).toEqual(['Pickup', 'Delivery']);
    expect(automaticShipMethod(switches(false, false))).toBeNull();
    expect(allowedShipMethods(switches(false, false))).toEqual([]);
  });
});
