import { describe, expect, it } from 'vitest';
import type { ProductUnits } from '../units/product-units';
import { BEEF, SODA } from '../units/product.fixtures';
import { isoWeekdayOf, parOn, parSuggestion } from './par-suggestion';

/** A '2/5 LB' case: two 5 lb bags, stocked in LB, sold by the case or the pound. */
const CHEESE: ProductUnits = {
  pricingUM: 'LB',
  sellBys: [
    { unitOfMeasure: 'CS', sellByMultiple: 0, stockConversion: 10, isPricing: false },
    { unitOfMeasure: 'LB', sellByMultiple: 0, stockConversion: 1, isPricing: true },
  ],
  priceBys: [{ unitOfMeasure: 'LB', stockConversion: 1 }],
};

const suggest = (
  product: ProductUnits,
  par: [number, string],
  onHand: [number, string],
  lineUnit: string,
  roundUpShare = 0.5,
) => {
  const s = parSuggestion({
    product,
    par: { value: par[0], unit: par[1] },
    onHand: { value: onHand[0], unit: onHand[1] },
    lineUnit,
    roundUpShare,
  });
  return s && `${s.value.toFixed()} ${s.unit}`;
};

describe('parSuggestion (issue 32 fill to par)', () => {
  it('par 6 CS, on hand 2.5 CS: short 3.5 CS, half a case rounds up to 4 CS', () => {
    expect(suggest(BEEF, [6, 'CS'], [2.5, 'CS'], 'CS')).toBe('4 CS');
  });

  it('par 10 LB of a 2/5 LB case: the shortfall in pounds becomes cases', () => {
    expect(suggest(CHEESE, [10, 'LB'], [0, 'LB'], 'CS')).toBe('1 CS');
    // 7 LB short = 0.7 CS: past half a case, so 1 CS.
    expect(suggest(CHEESE, [10, 'LB'], [3, 'LB'], 'CS')).toBe('1 CS');
    // 4 LB short = 0.4 CS: under half a case, nothing.
    expect(suggest(CHEESE, [10, 'LB'], [6, 'LB'], 'CS')).toBeNull();
    // 25 LB short = 2.5 CS -> 3 CS.
    expect(suggest(CHEESE, [30, 'LB'], [5, 'LB'], 'CS')).toBe('3 CS');
  });

  it('a zero or negative shortfall suggests nothing', () => {
    expect(suggest(BEEF, [6, 'CS'], [6, 'CS'], 'CS')).toBeNull();
    expect(suggest(BEEF, [6, 'CS'], [8, 'CS'], 'CS')).toBeNull();
    expect(suggest(BEEF, [0, 'CS'], [0, 'CS'], 'CS')).toBeNull();
  });

  it('a remainder under the share is dropped; the share is configurable', () => {
    // 3.2 CS short: 0.2 of a case is under half.
    expect(suggest(BEEF, [6, 'CS'], [2.8, 'CS'], 'CS')).toBe('3 CS');
    expect(suggest(BEEF, [6, 'CS'], [2.8, 'CS'], 'CS', 0.2)).toBe('4 CS');
    expect(suggest(BEEF, [6, 'CS'], [2.8, 'CS'], 'CS', 0)).toBe('4 CS');
    expect(suggest(BEEF, [6, 'CS'], [2.1, 'CS'], 'CS', 1)).toBe('3 CS');
    expect(suggest(BEEF, [1, 'CS'], [0.7, 'CS'], 'CS')).toBeNull();
  });

  it('counts in another unit are converted to the par unit first', () => {
    // Par 2 CS of 40 LB, 20 LB on hand: 1.5 CS short -> 2 CS.
    expect(suggest(BEEF, [2, 'CS'], [20, 'LB'], 'CS')).toBe('2 CS');
  });

  it('rounds to the line unit multiple: eaches of soda sold in sixes', () => {
    // Par 2 CS = 24 EA, 10 EA on hand: 14 EA short = 2 sixes and 2 (a third of six, under half) -> 12 EA.
    expect(suggest(SODA, [2, 'CS'], [10, 'EA'], 'EA')).toBe('12 EA');
    // 15 EA short: 3 over two sixes is half a six -> 18 EA.
    expect(suggest(SODA, [2, 'CS'], [9, 'EA'], 'EA')).toBe('18 EA');
  });

  it('a line unit the product is not sold in suggests nothing', () => {
    expect(suggest(BEEF, [6, 'CS'], [2, 'CS'], 'EA')).toBeNull();
  });
});

describe('parOn', () => {
  const par = { unitOfMeasure: 'CS', quantity: 4, byWeekday: [{ weekday: 5, quantity: 8 }] };
  it('takes the weekday quantity when there is one, else the line quantity', () => {
    expect(parOn(par, 5).value.toFixed()).toBe('8');
    expect(parOn(par, 1).value.toFixed()).toBe('4');
    expect(parOn(par, null).value.toFixed()).toBe('4');
    expect(parOn(par, 5).unit).toBe('CS');
  });
  it('isoWeekdayOf numbers Monday 1 to Sunday 7', () => {
    expect(isoWeekdayOf('2026-11-30')).toBe(1);
    expect(isoWeekdayOf('2026-11-29')).toBe(7);
    expect(isoWeekdayOf('2026-11-27')).toBe(5);
  });
});
