import { describe, expect, it } from 'vitest';
import { parsePrice } from './prices.kind';
import { parseProduct } from './product-row';

const problems = (parsed: { ok: boolean; problems?: { column: string; reason: string }[] }) =>
  parsed.ok ? [] : (parsed.problems ?? []).map((p) => `${p.column}: ${p.reason}`);

const milk = {
  product_code: '210006',
  description: 'Whole Milk, Gallon',
  main_category_code: 'dairy',
  category_code: 'milk',
  stock_unit: 'EA',
  pricing_unit: 'CS',
  unit_1: 'cs',
  unit_1_conversion: '4',
  unit_2: 'EA',
  unit_2_conversion: '1',
  unit_2_multiple: '2',
  unit_2_price_decimals: '3',
};

describe('a products row of an ERP file', () => {
  it('reads catch_weight and substitutes only when the file has the columns (issue 31)', () => {
    const plain = parseProduct(milk);
    expect(plain.ok && [plain.row.catchWeight, plain.row.substitutes]).toEqual([null, null]);
    const salmon = {
      ...milk,
      stock_unit: 'LB',
      pricing_unit: 'LB',
      unit_2: 'LB',
      unit_2_multiple: '0',
      catch_weight: 'Y',
      substitutes: ' 150002 | t170005',
    };
    const parsed = parseProduct(salmon);
    expect(parsed.ok && [parsed.row.catchWeight, parsed.row.substitutes]).toEqual([true, ['150002', 'T170005']]);
    const empty = parseProduct({ ...milk, catch_weight: '', substitutes: '' });
    expect(empty.ok && [empty.row.catchWeight, empty.row.substitutes]).toEqual([false, []]);
  });

  it('refuses catch weight priced by a unit other than LB or KG, and a bad list of substitutes', () => {
    expect(problems(parseProduct({ ...milk, catch_weight: 'Y' }))).toEqual([
      'catch_weight: Y needs a pricing_unit of LB or KG, not CS',
    ]);
    expect(problems(parseProduct({ ...milk, substitutes: '210007|210006|210007||' }))).toEqual([
      'substitutes: A substitute product code is empty',
      'substitutes: Named more than once: 210007',
      'substitutes: 210006 cannot be its own substitute',
    ]);
    const eleven = Array.from({ length: 11 }, (_, i) => String(300001 + i)).join('|');
    expect(problems(parseProduct({ ...milk, substitutes: eleven }))).toEqual([
      'substitutes: A product names at most 10 substitutes; 11 were given',
    ]);
  });

  it('reads the units with their defaults, codes upper-cased', () => {
    const parsed = parseProduct(milk);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.row).toMatchObject({
      code: '210006',
      mainCategory: 'DAIRY',
      category: 'MILK',
      defaultUnit: 'CS',
      defaultQuantity: '1',
      active: true,
      taxable: false,
      warehouse: '01',
    });
    expect(parsed.row.units).toEqual([
      { unit: 'CS', conversion: '4.0000', sellBy: true, multiple: '0', priceBy: true, decimals: 2 },
      { unit: 'EA', conversion: '1.0000', sellBy: true, multiple: '2.00', priceBy: true, decimals: 3 },
    ]);
  });

  it('holds the units to the app rules: a stock unit of conversion 1, a price-by pricing unit, a sell-by default', () => {
    expect(problems(parseProduct({ ...milk, stock_unit: 'CS' }))).toEqual(["stock_unit: CS's conversion must be 1"]);
    expect(problems(parseProduct({ ...milk, stock_unit: 'LB' }))).toEqual([
      "stock_unit: LB is not one of the product's units",
    ]);
    expect(problems(parseProduct({ ...milk, unit_1_price_by: 'N' }))).toEqual([
      'pricing_unit: CS is not a price-by unit of the product',
    ]);
    expect(problems(parseProduct({ ...milk, default_unit: 'EA', unit_2_sell_by: 'N' }))).toEqual([
      'default_unit: EA is not a sell-by unit of the product',
    ]);
    expect(problems(parseProduct({ ...milk, unit_2: 'CS' }))).toEqual([
      'unit_2: CS is named twice',
      "stock_unit: EA is not one of the product's units",
    ]);
    expect(problems(parseProduct({ ...milk, unit_1_conversion: '0' }))).toEqual(['unit_1_conversion: must be above 0']);
    expect(problems(parseProduct({ ...milk, unit_2_price_decimals: '5' }))).toEqual([
      'unit_2_price_decimals: must be at most 4',
    ]);
    expect(problems(parseProduct({ ...milk, unit_3_conversion: '12' }))).toEqual([
      "unit_3: is empty but unit 3's other columns are not",
    ]);
    expect(problems(parseProduct({ ...milk, image_file: '../etc/passwd' }))).toEqual([
      'image_file: must be a file name, not a path',
    ]);
  });
});

describe('a prices row of an ERP file', () => {
  const base = { product_code: '210006', unit: 'cs', price: '$18.95', effective_from: '11/01/2026' };

  it('reads a base price, a level price and a customer price', () => {
    expect(parsePrice(base)).toEqual({
      ok: true,
      row: {
        productCode: '210006',
        unit: 'CS',
        price: '18.9500',
        cost: null,
        effectiveFrom: '2026-11-01',
        effectiveTo: null,
        priceLevel: null,
        customerCode: '',
      },
    });
    expect(parsePrice({ ...base, price_level: '3' })).toMatchObject({ ok: true, row: { priceLevel: 3 } });
    expect(parsePrice({ ...base, customer_code: 'baybis' })).toMatchObject({
      ok: true,
      row: { customerCode: 'BAYBIS' },
    });
  });

  it('refuses a price for a level and a customer at once, dates in the wrong order and bad amounts', () => {
    expect(problems(parsePrice({ ...base, price_level: '3', customer_code: 'BAYBIS' }))).toEqual([
      'customer_code: a price is for a price level or for a customer, not both',
    ]);
    expect(problems(parsePrice({ ...base, effective_to: '2026-10-31' }))).toEqual([
      'effective_to: is before effective_from',
    ]);
    expect(problems(parsePrice({ ...base, price: '-1' }))).toEqual(['price: must be at least 0']);
    expect(problems(parsePrice({ ...base, price: '1.23456' }))).toEqual(['price: has more than 4 decimals']);
    expect(problems(parsePrice({ ...base, effective_from: '' }))).toEqual(['effective_from: is required']);
    expect(problems(parsePrice({ ...base, price_level: '100' }))).toEqual(['price_level: must be at most 99']);
  });
});
