import { substituteListProblems, substituteQuantity } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { demoProducts } from './demo-catalogue/demo-products';
import { DEMO_SOLD_OUT, DEMO_SUBSTITUTES } from './substitutes.seed';

const byCode = new Map(demoProducts().map((p) => [p.code, p]));
const unitsOf = (code: string) => {
  const p = byCode.get(code);
  if (!p) throw new Error(`no demo product ${code}`);
  return {
    pricingUM: p.pricingUM,
    stockUnit: p.stockUnit,
    sellBys: p.units
      .filter((u) => u.sell)
      .map((u) => ({
        unitOfMeasure: u.unit,
        sellByMultiple: u.multiple,
        stockConversion: u.conversion,
        isPricing: u.price,
      })),
    priceBys: p.units.filter((u) => u.price).map((u) => ({ unitOfMeasure: u.unit, stockConversion: u.conversion })),
  };
};

describe('the demo substitutes', () => {
  it('name active demo products, each list one a product may have', () => {
    for (const [product, substitutes] of DEMO_SUBSTITUTES) {
      expect(substituteListProblems(product, substitutes), product).toEqual([]);
      for (const code of [product, ...substitutes]) expect(byCode.get(code)?.active, code).toBe(true);
    }
  });

  it('stand in for a case of the product: a case of the same main category, stocked alike', () => {
    for (const [product, substitutes] of DEMO_SUBSTITUTES)
      for (const code of substitutes) {
        expect(byCode.get(code)?.main, `${product} -> ${code}`).toBe(byCode.get(product)?.main);
        expect(substituteQuantity({ value: 1, unit: 'CS' }, unitsOf(product), unitsOf(code))?.unit).toBe('CS');
      }
  });

  it('sell out a product that names a substitute', () => {
    expect(DEMO_SUBSTITUTES.some(([product]) => product === DEMO_SOLD_OUT)).toBe(true);
  });
});
