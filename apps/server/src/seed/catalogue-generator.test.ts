import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './catalogue-data';
import { catalogueCategories, type GeneratedProduct, generateProducts, productCodeOf } from './catalogue-generator';
import { unitsFor } from './catalogue-units';

const options = { products: 360, today: '2026-11-22', now: 0, contractCustomerIds: [1, 2, 3] };
const take = (o = options) => [...generateProducts(o)];

describe('generateProducts', () => {
  it('gives the same catalogue for the same seed, another for another seed', () => {
    expect(take()).toEqual(take());
    expect(take({ ...options, seed: 7 } as typeof options)[0]!.product.description).not.toBe(
      take()[0]!.product.description,
    );
  });

  it('puts the never-listed product under key 9 and numbers the rest around it', () => {
    const products = take();
    expect(products).toHaveLength(361);
    expect(products[8]!.product).toMatchObject({ product_key: 9, product_code: 'MISC' });
    expect(new Set(products.map((p) => p.product.product_key)).size).toBe(361);
    expect(new Set(products.map((p) => p.product.product_code)).size).toBe(361);
  });

  it('keeps codes unique past 10,000 products in a category (the 1,000,000-product benchmark)', () => {
    expect(productCodeOf(0, 0)).toBe('100001');
    expect(productCodeOf(0, 9_998)).toBe('109999');
    expect(productCodeOf(0, 9_999)).toBe('10010000');
    const codes = new Set<string>();
    for (let category = 0; category < 3; category++)
      for (let within = 0; within < 25_000; within++) codes.add(productCodeOf(category, within));
    expect(codes.size).toBe(75_000);
  });

  it('covers every category with 6+ main categories and 25+ categories', () => {
    const { main, categories } = catalogueCategories();
    expect(main.length).toBeGreaterThanOrEqual(6);
    expect(categories.length).toBeGreaterThanOrEqual(25);
    const used = new Set(take().map((p) => p.product.category_code));
    for (const c of CATEGORIES) expect(used.has(c.code)).toBe(true);
  });

  it("stores prices at their unit's decimals, with base prices for every priced unit", () => {
    for (const g of take()) {
      if (g.product.product_key === 9) continue;
      const priced = g.units.filter((u) => u.is_price_by === 1);
      for (const u of priced)
        expect(g.prices.some((p) => p.unit === u.unit && p.customer_id === null && p.price_level === null)).toBe(true);
      for (const p of g.prices) {
        const decimals = priced.find((u) => u.unit === p.unit)!.price_decimals!;
        expect(String(p.price)).toMatch(new RegExp(`^\\d+\\.\\d{${decimals}}$`));
      }
    }
  });

  it('marks some products for promotion, a few without a sequence', () => {
    const pushed = take().filter((p): p is GeneratedProduct & { push: number | null } => p.push !== undefined);
    expect(pushed.length).toBeGreaterThan(5);
    expect(pushed.some((p) => p.push === null)).toBe(true);
  });
});

describe('unitsFor', () => {
  it('prices catch weight per LB and sells it by 40 LB cases and 10 LB eaches', () => {
    const u = unitsFor(1, 'catchWeight', [4, '10 LB', 10]);
    expect(u).toMatchObject({ stockUnit: 'LB', pricingUM: 'LB', conversions: { CS: '40', EA: '10', LB: '1' } });
    expect(u.units.map((x) => [x.unit, x.is_sell_by, x.is_price_by])).toEqual([
      ['CS', 1, 0],
      ['EA', 1, 0],
      ['LB', 0, 1],
    ]);
  });
  it('sells beverage eaches in sixes and paper goods by the case only', () => {
    expect(unitsFor(1, 'beverage', [24, '12 OZ', 0.8]).units.find((x) => x.unit === 'EA')).toMatchObject({
      is_sell_by: 1,
      sell_by_multiple: 6,
      stock_conversion: '1',
    });
    const paper = unitsFor(1, 'caseOnly', [1000, '1 EA', 0.02]);
    expect(paper.units.filter((x) => x.is_sell_by === 1).map((x) => x.unit)).toEqual(['CS']);
    expect(paper.conversions).toEqual({ CS: '1000', EA: '1', LB: '50' });
  });
});
