import type { OrderGuideProduct, Product } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import {
  countUnitOf,
  onHandOf,
  parText,
  parWeekdayName,
  parWeekdayOf,
  startingCounts,
  suggestedLines,
} from './guide-count';

/** A '2/5 LB' case of cheese sold by the case or the pound. */
const cheese = {
  productKey: 7,
  pricingUM: 'LB',
  catchWeight: null,
  priceBys: [{ unitOfMeasure: 'LB', stockConversion: 1, priceDecimals: 3 }],
  sellBys: [
    { unitOfMeasure: 'CS', sellByMultiple: 0, stockConversion: 10, isPricing: false },
    { unitOfMeasure: 'LB', sellByMultiple: 0, stockConversion: 1, isPricing: true },
  ],
} as unknown as Product;
const soda = { ...cheese, productKey: 8 } as Product;
const products = new Map([
  [7, cheese],
  [8, soda],
]);

const line = (productKey: number, parLevel: OrderGuideProduct['parLevel']): OrderGuideProduct => ({
  productKey,
  orderQuantity: 1,
  unitOfMeasure: 'CS',
  sequence: productKey,
  ...(parLevel ? { parLevel } : {}),
});

describe('fill to par on the count page (issue 32)', () => {
  it('reads on-hand text: blank is not counted, else 0 or more with 2 decimals', () => {
    expect(onHandOf('')).toBeNull();
    expect(onHandOf(' 2.5 ')).toBe(2.5);
    expect(onHandOf('0')).toBe(0);
    expect(onHandOf('.5')).toBe(0.5);
    for (const bad of ['-1', '1.234', 'two', '1e3', '1,5']) expect(onHandOf(bad), bad).toBe('invalid');
  });

  it('suggests par − on hand in the line unit, rounded to whole units from the share on', () => {
    const lines = [
      line(7, { unitOfMeasure: 'CS', quantity: 6, byWeekday: [] }),
      line(8, { unitOfMeasure: 'LB', quantity: 10, byWeekday: [{ weekday: 5, quantity: 30 }] }),
    ];
    const counted = new Map([
      [7, '2.5'],
      [8, '0'],
    ]);
    expect(suggestedLines(lines, products, counted, null, 0.5).map((l) => [l.productKey, l.orderQuantity])).toEqual([
      [7, 4],
      [8, 1],
    ]);
    // On a Friday delivery the pound par is 30: 3 cases.
    expect(suggestedLines(lines, products, counted, 5, 0.5)[1]?.orderQuantity).toBe(3);
  });

  it('suggests nothing without a par, a count, a valid count or a shortfall', () => {
    const lines = [line(7, { unitOfMeasure: 'CS', quantity: 6, byWeekday: [] }), line(8, null)];
    expect(suggestedLines(lines, products, new Map([[8, '0']]), null, 0.5)).toEqual([]);
    expect(suggestedLines(lines, products, new Map([[7, 'x']]), null, 0.5)).toEqual([]);
    expect(suggestedLines(lines, products, new Map([[7, '6']]), null, 0.5)).toEqual([]);
    expect(suggestedLines(lines, new Map(), new Map([[7, '0']]), null, 0.5)).toEqual([]);
  });

  it('counts in the par unit, shows the par of the day and starts from the last count', () => {
    const par = { unitOfMeasure: 'LB', quantity: 10, byWeekday: [{ weekday: 5, quantity: 30 }] };
    expect(countUnitOf(line(8, par))).toBe('LB');
    expect(countUnitOf(line(8, null))).toBe('CS');
    expect(parText(par, 5)).toBe('30.00 LB');
    expect(parText(par, parWeekdayOf('2026-11-30'))).toBe('10.00 LB');
    expect(parText(undefined, 1)).toBeNull();
    // No delivery date yet: the par on other days, then each weekday's own.
    const weekly = { ...par, byWeekday: [{ weekday: 4, quantity: 12 }, ...par.byWeekday] };
    expect(parText(weekly, null)).toBe('10.00 LB, Thu 12.00, Fri 30.00');
    expect(parText({ ...par, byWeekday: [] }, null)).toBe('10.00 LB');
    expect(parWeekdayName(4)).toBe('Thursday');
    const start = startingCounts({
      counts: [{ countDate: '2026-11-23', lines: [{ productKey: 7, onHand: 2.5, unitOfMeasure: 'CS' }] }],
      shipToCode: null,
      deliveryDate: null,
      roundUpShare: 0.5,
    });
    expect(start.get(7)).toBe('2.5');
  });
});
