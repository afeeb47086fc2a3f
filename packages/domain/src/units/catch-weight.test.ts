import { describe, expect, it } from 'vitest';
import { authorisationAmount } from '../payments/authorisation';
import { catchWeightOf, estimatedWeight, formatWeight, weightExtension } from './catch-weight';
import { lineExtension } from './extension';
import { cartLineConversionText, productConversionText } from './price-text';
import { BEEF, SALMON, SODA } from './product.fixtures';

describe('catch weight', () => {
  it('reads the average weight of a case from its units: 2/14 LB AVG is 28.00 LB a case', () => {
    expect(catchWeightOf(SALMON)).toEqual({ averageWeight: '28.00', weightUnit: 'LB', unitOfMeasure: 'CS' });
  });
  it('is null for products not flagged catch weight, and for a flagged one not priced by weight', () => {
    expect(catchWeightOf(BEEF)).toBeNull();
    expect(catchWeightOf({ ...SODA, isCatchWeight: true })).toBeNull();
  });
  it('estimates a 2/14 LB AVG case at $8.49 / LB as 28 LB x 8.49 = $237.72', () => {
    expect(estimatedWeight({ value: 1, unit: 'CS' }, SALMON).toFixed(2)).toBe('28.00');
    expect(lineExtension({ value: 1, unit: 'CS' }, 'LB', '8.49', SALMON).toFixed(2)).toBe('237.72');
  });
  it('estimates eaches at their own average: 3 EA = 42 LB x 8.49 = $356.58', () => {
    expect(estimatedWeight({ value: 3, unit: 'EA' }, SALMON).toFixed(2)).toBe('42.00');
    expect(lineExtension({ value: 3, unit: 'EA' }, 'LB', '8.49', SALMON).toFixed(2)).toBe('356.58');
  });
  it('invoices the actual weight: 27.4 LB x 8.49 = 232.626 -> $232.63', () => {
    expect(weightExtension('27.4', '8.49', 3).toFixed(2)).toBe('232.63');
  });
  it('rounds the price to its decimals and the weight to 2 before multiplying: 10.004 LB x 8.4905 -> 10.00 x 8.491 = $84.91', () => {
    expect(weightExtension('10.004', '8.4905', 3).toFixed(2)).toBe('84.91');
  });
  it("marks the conversion text 'Estimated' rather than '≈'", () => {
    expect(productConversionText({ value: 1, unit: 'CS' }, 'LB', '8.49', SALMON)).toBe(
      'Estimated: 28.00 LB × $8.490 / LB = $237.72',
    );
    expect(productConversionText({ value: 1, unit: 'CS' }, 'LB', '2.49', BEEF)).toBe(
      '≈ 40.00 LB × $2.4900 / LB = $99.60',
    );
    const line = {
      quantity: { value: '2.00', unit: 'CS' },
      unitPrice: { factor: '8.490', from: 'LB' },
      priceConversion: { factor: '28.0000' },
      extension: '475.44',
    };
    expect(cartLineConversionText({ ...line, catchWeight: { averageWeight: '28.00' } })).toBe(
      'Estimated: 56.00 LB × $8.490 / LB = $475.44',
    );
    expect(cartLineConversionText({ ...line, catchWeight: null })).toBe('≈ 56.00 LB × $8.490 / LB = $475.44');
  });
  it('formats a weight with its unit', () => {
    expect(formatWeight('27.4', 'LB')).toBe('27.40 LB');
  });
});

describe('authorisation of an estimated card order', () => {
  it('authorises the estimate plus the allowance: $237.72 + 10 % = $261.49', () => {
    expect(authorisationAmount('237.72', 10).toFixed(2)).toBe('261.49');
    expect(authorisationAmount('237.72', 0).toFixed(2)).toBe('237.72');
  });
});
