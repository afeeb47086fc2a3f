import { describe, expect, it } from 'vitest';
import type { ProductUnits } from '../units/product-units';
import { BEEF, GLOVES, SALMON, SODA } from '../units/product.fixtures';
import { type StockedUnits, substituteQuantity } from './substitute-quantity';

const stocked = (units: ProductUnits, stockUnit: string): StockedUnits => ({ ...units, stockUnit });
const plain = (q: ReturnType<typeof substituteQuantity>) => (q ? `${q.value.toFixed(2)} ${q.unit}` : null);

/** Stock unit EA; sold by the box of 10 and the each, no multiples. */
const CUPS = stocked(
  {
    pricingUM: 'EA',
    sellBys: [
      { unitOfMeasure: 'BX', sellByMultiple: 0, stockConversion: 10, isPricing: false },
      { unitOfMeasure: 'EA', sellByMultiple: 0, stockConversion: 1, isPricing: true },
    ],
    priceBys: [{ unitOfMeasure: 'EA', stockConversion: 1 }],
  },
  'EA',
);
/** Stock unit LB; sold only by the 2/5 LB case (10 LB) in whole cases. */
const SKINLESS = stocked(
  {
    pricingUM: 'LB',
    sellBys: [{ unitOfMeasure: 'CS', sellByMultiple: 1, stockConversion: 10, isPricing: false }],
    priceBys: [{ unitOfMeasure: 'LB', stockConversion: 1, priceDecimals: 3 }],
  },
  'LB',
);

describe('the quantity of a substitute', () => {
  it('keeps the line quantity when the substitute sells by the same unit: 2 CS is 2 CS', () => {
    expect(plain(substituteQuantity({ value: 2, unit: 'CS' }, stocked(SALMON, 'LB'), SKINLESS))).toBe('2.00 CS');
    expect(plain(substituteQuantity({ value: '3.5', unit: 'CS' }, stocked(BEEF, 'LB'), stocked(SALMON, 'LB')))).toBe(
      '4.00 CS',
    );
  });

  it('rounds to the sell-by multiple of the same unit, to the nearest and never to 0: 7 EA of soda in sixes is 6', () => {
    expect(plain(substituteQuantity({ value: 7, unit: 'EA' }, CUPS, stocked(SODA, 'EA')))).toBe('6.00 EA');
    expect(plain(substituteQuantity({ value: 9, unit: 'EA' }, CUPS, stocked(SODA, 'EA')))).toBe('12.00 EA');
    expect(plain(substituteQuantity({ value: 2, unit: 'EA' }, CUPS, stocked(SODA, 'EA')))).toBe('6.00 EA');
  });

  it('converts through stock units into the sell-by unit closest in size: 1 CS of 12 EA is 1.20 BX of 10', () => {
    expect(plain(substituteQuantity({ value: 1, unit: 'CS' }, stocked(SODA, 'EA'), CUPS))).toBe('1.20 BX');
    // 2 BX of 10 is 20 EA; of soda's case of 12 and each (in sixes) the case is closer in size: 1.67 CS.
    expect(plain(substituteQuantity({ value: 2, unit: 'BX' }, CUPS, stocked(SODA, 'EA')))).toBe('1.67 CS');
  });

  it('rounds a converted quantity to its sell-by multiple: 3 EA of 14 LB salmon is 42 LB, 4.2 cases, 4 whole cases', () => {
    expect(plain(substituteQuantity({ value: 3, unit: 'EA' }, stocked(SALMON, 'LB'), SKINLESS))).toBe('4.00 CS');
    expect(plain(substituteQuantity({ value: 1, unit: 'EA' }, stocked(SALMON, 'LB'), SKINLESS))).toBe('1.00 CS');
  });

  it('offers nothing across stock units, or without a sell-by unit, or from a unit that no longer converts', () => {
    expect(substituteQuantity({ value: 1, unit: 'CS' }, stocked(BEEF, 'LB'), CUPS)).toBeNull();
    expect(substituteQuantity({ value: 1, unit: 'BX' }, CUPS, stocked({ ...GLOVES, sellBys: [] }, 'EA'))).toBeNull();
    expect(substituteQuantity({ value: 1, unit: 'PK' }, CUPS, stocked(GLOVES, 'EA'))).toBeNull();
  });
});
