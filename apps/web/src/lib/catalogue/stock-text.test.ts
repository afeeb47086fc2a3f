import { describe, expect, it } from 'vitest';
import { readStock } from './stock-text';

/** Catch-weight beef: stock in LB, a 12 LB case (and each of 3 LB) sold. */
const BEEF = {
  stockUnit: 'LB',
  sellBys: [
    { unitOfMeasure: 'EA', stockConversion: 3 },
    { unitOfMeasure: 'CS', stockConversion: 12 },
  ],
};
/** Canned goods: stock in EA, sold only by the case of 24. */
const CANS = { stockUnit: 'EA', sellBys: [{ unitOfMeasure: 'CS', stockConversion: 24 }] };
/** Ground coffee sold by the pound, stock in LB. */
const COFFEE = { stockUnit: 'LB', sellBys: [{ unitOfMeasure: 'LB', stockConversion: 1 }] };

describe('readStock', () => {
  it('counts whole cases, never rounding up, with the stock unit beside them: 843.48 / 12 = 70.29 -> 70 CS', () => {
    const r = readStock({ uncommitted_Stk: 843.48, stockUnit: 'LB' }, BEEF);
    expect([r.short, r.long, r.inStock]).toEqual(['70 CS', '70 CS (843.48 LB)', true]);
  });
  it('shows the case figure of a product sold by the case: 51 EA / 24 = 2 CS', () => {
    expect(readStock({ uncommitted_Stk: 51, stockUnit: 'EA' }, CANS).long).toBe('2 CS (51 EA)');
  });
  it('steps down to the next sell unit when less than one case is left: 7.5 LB -> 2 EA of 3 LB', () => {
    expect(readStock({ uncommitted_Stk: 7.5, stockUnit: 'LB' }, BEEF).short).toBe('2 EA');
  });
  it('says less than one when not even the smallest sell unit is left', () => {
    const r = readStock({ uncommitted_Stk: 10, stockUnit: 'EA' }, CANS);
    expect([r.short, r.long, r.inStock]).toEqual(['Less than 1 CS', 'Less than 1 CS (10 EA)', true]);
  });
  it('keeps hundredths of a measured sell unit and no second figure when it is the stock unit', () => {
    expect(readStock({ uncommitted_Stk: 436.86, stockUnit: 'LB' }, COFFEE).long).toBe('436.86 LB');
  });
  it('falls back to the stock figure for a product with no sell unit', () => {
    expect(readStock({ uncommitted_Stk: 5, stockUnit: 'EA' }, { stockUnit: 'EA', sellBys: [] }).short).toBe('5 EA');
  });
  it('reads Out of stock at zero or when oversold', () => {
    expect(readStock({ uncommitted_Stk: 0, stockUnit: 'LB' }, BEEF).short).toBe('Out of stock');
    expect(readStock({ uncommitted_Stk: -4, stockUnit: 'LB' }, BEEF).inStock).toBe(false);
  });
});
