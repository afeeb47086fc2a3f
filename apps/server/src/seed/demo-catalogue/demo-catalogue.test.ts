import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, MAIN_CATEGORIES } from '../catalogue-data';
import { DRAWN_MARKS } from '../product-picture.svg';
import { generateDemoProducts } from './demo-catalogue.generator';
import { allDemoRows, type DemoProduct, demoProducts, parsePack, parseUnits } from './demo-products';

const notoIcons = new Set(
  Object.keys(
    (createRequire(import.meta.url)('@iconify-json/noto/icons.json') as { icons: Record<string, unknown> }).icons,
  ),
);
const products = demoProducts();

/** Sizes a name may state, in the pack's unit: '3 Gallon', '500 ml', '16.9 oz', 'Half Gallon', 'Quart'. */
const SIZE_WORDS: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [/\bhalf gallon\b/i, () => '0.5 GAL'],
  [/\b(\d+(?:\.\d+)?) ?(?:gallon|gal)\b/i, (m) => `${m[1]} GAL`],
  [/(?<!\d )\bgallon\b/i, () => '1 GAL'],
  [/\b(\d+(?:\.\d+)?) ?(?:liter|ltr|l)\b/i, (m) => `${m[1]} LTR`],
  [/\b(\d+(?:\.\d+)?) ?ml\b/i, (m) => `${m[1]} ML`],
  [/\b(\d+(?:\.\d+)?) ?(?:oz|ounce)\b/i, (m) => `${m[1]} OZ`],
  [/\b(\d+(?:\.\d+)?) ?(?:lb|pound)\b/i, (m) => `${m[1]} LB`],
  [/\bquart\b/i, () => '1 QT'],
  [/\bhalf pint\b/i, () => '8 OZ'],
];

/** Words that cannot stand in one name. */
const CONTRADICTIONS: readonly [RegExp, RegExp][] = [
  [/cocktail/i, /100% juice/i],
  [/\brice\b/i, /whole wheat/i],
  [/\bskim\b/i, /\bwhole\b/i],
];

/** Why a product's name disagrees with its pack and units, or null. */
function contradiction(p: DemoProduct): string | null {
  const measured = !['CT', 'DZ', 'ROLL', 'HEAD', 'BUNCH', 'BOX'].includes(p.pack.unit);
  // Capacity words on counted goods ('Hot Cup, 12 oz') name the item, not the pack.
  if (measured) {
    for (const [pattern, size] of SIZE_WORDS) {
      const m = pattern.exec(p.description);
      if (!m) continue;
      if (size(m) !== `${p.pack.size} ${p.pack.unit}`) return `'${m[0]}' but packed ${p.packText}`;
      break;
    }
  }
  for (const [a, b] of CONTRADICTIONS)
    if (a.test(p.description) && b.test(p.description)) return `${a.source} with ${b.source}`;
  if (/ice cream.*tub\b/i.test(p.description) && p.pack.unit !== 'GAL') return `an ice cream tub packed ${p.packText}`;
  if (p.units.some((u) => u.unit === 'LB' && (u.price || u.sell)) && p.pack.unit !== 'LB')
    return `sold or priced by LB but packed ${p.packText}`;
  if (p.units.some((u) => u.unit === 'EA' && u.sell) && p.pack.count < 2)
    return `eaches sold from a case of ${p.pack.count}`;
  const each = p.units.find((u) => u.unit === 'EA' && u.sell);
  if (each && (each.multiple >= p.pack.count || p.pack.count % each.multiple !== 0))
    return `eaches in ${each.multiple}s from a case of ${p.pack.count}`;
  return null;
}

describe('the demo catalogue data', () => {
  it('has unique codes and descriptions, each code in its category range', () => {
    const dupes = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(dupes(products.map((p) => p.code))).toEqual([]);
    expect(dupes(products.map((p) => p.description.toLowerCase()))).toEqual([]);
    for (const p of products)
      expect(p.code.slice(0, 2), p.code).toBe(String(CATEGORIES.findIndex((c) => c.code === p.category) + 10));
  });

  it('files every row under a known category of the right main category, ~10 per category', () => {
    const rows = allDemoRows();
    expect(rows).toHaveLength(products.length);
    for (const { main, category, row } of rows)
      expect(CATEGORIES.find((c) => c.code === category)?.main, row[0]).toBe(main);
    for (const c of CATEGORIES)
      expect(products.filter((p) => p.category === c.code).length, c.code).toBeGreaterThanOrEqual(8);
    expect(new Set(products.map((p) => p.main))).toEqual(new Set(MAIN_CATEGORIES.map((m) => m.code)));
    expect(products.length).toBeGreaterThanOrEqual(340);
  });

  it('has names that agree with pack and units', () => {
    expect(products.map((p) => [p.code, p.description, contradiction(p)]).filter(([, , why]) => why !== null)).toEqual(
      [],
    );
  });

  it('prices LB at 3 decimals and CS and EA at 2, every product priced and sold', () => {
    for (const p of products) {
      expect(p.basePrice, p.code).toMatch(p.pricingUM === 'LB' ? /^\d+\.\d{3}$/ : /^\d+\.\d{2}$/);
      expect(
        p.units.some((u) => u.sell),
        p.code,
      ).toBe(true);
      for (const u of p.units) expect(u.priceDecimals, `${p.code} ${u.unit}`).toBe(u.unit === 'LB' ? 3 : 2);
    }
  });

  it('gives all but a few products a picture, its mark a Noto Emoji or a drawn mark', () => {
    for (const p of products)
      if (p.mark !== null) expect(notoIcons.has(p.mark) || p.mark in DRAWN_MARKS, `${p.code} ${p.mark}`).toBe(true);
    const without = products.filter((p) => !p.picture).length;
    expect(without).toBeGreaterThan(3);
    expect(without).toBeLessThan(products.length / 10);
  });

  it('refuses what the issue found: a tub packed in ounces, a liter packed in ml, a cocktail of 100% juice', () => {
    const base = defined(products[0]);
    const check = (description: string, pack: string, units = 'CS EA / CS EA') =>
      contradiction({ ...base, description, packText: pack, pack: parsePack(pack), units: withUnits(units) });
    const withUnits = (text: string) => {
      const { sell, price } = parseUnits(text);
      return (['CS', 'EA', 'LB'] as const).map((unit) => ({
        unit,
        conversion: '1',
        sell: sell.has(unit),
        multiple: sell.get(unit) ?? 0,
        price: price.includes(unit),
        priceDecimals: 2,
      }));
    };
    expect(check('Key Lime Pie, 3 Gallon Tub', '24/4 OZ')).toMatch(/3 Gallon/);
    expect(check('Purified Water, 1 Liter', '24/500 ML')).toMatch(/1 Liter/);
    expect(check('Coconut Water, 500 ml', '12/1 LTR')).toMatch(/500 ml/);
    expect(check('Chocolate Ice Cream, 3 Gallon Tub', '2/14 CUT')).toMatch(/3 Gallon/);
    expect(check('Arborio Rice, Whole Wheat', '12/2 LB')).toMatch(/whole wheat/);
    expect(check('Cranberry Juice Cocktail, 100% Juice', '12/64 OZ')).toMatch(/cocktail/);
    expect(check('Paper Napkins', '3000 CT', 'CS / LB')).toMatch(/priced by LB/);
    expect(check('Vanilla Ice Cream, 3 Gallon Tub', '1/3 GAL', 'CS / CS')).toBeNull();
  });
});

describe('generateDemoProducts', () => {
  const generated = [
    ...generateDemoProducts({ products: products.length, today: '2026-11-22', now: 0, contractCustomerIds: [1, 2] }),
  ];

  it('keeps the codes the journeys use and the hidden product at key 9', () => {
    const byCode = new Map(generated.map((g) => [g.product.product_code, g]));
    expect(generated[8]?.product).toMatchObject({ product_key: 9, product_code: 'MISC' });
    expect(new Set(generated.map((g) => g.product.product_key)).size).toBe(products.length + 1);
    // 140009: sausage by the case or the 5 LB each, per LB; 220001 by the case or LB in fives; 180006 milk by CS and EA.
    expect(byCode.get('140009')?.units.map((u) => [u.unit, u.stock_conversion, u.is_sell_by, u.is_price_by])).toEqual([
      ['CS', '20', 1, 0],
      ['EA', '5', 1, 0],
      ['LB', '1', 0, 1],
    ]);
    expect(byCode.get('220001')?.units.find((u) => u.unit === 'LB')).toMatchObject({
      is_sell_by: 1,
      sell_by_multiple: 5,
      price_decimals: 3,
    });
    expect(byCode.get('180006')?.product).toMatchObject({ main_category_code: 'DAIRY', pricing_um: 'CS' });
  });

  it('derives broken-case prices: 12% above the case price per each, at the unit decimals', () => {
    // 180006: 48 half pints for $26.40 a case: 26.40 / 48 × 1.12 = 0.616 → $0.62 each.
    const milk = generated.find((g) => g.product.product_code === '180006');
    const base = (unit: string) =>
      milk?.prices.find((p) => p.unit === unit && p.customer_id === null && p.price_level === null)?.price;
    expect(base('CS')).toMatch(/^(26\.40|24\.82)$/);
    expect(['0.62', '0.58']).toContain(base('EA'));
  });
});

function defined<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('undefined');
  return value;
}
