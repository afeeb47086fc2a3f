import { describe, expect, it } from 'vitest';
import { PO_REQUIRED_MESSAGE } from '@storefront/domain';
import type { DetailsForm } from './delivery-details';
import {
  ADDRESS_REQUIRED_MESSAGE,
  addressBlockers,
  canContinueDetails,
  DELIVERY_DATE_REQUIRED_MESSAGE,
  detailsFieldErrors,
  poRequired,
  SHIP_TO_REQUIRED_MESSAGE,
  visibleErrors,
  ZIP_RESTRICTED_FALLBACK,
  type DetailsRules,
} from './details-rules';
import { address } from './test-fixtures';

const form: DetailsForm = {
  shipToCode: 'DOCK',
  addressId: null,
  deliveryDate: '2026-11-26',
  customerPo: 'PO-77',
  specialInstruction1: '',
  specialInstruction2: '',
  notes: '',
};
const trade: DetailsRules = {
  mode: { consumer: false, shipMethod: null },
  poRequired: false,
  requireDeliveryDate: false,
  hasShipTos: true,
};
const delivering = { consumer: true, shipMethod: 'Delivery' } as const;

describe('poRequired', () => {
  it('is required for consumers and customers with requiredPO', () => {
    expect(poRequired(true, false)).toBe(true);
    expect(poRequired(false, true)).toBe(true);
    expect(poRequired(false, false)).toBe(false);
    expect(poRequired(false, undefined)).toBe(false);
  });
});

describe('detailsFieldErrors', () => {
  it('passes a complete form', () => {
    expect(detailsFieldErrors(form, trade)).toEqual({});
  });

  it('requires the P.O. when asked, and a blank P.O. counts as missing', () => {
    expect(detailsFieldErrors({ ...form, customerPo: '   ' }, { ...trade, poRequired: true })).toEqual({
      customerPo: PO_REQUIRED_MESSAGE,
    });
    expect(detailsFieldErrors({ ...form, customerPo: '' }, trade)).toEqual({});
  });

  it('limits the P.O. to 20 and the instructions to 50 characters', () => {
    const errors = detailsFieldErrors(
      { ...form, customerPo: 'x'.repeat(21), specialInstruction2: 'y'.repeat(51) },
      trade,
    );
    expect(errors.customerPo).toBe('Customer P.O. can have at most 20 characters');
    expect(errors.specialInstruction2).toBe('Special Instruction 2 can have at most 50 characters');
    expect(
      detailsFieldErrors({ ...form, customerPo: 'x'.repeat(20), specialInstruction1: 'y'.repeat(50) }, trade),
    ).toEqual({});
  });

  it('requires a delivery date only when the settings say so', () => {
    expect(detailsFieldErrors({ ...form, deliveryDate: null }, trade)).toEqual({});
    expect(detailsFieldErrors({ ...form, deliveryDate: null }, { ...trade, requireDeliveryDate: true })).toEqual({
      deliveryDate: DELIVERY_DATE_REQUIRED_MESSAGE,
    });
  });

  it('requires a ship-to of a trade customer that has some', () => {
    expect(detailsFieldErrors({ ...form, shipToCode: null }, trade)).toEqual({ shipToCode: SHIP_TO_REQUIRED_MESSAGE });
    expect(detailsFieldErrors({ ...form, shipToCode: null }, { ...trade, hasShipTos: false })).toEqual({});
    expect(detailsFieldErrors({ ...form, shipToCode: null }, { ...trade, mode: delivering })).toEqual({});
  });
});

describe('addressBlockers', () => {
  const zip = 'Sorry, we do not deliver to your area yet.';

  it('blocks a consumer delivery without an address or to a zip outside our zones', () => {
    expect(
      addressBlockers({ mode: delivering, address: null, lineTotal: '50.00', zipRestrictionMessage: zip }),
    ).toEqual([ADDRESS_REQUIRED_MESSAGE]);
    const outside = address(5, { isValidZipCode: false });
    expect(
      addressBlockers({ mode: delivering, address: outside, lineTotal: '50.00', zipRestrictionMessage: zip }),
    ).toEqual([zip]);
    expect(
      addressBlockers({ mode: delivering, address: outside, lineTotal: '50.00', zipRestrictionMessage: ' ' }),
    ).toEqual([ZIP_RESTRICTED_FALLBACK]);
  });

  it('blocks a cart below the zone minimum with the spec 2 §8 texts', () => {
    const zone = address(5, { minimumOrderAmount: '35.00' });
    expect(
      addressBlockers({ mode: delivering, address: zone, lineTotal: '20.00', zipRestrictionMessage: zip }),
    ).toEqual(['Current Cart Line Total is $20.00.', 'Minimum order amount for this zip code is $35.00.']);
    expect(
      addressBlockers({ mode: delivering, address: zone, lineTotal: '35.00', zipRestrictionMessage: zip }),
    ).toEqual([]);
    expect(addressBlockers({ mode: delivering, address: zone, lineTotal: null, zipRestrictionMessage: zip })).toEqual(
      [],
    );
  });

  it('never blocks pickup or trade customers', () => {
    const outside = address(5, { isValidZipCode: false, minimumOrderAmount: '35.00' });
    expect(
      addressBlockers({
        mode: { consumer: true, shipMethod: 'Pickup' },
        address: outside,
        lineTotal: '1.00',
        zipRestrictionMessage: zip,
      }),
    ).toEqual([]);
    expect(
      addressBlockers({
        mode: { consumer: false, shipMethod: null },
        address: null,
        lineTotal: '1.00',
        zipRestrictionMessage: zip,
      }),
    ).toEqual([]);
  });
});

describe('canContinueDetails', () => {
  it('needs no field errors and no blockers', () => {
    expect(canContinueDetails({}, [])).toBe(true);
    expect(canContinueDetails({ customerPo: PO_REQUIRED_MESSAGE }, [])).toBe(false);
    expect(canContinueDetails({}, ['Minimum order amount for this zip code is $35.00.'])).toBe(false);
  });
});

describe('visibleErrors', () => {
  const errors = { customerPo: PO_REQUIRED_MESSAGE, notes: 'Notes can have at most 2000 characters' };
  it('shows messages of fields left so far, and all of them after Next', () => {
    expect(visibleErrors(errors, new Set<'customerPo' | 'notes'>(), false)).toEqual({});
    expect(visibleErrors(errors, new Set(['notes'] as const), false)).toEqual({
      notes: 'Notes can have at most 2000 characters',
    });
    expect(visibleErrors(errors, new Set<'customerPo' | 'notes'>(), true)).toEqual(errors);
  });
});
