import { describe, expect, it } from 'vitest';
import type { CartLine } from '@storefront/contract';
import {
  initialAddState,
  initialEditState,
  type LineFormAction,
  type LineFormContext,
  reduceLineForm,
} from './line-form-state';
import { deriveLineForm, type LineFormSettings, toLinePayload } from './line-form-view';
import { testProduct } from './test-products';

const product = testProduct();
const add: LineFormContext = { product, mode: 'add', canChangePrice: false, syncPriceByWithSellByUMFlag: true };
const settings: LineFormSettings = {
  orderQuantityRoundingFlag: 'None',
  canChangePrice: false,
  allowProductTextLines: true,
};
const run = (ctx: LineFormContext, ...actions: LineFormAction[]) =>
  actions.reduce((s, a) => reduceLineForm(s, a, ctx), initialAddState(ctx.product));

describe('line form: price conversion', () => {
  it('shows the arithmetic of 2 CS of 40 LB priced per LB: 80 x 2.490 = $199.20', () => {
    const s = run(add, { type: 'quantityTyped', text: '2' });
    const v = deriveLineForm(s, add, settings, '2.490');
    expect([v.conversion, v.extension?.toFixed(2)]).toEqual(['≈ 80.00 LB × $2.490 / LB = $199.20', '199.20']);
  });
  it('has none when sold in the unit it is priced in, or without a price', () => {
    const lb = run(add, { type: 'sellByChosen', unit: 'LB' }, { type: 'quantityTyped', text: '5' });
    expect(deriveLineForm(lb, add, settings, '2.490').conversion).toBeNull();
    expect(deriveLineForm(run(add), add, settings, null).conversion).toBeNull();
  });
});

describe('line form: catch weight', () => {
  const salmon = testProduct({
    catchWeight: { averageWeight: '40.00', weightUnit: 'LB', unitOfMeasure: 'CS' },
  });
  const ctx: LineFormContext = { ...add, product: salmon };
  it("marks the estimate at the average weight 'Estimated': 2 CS of 40 LB avg at $2.490 / LB", () => {
    const v = deriveLineForm(run(ctx, { type: 'quantityTyped', text: '2' }), ctx, settings, '2.490');
    expect([v.conversion, v.extension?.toFixed(2), v.isEstimate]).toEqual([
      'Estimated: 80.00 LB × $2.490 / LB = $199.20',
      '199.20',
      true,
    ]);
  });
  it('is no estimate for other products', () => {
    expect(deriveLineForm(run(add), add, settings, '2.490').isEstimate).toBe(false);
  });
});

describe('line form: quantity', () => {
  it('starts at the default quantity in the default unit, priced by the pricing unit', () => {
    const s = initialAddState(product);
    expect([s.quantityText, s.sellBy, s.priceBy]).toEqual(['1', 'CS', 'LB']);
  });
  it('strips non-digits, turns blank into 0 when left, and steps by the multiple', () => {
    expect(run(add, { type: 'quantityTyped', text: '1a2' }).quantityText).toBe('12');
    expect(run(add, { type: 'quantityTyped', text: '' }, { type: 'quantityLeft' }).quantityText).toBe('0');
    const lb = run(add, { type: 'sellByChosen', unit: 'LB' }, { type: 'quantityTyped', text: '7' });
    expect(reduceLineForm(lb, { type: 'quantityStepped', direction: 'up' }, add).quantityText).toBe('10');
    expect(reduceLineForm(lb, { type: 'quantityStepped', direction: 'down' }, add).quantityText).toBe('5');
    const zero = run(add, { type: 'quantityTyped', text: '0' }, { type: 'quantityStepped', direction: 'down' });
    expect(zero.quantityText).toBe('0');
  });
  it('refuses a quantity that is not a multiple, and re-checks when the unit changes', () => {
    const s = run(add, { type: 'quantityTyped', text: '7' }, { type: 'sellByChosen', unit: 'LB' });
    const v = deriveLineForm(s, add, settings, '2.490');
    expect(v.quantityError).toBe('Invalid quantity of 7. Please enter a multiple of 5');
    expect(v.canSave).toBe(false);
    const rounding = deriveLineForm(s, add, { ...settings, orderQuantityRoundingFlag: 'AutoRoundUp' }, '2.490');
    expect([rounding.quantityError, rounding.quantity.toFixed(2), rounding.canSave]).toEqual([null, '10.00', true]);
  });
  it('cannot save 0 or a product without sell-by units', () => {
    expect(deriveLineForm(run(add, { type: 'quantityTyped', text: '0' }), add, settings, '1').canSave).toBe(false);
    const none = { ...add, product: testProduct({ sellBys: [] }) };
    const v = deriveLineForm(initialAddState(none.product), none, settings, '1');
    expect([v.productError, v.canSave]).toEqual(['Product has no Sell By U/M', false]);
  });
});

describe('line form: units and price', () => {
  it('price-by follows sell-by with the sync flag, else stays', () => {
    expect(run(add, { type: 'sellByChosen', unit: 'LB' }).priceBy).toBe('LB');
    const caseOnly = testProduct({
      priceBys: [{ unitOfMeasure: 'CS', stockConversion: 40, priceDecimals: 2 }],
      pricingUM: 'CS',
    });
    const ctx = { ...add, product: caseOnly };
    // LB is not a price-by unit of this product, so price-by falls back to the pricing unit.
    expect(run(ctx, { type: 'sellByChosen', unit: 'LB' }).priceBy).toBe('CS');
    expect(run({ ...add, syncPriceByWithSellByUMFlag: false }, { type: 'sellByChosen', unit: 'LB' }).priceBy).toBe(
      'LB',
    );
  });
  it('changes price-by only with canChangePrice and more than one price unit', () => {
    expect(run(add, { type: 'priceByChosen', unit: 'CS' }).priceBy).toBe('LB');
    expect(run({ ...add, canChangePrice: true }, { type: 'priceByChosen', unit: 'CS' }).priceBy).toBe('CS');
  });
  it('edit mode locks both units and keeps an override', () => {
    const line = {
      id: 3,
      productKey: 14,
      quantity: { value: '2.00', unit: 'CS' },
      unitPrice: { factor: '2.1000', from: 'LB', to: '$' },
      isOverridePrice: true,
      productText1: 'slice thin',
      productText2: '',
    } as CartLine;
    const ctx = { ...add, mode: 'edit' as const, canChangePrice: true };
    let s = initialEditState(line);
    s = reduceLineForm(s, { type: 'sellByChosen', unit: 'LB' }, ctx);
    s = reduceLineForm(s, { type: 'priceByChosen', unit: 'CS' }, ctx);
    expect([s.sellBy, s.priceBy, s.priceText]).toEqual(['CS', 'LB', '2.1']);
    const v = deriveLineForm(s, ctx, { ...settings, canChangePrice: true }, '2.490');
    expect([v.isOverride, v.extension?.toFixed(2)]).toEqual([true, '168.00']);
  });
  it('marks a different price as an override, 0 included, and Reset returns to pricing', () => {
    const ctx = { ...add, canChangePrice: true };
    const s2 = { ...settings, canChangePrice: true };
    const typed = run(ctx, { type: 'priceTyped', text: '0' });
    expect(deriveLineForm(typed, ctx, s2, '2.490').unitPrice?.toFixed(3)).toBe('0.000');
    expect(deriveLineForm(typed, ctx, s2, '2.490').isOverride).toBe(true);
    const same = run(ctx, { type: 'priceTyped', text: '2.49' });
    expect(deriveLineForm(same, ctx, s2, '2.490').isOverride).toBe(false);
    const reset = reduceLineForm(typed, { type: 'priceReset' }, ctx);
    expect(deriveLineForm(reset, ctx, s2, '2.490').unitPrice?.toFixed(3)).toBe('2.490');
    // Without canChangePrice typing is ignored.
    expect(run(add, { type: 'priceTyped', text: '1' }).priceText).toBeNull();
  });
  it('computes the extension live: 1 CS of 40 LB at 2.490 is 99.60', () => {
    expect(deriveLineForm(initialAddState(product), add, settings, '2.490').extension?.toFixed(2)).toBe('99.60');
    expect(deriveLineForm(initialAddState(product), add, settings, null).extension).toBeNull();
  });
});

describe('toLinePayload', () => {
  it('sends 2-decimal quantities, the override with 4 decimals only when overridden, and texts when allowed', () => {
    const ctx = { ...add, canChangePrice: true };
    const s2 = { ...settings, canChangePrice: true };
    const s = run(
      ctx,
      { type: 'quantityTyped', text: '3' },
      { type: 'priceTyped', text: '2.2' },
      { type: 'textTyped', field: 'text1', text: 'hi' },
    );
    expect(toLinePayload(s, deriveLineForm(s, ctx, s2, '2.490'), ctx, s2)).toEqual({
      productKey: 14,
      unitOfMeasure: 'CS',
      orderQuantity: '3.00',
      overridePrice: '2.2000',
      unitOfMeasure_Prc: 'LB',
      productText1: 'hi',
      productText2: '',
    });
    const plain = run(add);
    const payload = toLinePayload(plain, deriveLineForm(plain, add, settings, '2.490'), add, {
      ...settings,
      allowProductTextLines: false,
    });
    expect(payload).toEqual({ productKey: 14, unitOfMeasure: 'CS', orderQuantity: '1.00', unitOfMeasure_Prc: 'LB' });
  });
});
