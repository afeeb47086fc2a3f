import { describe, expect, it } from 'vitest';
import { hoursHint, hoursProblem, policyDraftOf, policyUpdate, policyValid } from './credit-policy-form';

const policy = {
  defaultWindowHours: 168,
  categories: [
    { mainCategoryCode: 'PRODUCE', description: 'Produce', windowHours: 72 },
    { mainCategoryCode: 'DRY', description: 'Dry Goods', windowHours: null },
  ],
};

describe('the credit policy form', () => {
  it('shows each window as hours, the default ones blank', () => {
    expect(policyDraftOf(policy)).toEqual({ defaultHours: '168', categories: { PRODUCE: '72', DRY: '' } });
  });

  it('takes whole hours from 1 to a year; blank is the default except for the default itself', () => {
    expect(hoursProblem('', true)).toBeNull();
    expect(hoursProblem('', false)).toBe('Enter the hours.');
    expect(hoursProblem('0', true)).toBe('Whole hours from 1 to 8760 (a year).');
    expect(hoursProblem('1.5', true)).toBe('Whole hours from 1 to 8760 (a year).');
    expect(hoursProblem('8761', true)).toBe('Whole hours from 1 to 8760 (a year).');
    expect(hoursHint('336', '168')).toBe('14 days');
    expect(hoursHint('', '168')).toBe('Default: 7 days');
    expect(policyValid({ defaultHours: '168', categories: { DRY: 'x' } })).toBe(false);
  });

  it('saves every main category, blank as the default', () => {
    expect(policyUpdate({ defaultHours: ' 96 ', categories: { PRODUCE: '72', DRY: '' } })).toEqual({
      defaultWindowHours: 96,
      categories: [
        { mainCategoryCode: 'PRODUCE', windowHours: 72 },
        { mainCategoryCode: 'DRY', windowHours: null },
      ],
    });
  });
});
