import { describe, expect, it } from 'vitest';
import {
  chooseAddress,
  chooseDeliveryDate,
  chooseShipTo,
  deliveryDatesTarget,
  headerUpdate,
  initialDetails,
  type DetailsForm,
} from './delivery-details';
import { address, customer, dates, header } from './test-fixtures';

describe('chooseShipTo', () => {
  it("keeps the cart's ship-to, else the customer's default, else the first", () => {
    expect(chooseShipTo('MAIN', customer)).toBe('MAIN');
    expect(chooseShipTo(null, customer)).toBe('DOCK');
    expect(chooseShipTo('GONE', customer)).toBe('DOCK');
    expect(chooseShipTo(null, { ...customer, defaultShipto: null })).toBe('MAIN');
    expect(chooseShipTo(null, { defaultShipto: null, shiptos: [] })).toBeNull();
    expect(chooseShipTo('MAIN', null)).toBeNull();
  });
});

describe('chooseAddress', () => {
  it("keeps the cart's address, else the primary, else the first", () => {
    const book = [address(4), address(5, { isPrimary: true })];
    expect(chooseAddress(4, book)).toBe(4);
    expect(chooseAddress(9, book)).toBe(5);
    expect(chooseAddress(null, [address(4), address(6)])).toBe(4);
    expect(chooseAddress(null, [])).toBeNull();
  });
});

describe('initialDetails', () => {
  it('starts from the cart header', () => {
    expect(initialDetails({ ...header, customerShipToCode: 'MAIN', deliveryDate: '2026-11-26' }, customer)).toEqual({
      shipToCode: 'MAIN',
      addressId: null,
      deliveryDate: '2026-11-26',
      customerPo: 'PO-77',
      specialInstruction1: 'Back door',
      specialInstruction2: '',
      notes: '',
    });
  });
});

describe('chooseDeliveryDate', () => {
  it('keeps a date that is still offered', () => {
    expect(chooseDeliveryDate('2026-12-01', dates, 'UseSystemDefault')).toBe('2026-12-01');
  });

  it('defaults to the later of the default (Tue 11-24) and earliest (Thu 11-26) dates', () => {
    expect(chooseDeliveryDate(null, dates, 'UseSystemDefault')).toBe('2026-11-26');
    // Tue 11-24 is past the cut-off now: no longer offered.
    expect(chooseDeliveryDate('2026-11-24', dates, 'UseSystemDefault')).toBe('2026-11-26');
  });

  it('gives no default when the user must enter the date', () => {
    expect(chooseDeliveryDate(null, dates, 'RequireUserEntry')).toBeNull();
    expect(chooseDeliveryDate('2026-12-03', dates, 'RequireUserEntry')).toBe('2026-12-03');
  });

  it('gives nothing when there are no dates', () => {
    expect(
      chooseDeliveryDate(null, { ...dates, defaultDate: null, earliestDate: null, dates: [] }, 'UseSystemDefault'),
    ).toBeNull();
  });
});

describe('deliveryDatesTarget', () => {
  it('asks by ship-to for trade customers and by address for consumers delivering', () => {
    expect(deliveryDatesTarget({ consumer: false, shipMethod: null }, { shipToCode: 'DOCK', addressId: null })).toEqual(
      {
        kind: 'shipTo',
        code: 'DOCK',
      },
    );
    expect(deliveryDatesTarget({ consumer: false, shipMethod: null }, { shipToCode: null, addressId: null })).toEqual({
      kind: 'cart',
    });
    expect(deliveryDatesTarget({ consumer: true, shipMethod: 'Delivery' }, { shipToCode: null, addressId: 5 })).toEqual(
      {
        kind: 'address',
        id: 5,
      },
    );
    expect(
      deliveryDatesTarget({ consumer: true, shipMethod: 'Delivery' }, { shipToCode: null, addressId: null }),
    ).toBeNull();
    expect(deliveryDatesTarget({ consumer: true, shipMethod: 'Pickup' }, { shipToCode: null, addressId: 5 })).toEqual({
      kind: 'cart',
    });
  });
});

describe('headerUpdate', () => {
  const form: DetailsForm = {
    shipToCode: 'DOCK',
    addressId: 5,
    deliveryDate: '2026-11-26',
    customerPo: '  PO-77 ',
    specialInstruction1: 'Back door',
    specialInstruction2: '',
    notes: 'Call first',
  };
  const common = {
    customerPo: 'PO-77',
    specialInstruction1: 'Back door',
    specialInstruction2: '',
    notes: 'Call first',
    deliveryDate: '2026-11-26',
  };

  it('sends the ship-to for trade customers', () => {
    expect(headerUpdate(form, { consumer: false, shipMethod: null })).toEqual({
      ...common,
      customerShipToCode: 'DOCK',
    });
  });

  it('sends the address for consumers delivering and neither for pickup', () => {
    expect(headerUpdate(form, { consumer: true, shipMethod: 'Delivery' })).toEqual({ ...common, addressId: 5 });
    expect(headerUpdate(form, { consumer: true, shipMethod: 'Pickup' })).toEqual(common);
  });
});
