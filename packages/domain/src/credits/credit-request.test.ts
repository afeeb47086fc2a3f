import { describe, expect, it } from 'vitest';
import { toDecimal } from '../units/decimal';
import { creditRequestNumber, isProblem, reviewedStatus } from './credit-request';

describe('credit requests', () => {
  it('numbers a request CR- and six digits at least', () => {
    expect(creditRequestNumber(123)).toBe('CR-000123');
    expect(creditRequestNumber(1)).toBe('CR-000001');
    expect(creditRequestNumber(1_234_567)).toBe('CR-1234567');
  });

  it('counts every outcome but received as a problem', () => {
    expect(isProblem('received')).toBe(false);
    for (const o of ['short', 'damaged', 'wrong', 'quality'] as const) expect(isProblem(o)).toBe(true);
  });

  it('says Approved, Partly approved or Rejected by the amount approved', () => {
    expect(reviewedStatus(toDecimal('54.90'), toDecimal('54.90'))).toBe('Approved');
    expect(reviewedStatus(toDecimal('54.90'), toDecimal('24.90'))).toBe('Partly approved');
    expect(reviewedStatus(toDecimal('54.90'), toDecimal('0'))).toBe('Rejected');
  });
});
