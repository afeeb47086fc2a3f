import { toDecimal } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import type { CheckedLine } from './cart-line.rules';
import { planAdd, planUpdate, type WorkingLine } from './cart-merge.rules';

const checked = (over: Partial<CheckedLine> = {}): CheckedLine => ({
  productKey: 1,
  description: 'Napkins',
  unit: 'CS',
  quantity: toDecimal(2),
  priceUnit: 'EA',
  unitPrice: toDecimal('1.25'),
  isOverride: false,
  text1: undefined,
  text2: undefined,
  ...over,
});

const stored = (over: Partial<WorkingLine> = {}): WorkingLine => ({
  id: 10,
  sequence: 1,
  productKey: 1,
  unit: 'CS',
  quantity: toDecimal(1),
  priceUnit: 'EA',
  unitPrice: toDecimal('1.25'),
  isOverride: false,
  text1: 'kept',
  text2: '',
  changed: false,
  ...over,
});

const prices: Record<string, string> = { EA: '1.25', CS: '15.00' };
const ctx = (confirmPriceByChange = false) => ({
  confirmPriceByChange,
  priceIn: (u: string) => (prices[u] ? toDecimal(prices[u]) : null),
});
let seq = 100;
const next = () => seq++;

describe('planAdd', () => {
  it('merges same sell-by and price-by units: 1 CS + 2 CS = 3 CS, texts kept unless sent', () => {
    const lines = [stored()];
    const plan = planAdd(checked({ text2: 'new' }), lines, ctx(), next);
    expect(plan.ok).toBe(true);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: toDecimal(3), text1: 'kept', text2: 'new', changed: true });
  });

  it('appends a new line for another sell-by unit', () => {
    const lines = [stored()];
    planAdd(checked({ unit: 'EA', quantity: toDecimal(6) }), lines, ctx(), next);
    expect(lines.map((l) => [l.id, l.unit, l.quantity.toFixed(2)])).toEqual([
      [10, 'CS', '1.00'],
      [null, 'EA', '6.00'],
    ]);
  });

  it('keeps an override when more is added without a price, and takes a new override', () => {
    const lines = [stored({ unitPrice: toDecimal('1.10'), isOverride: true })];
    planAdd(checked(), lines, ctx(), next);
    expect(lines[0]).toMatchObject({ unitPrice: toDecimal('1.10'), isOverride: true });
    planAdd(checked({ unitPrice: toDecimal('1.05'), isOverride: true }), lines, ctx(), next);
    expect(lines[0]).toMatchObject({ unitPrice: toDecimal('1.05'), isOverride: true, quantity: toDecimal(5) });
  });

  it('asks before another price-by unit, and on confirm moves every line at its price (override dropped)', () => {
    const lines = [stored({ isOverride: true, unitPrice: toDecimal('1.00') }), stored({ id: 11, unit: 'EA' })];
    const ask = planAdd(checked({ priceUnit: 'CS', unitPrice: toDecimal(15) }), lines, ctx(), next);
    expect(ask).toEqual({
      ok: false,
      code: 'PriceByChange',
      errors: ['Napkins is in the cart priced by EA. Change Price By U/M to CS?'],
    });
    expect(lines[0]!.changed).toBe(false);
    const done = planAdd(checked({ priceUnit: 'CS', unitPrice: toDecimal(15) }), lines, ctx(true), next);
    expect(done).toMatchObject({ ok: true, notices: ['Napkins: Price By U/M changed from EA to CS'] });
    expect(
      lines.map((l) => [l.unit, l.quantity.toFixed(2), l.priceUnit, l.unitPrice.toFixed(2), l.isOverride]),
    ).toEqual([
      ['CS', '3.00', 'CS', '15.00', false],
      ['EA', '1.00', 'CS', '15.00', false],
    ]);
  });

  it('refuses a merge that would pass the quantity limit', () => {
    const lines = [stored({ quantity: toDecimal(999_999) })];
    expect(planAdd(checked({ quantity: toDecimal(1) }), lines, ctx(), next)).toMatchObject({
      ok: false,
      code: 'InvalidQuantity',
    });
    expect(lines[0]!.quantity.toFixed()).toBe('999999');
  });
});

describe('planUpdate', () => {
  it('replaces the quantity and leaves other lines alone when units agree', () => {
    const line = stored();
    const other = stored({ id: 11, unit: 'EA' });
    const plan = planUpdate(line, checked({ quantity: toDecimal(7) }), [other], ctx());
    expect(plan).toMatchObject({ ok: true, notices: [] });
    expect(line.quantity.toFixed()).toBe('7');
    expect(other.changed).toBe(false);
  });
});
