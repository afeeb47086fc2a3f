import { describe, expect, it } from 'vitest';
import { toDecimal } from '../units/decimal';
import { canContinuePayment, checkApplyAmount, parseApplyAmount, totalApplied } from './payment-amounts';

const d = toDecimal;

describe('payment amounts (spec 2 §5)', () => {
  it('takes numbers with up to two decimals or nothing', () => {
    expect(parseApplyAmount('')).toBeNull();
    expect(parseApplyAmount('12.5')?.toString()).toBe('12.5');
    expect(parseApplyAmount('-3')?.toString()).toBe('-3');
    expect(parseApplyAmount('1.234')).toBe('invalid');
    expect(parseApplyAmount('abc')).toBe('invalid');
  });

  it('refuses more than the balance and the other sign', () => {
    expect(checkApplyAmount(d('100.01'), '100.00').helperText).toBe('Amount cannot be greater than balance.');
    expect(checkApplyAmount(d('-60'), '-50.00').helperText).toBe('Amount cannot be greater than balance.');
    expect(checkApplyAmount(d('-1'), '50.00')).toEqual({
      isGreaterThanBalance: false,
      isDifferentSign: true,
      helperText: 'Amount must be same sign as balance.',
    });
    expect(checkApplyAmount(d('5'), '-50.00').isDifferentSign).toBe(true);
    expect(checkApplyAmount(d('100'), '100.00').helperText).toBe('');
    expect(checkApplyAmount(d('-50'), '-50.00').helperText).toBe('');
    expect(checkApplyAmount(d('0'), '100.00').helperText).toBe('');
  });

  it('continues only with a selection, a total not negative and every row valid', () => {
    expect(canContinuePayment([])).toBe(false);
    expect(canContinuePayment([{ amount: d(0), balance: '10.00' }])).toBe(false);
    expect(canContinuePayment([{ amount: d(10), balance: '10.00' }])).toBe(true);
    expect(canContinuePayment([{ amount: d(11), balance: '10.00' }])).toBe(false);
    expect(
      canContinuePayment([
        { amount: d(10), balance: '10.00' },
        { amount: d(-20), balance: '-20.00' },
      ]),
    ).toBe(false);
    const zero = [
      { amount: d(20), balance: '30.00' },
      { amount: d(-20), balance: '-20.00' },
    ];
    expect(canContinuePayment(zero)).toBe(true);
    expect(totalApplied(zero).toFixed(2)).toBe('0.00');
  });
});
