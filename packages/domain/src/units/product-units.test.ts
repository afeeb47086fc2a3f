import { describe, expect, it } from 'vitest';
import { BEEF, GLOVES, NOT_SELLABLE, SODA } from './product.fixtures';
import {
  defaultSellByUnit,
  isPriceByUnit,
  isSellByUnit,
  priceDecimalsOf,
  sellByProblem,
  stockConversionOf,
} from './product-units';
import { UnknownUnitError } from './unit-errors';

describe('product units', () => {
  it('refuses a product with no sell-by unit', () => {
    expect(sellByProblem(NOT_SELLABLE)).toBe('Product has no Sell By U/M');
    expect(sellByProblem(BEEF)).toBeNull();
  });
  it('tells sell-by and price-by units apart', () => {
    expect(isSellByUnit(SODA, 'CS')).toBe(true);
    expect(isSellByUnit(SODA, 'LB')).toBe(false);
    expect(isPriceByUnit(GLOVES, 'EA')).toBe(true);
    expect(isPriceByUnit(GLOVES, 'CS')).toBe(false);
  });
  it('reads stock conversions and refuses unknown units', () => {
    expect(stockConversionOf(BEEF, 'CS').toFixed()).toBe('40');
    expect(() => stockConversionOf(BEEF, 'EA')).toThrow(UnknownUnitError);
  });
  it('refuses a zero conversion instead of dividing by it', () => {
    const broken = { ...GLOVES, priceBys: [{ unitOfMeasure: 'BX', stockConversion: 0 }] };
    expect(() => stockConversionOf(broken, 'BX')).toThrow(RangeError);
  });
  it('defaults price decimals to 4', () => {
    expect(priceDecimalsOf(SODA, 'EA')).toBe(4);
    expect(priceDecimalsOf(SODA, 'CS')).toBe(2);
  });
  it('starts a line in the default, else the pricing, else the first sell-by', () => {
    expect(defaultSellByUnit(BEEF)).toBe('CS');
    expect(defaultSellByUnit(SODA)).toBe('EA');
    expect(defaultSellByUnit(NOT_SELLABLE)).toBeNull();
  });
});
