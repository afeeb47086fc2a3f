import { describe, expect, it } from 'vitest';
import { allowedShipMethods, automaticShipMethod, deliveryCheck } from './ship-methods';

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

describe('delivery check', () => {
  const address = (id: number, isValidZipCode: boolean, minimumOrderAmount = '0.00') => ({
    id,
    isValidZipCode,
    minimumOrderAmount,
  });

  it('asks for an address first when there is none', () => {
    expect(deliveryCheck([], true)).toEqual({ kind: 'needs-address' });
    expect(deliveryCheck([], false)).toEqual({ kind: 'needs-address' });
  });

  it('judges the address with the highest id, not the first or the primary', () => {
    expect(deliveryCheck([address(3, true), address(9, false), address(5, true)], true)).toEqual({
      kind: 'undeliverable',
      addressId: 9,
    });
    expect(deliveryCheck([address(9, true, '75.00'), address(3, false)], true)).toEqual({
      kind: 'ok',
      minimum: '75.00',
    });
  });

  it('lets any zip through without the zip restriction, and names a minimum only above 0', () => {
    expect(deliveryCheck([address(2, false)], false)).toEqual({ kind: 'ok', minimum: null });
    expect(deliveryCheck([address(2, true, '0')], true)).toEqual({ kind: 'ok', minimum: null });
    expect(deliveryCheck([address(2, true, '0.01')], true)).toEqual({ kind: 'ok', minimum: '0.01' });
  });
});
