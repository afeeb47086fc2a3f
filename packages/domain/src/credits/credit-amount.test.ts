import { describe, expect, it } from 'vitest';
import { claimQuantityProblem, creditLineAmount } from './credit-amount';

describe('the credit of a claimed line, at the invoiced price', () => {
  it('shares the invoiced amount pro rata, rounded half-up to cents', () => {
    // 4 CS invoiced at 99.60: 1 CS is 24.90.
    expect(creditLineAmount('99.60', '4', '1').toFixed(2)).toBe('24.90');
    // Catch weight: 1 CS invoiced at its actual 27.4 LB x 8.49 = 232.63; the whole case is 232.63.
    expect(creditLineAmount('232.63', '1.00', '1').toFixed(2)).toBe('232.63');
    // 3 CS at 10.00: 1 CS is 3.333... -> 3.33; 0.5 CS is 1.6666... -> 1.67.
    expect(creditLineAmount('10.00', '3', '1').toFixed(2)).toBe('3.33');
    expect(creditLineAmount('10.00', '3', '0.5').toFixed(2)).toBe('1.67');
    // 2 CS at 30.00: both 30.00.
    expect(creditLineAmount('30.00', '2', '2').toFixed(2)).toBe('30.00');
    expect(creditLineAmount('30.00', '0', '1').toFixed(2)).toBe('0.00');
  });

  it('accepts a claimed quantity above 0, with 2 decimals at most, up to what shipped', () => {
    const line = { name: 'Line 2 (Napkins)', unit: 'CS' };
    expect(claimQuantityProblem('1', '2', line)).toBeNull();
    expect(claimQuantityProblem('2.00', '2', line)).toBeNull();
    expect(claimQuantityProblem('0.25', '2', line)).toBeNull();
    expect(claimQuantityProblem('3', '2', line)).toBe('Line 2 (Napkins): at most 2.00 CS shipped.');
    expect(claimQuantityProblem('0', '2', line)).toBe(
      'Line 2 (Napkins): give a quantity above 0 with at most 2 decimals.',
    );
    expect(claimQuantityProblem('-1', '2', line)).toBe(
      'Line 2 (Napkins): give a quantity above 0 with at most 2 decimals.',
    );
    expect(claimQuantityProblem('0.005', '2', line)).toBe(
      'Line 2 (Napkins): give a quantity above 0 with at most 2 decimals.',
    );
  });
});
