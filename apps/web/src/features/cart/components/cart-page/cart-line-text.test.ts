import { describe, expect, it } from 'vitest';
import type { CartLine } from '@storefront/contract';
import { cartLineText } from './cart-line-text';

/** 2 CS of a 40 LB case priced per LB. */
const BEEF: CartLine = {
  id: 1,
  productKey: 14,
  productCode: '220001',
  description: 'Ground Beef 80/20',
  quantity: { value: '2.00', unit: 'CS' },
  unitPrice: { factor: '2.490', from: 'LB', to: '$' },
  priceConversion: { from: 'CS', to: 'LB', factor: '40.0000' },
  extension: '199.20',
  isOverridePrice: false,
  productText1: '',
  productText2: '',
  caseQuantity: '2.00',
  catchWeight: null,
  estimatedWeight: null,
  noSubstitutes: false,
  unfilled: null,
};
/** 2 CS of '2/14 LB AVG' salmon at $8.49 / LB: 56 LB estimated, $475.44. */
const SALMON: CartLine = {
  ...BEEF,
  productCode: '150001',
  description: 'Atlantic Salmon Fillet, Skin-On',
  unitPrice: { factor: '8.490', from: 'LB', to: '$' },
  priceConversion: { from: 'CS', to: 'LB', factor: '28.0000' },
  extension: '475.44',
  catchWeight: { averageWeight: '28.00', weightUnit: 'LB', unitOfMeasure: 'CS' },
  estimatedWeight: '56.00',
};

describe('cartLineText', () => {
  it('shows a catch-weight line per pound, its estimated weight, and its extension as an estimate', () => {
    const text = cartLineText(SALMON);
    expect([text.unitPrice, text.estimatedWeight, text.extension, text.isEstimate]).toEqual([
      '$8.490 / LB',
      'Estimated 56.00 LB',
      '$475.44',
      true,
    ]);
    expect(text.conversion).toBe('Estimated: 56.00 LB × $8.490 / LB = $475.44');
  });
  it('leaves other lines as they were', () => {
    const text = cartLineText(BEEF);
    expect([text.quantity, text.unitPrice, text.estimatedWeight, text.isEstimate, text.conversion]).toEqual([
      '2.00 CS',
      '$2.490 / LB',
      null,
      false,
      '≈ 80.00 LB × $2.490 / LB = $199.20',
    ]);
  });
});
