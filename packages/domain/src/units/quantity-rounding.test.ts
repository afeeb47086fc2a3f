import { describe, expect, it } from 'vitest';
import { applyQuantityRule, type QuantityRuleResult } from './quantity-rounding';

/** Decimals as plain strings so results compare with toEqual. */
function plain(result: QuantityRuleResult) {
  if (!result.ok) return result;
  return { ...result, value: result.value.toFixed(), adjustedFrom: result.adjustedFrom?.toFixed() };
}

describe('applyQuantityRule with a multiple of 6', () => {
  it('None refuses 7 with the dialog or quick entry message', () => {
    expect(applyQuantityRule(7, 6, 'None')).toEqual({
      ok: false,
      message: 'Invalid quantity of 7. Please enter a multiple of 6',
    });
    expect(applyQuantityRule(7, 6, 'None', 'quickEntry')).toEqual({ ok: false, message: 'Enter a multiple of 6' });
  });
  it('AutoRoundUp takes 7 to 12', () => {
    expect(plain(applyQuantityRule(7, 6, 'AutoRoundUp'))).toEqual({
      ok: true,
      value: '12',
      adjustedFrom: '7',
      message: 'Quantity 7 was rounded up to 12 (a multiple of 6)',
    });
  });
  it('AutoRoundDown takes 7 to 6, but 2 up to 6 rather than to 0', () => {
    expect(plain(applyQuantityRule(7, 6, 'AutoRoundDown'))).toMatchObject({
      value: '6',
      message: 'Quantity 7 was rounded down to 6 (a multiple of 6)',
    });
    expect(plain(applyQuantityRule(2, 6, 'AutoRoundDown'))).toMatchObject({
      value: '6',
      adjustedFrom: '2',
      message: 'Quantity 2 was rounded up to 6 (a multiple of 6)',
    });
  });
  it('AutoRoundNearest takes 7 to 6, 9 (half way) up to 12, 2 to 6 rather than 0', () => {
    expect(plain(applyQuantityRule(7, 6, 'AutoRoundNearest'))).toMatchObject({ value: '6' });
    expect(plain(applyQuantityRule(9, 6, 'AutoRoundNearest'))).toMatchObject({
      value: '12',
      message: 'Quantity 9 was rounded up to 12 (a multiple of 6)',
    });
    expect(plain(applyQuantityRule(2, 6, 'AutoRoundNearest'))).toMatchObject({ value: '6' });
  });
  it('leaves multiples, zero and unconstrained units alone under every flag', () => {
    for (const flag of ['None', 'AutoRoundUp', 'AutoRoundDown', 'AutoRoundNearest'] as const) {
      expect(plain(applyQuantityRule(12, 6, flag))).toEqual({ ok: true, value: '12', adjustedFrom: undefined });
      expect(plain(applyQuantityRule(0, 6, flag))).toMatchObject({ ok: true, value: '0' });
      expect(plain(applyQuantityRule('7.25', 0, flag))).toMatchObject({ ok: true, value: '7.25' });
    }
  });
  it('rounds decimal entries against a multiple of 1', () => {
    expect(plain(applyQuantityRule('1.5', 1, 'AutoRoundDown'))).toMatchObject({ value: '1', adjustedFrom: '1.5' });
    expect(applyQuantityRule('1.5', 1, 'None')).toEqual({
      ok: false,
      message: 'Invalid quantity of 1.5. Please enter a multiple of 1',
    });
  });
});
