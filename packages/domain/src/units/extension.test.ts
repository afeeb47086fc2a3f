import { describe, expect, it } from 'vitest';
import { lineExtension, unitPriceIn, unitPriceOf } from './extension';
import { BEEF, GLOVES, SODA } from './product.fixtures';

describe('lineExtension', () => {
  it('prices a 40 lb case per LB: 1 CS = 40 LB x 2.49 = 99.60', () => {
    expect(lineExtension({ value: 1, unit: 'CS' }, 'LB', '2.49', BEEF).toFixed(2)).toBe('99.60');
  });
  it('prices eaches sold by the case of 12: 2 CS = 24 EA x 1.25 = 30.00', () => {
    expect(lineExtension({ value: 2, unit: 'CS' }, 'EA', '1.25', SODA).toFixed(2)).toBe('30.00');
  });
  it('prices eaches per case without rounding the converted quantity: 1 EA of a 15.00 case = 1.25', () => {
    expect(lineExtension({ value: 1, unit: 'EA' }, 'CS', 15, SODA).toFixed(2)).toBe('1.25');
  });
  it('keeps 4-decimal prices and rounds the total half-up to cents: 0.1235 x 3 = 0.3705 -> 0.37', () => {
    expect(lineExtension({ value: 3, unit: 'EA' }, 'EA', '0.1235', GLOVES).toFixed(2)).toBe('0.37');
    expect(lineExtension({ value: 1, unit: 'EA' }, 'EA', '0.005', GLOVES).toFixed(2)).toBe('0.01');
  });
  it("rounds the price to the price unit's decimals first: 10.125 per CS at 2 decimals is 10.13", () => {
    expect(lineExtension({ value: 1, unit: 'CS' }, 'CS', '10.125', SODA).toFixed(2)).toBe('10.13');
  });
});

describe('unit price for display', () => {
  it('carries the price as dollars per price-by unit', () => {
    const price = unitPriceOf('LB', '2.49', BEEF);
    expect({ ...price, factor: price.factor.toFixed() }).toEqual({ factor: '2.49', from: 'LB', to: '$' });
  });
  it('restates the price per sell-by unit: 2.49/LB = 99.60/CS, 15.00/CS = 1.25/EA', () => {
    expect(unitPriceIn('CS', 'LB', '2.49', BEEF).factor.toFixed(2)).toBe('99.60');
    expect(unitPriceIn('EA', 'CS', 15, SODA).factor.toFixed(2)).toBe('1.25');
  });
});
