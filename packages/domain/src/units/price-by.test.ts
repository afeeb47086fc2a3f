import { describe, expect, it } from 'vitest';
import {
  canChangePriceBy,
  isUnitPriceEditable,
  resetUnitPrice,
  resolveUnitPrice,
  syncedPriceBy,
  unitsLocked,
} from './price-by';
import { BEEF, GLOVES, SODA } from './product.fixtures';

function plain(r: { unitPrice: { toFixed(): string }; isOverridePrice: boolean }) {
  return { unitPrice: r.unitPrice.toFixed(), isOverridePrice: r.isOverridePrice };
}

describe('price-by unit and unit price permissions', () => {
  it('allows changing price-by only with canChangePrice and more than one price-by unit', () => {
    expect(canChangePriceBy(true, SODA)).toBe(true);
    expect(canChangePriceBy(false, SODA)).toBe(false);
    expect(canChangePriceBy(true, GLOVES)).toBe(false);
  });
  it('allows editing the unit price only with canChangePrice', () => {
    expect(isUnitPriceEditable(true)).toBe(true);
    expect(isUnitPriceEditable(false)).toBe(false);
  });
  it('locks both units in edit mode', () => {
    expect(unitsLocked('edit')).toBe(true);
    expect(unitsLocked('add')).toBe(false);
  });
});

describe('resolveUnitPrice', () => {
  const base = { defaultPrice: '2.49', canChangePrice: true };
  it('marks a different price as an override', () => {
    const r = resolveUnitPrice({ ...base, entered: '2.25' });
    expect(plain(r)).toEqual({ unitPrice: '2.25', isOverridePrice: true });
  });
  it('does not mark the default price typed again as an override', () => {
    const r = resolveUnitPrice({ ...base, entered: '2.4900' });
    expect(plain(r)).toEqual({ unitPrice: '2.49', isOverridePrice: false });
  });
  it("sets the price to 0 on '0'", () => {
    expect(plain(resolveUnitPrice({ ...base, entered: '0' }))).toEqual({ unitPrice: '0', isOverridePrice: true });
  });
  it('keeps the default for a blank entry, on Reset, and without canChangePrice', () => {
    expect(plain(resolveUnitPrice({ ...base, entered: '' }))).toEqual({ unitPrice: '2.49', isOverridePrice: false });
    expect(plain(resetUnitPrice('2.49'))).toEqual({ unitPrice: '2.49', isOverridePrice: false });
    const refused = resolveUnitPrice({ ...base, canChangePrice: false, entered: '1' });
    expect(plain(refused)).toEqual({ unitPrice: '2.49', isOverridePrice: false });
  });
  it('strips text and rounds to the price decimals', () => {
    const r = resolveUnitPrice({ ...base, entered: '$1.23456' });
    expect(plain(r)).toEqual({ unitPrice: '1.2346', isOverridePrice: true });
    expect(plain(resolveUnitPrice({ ...base, entered: 1.005, priceDecimals: 2 }))).toMatchObject({ unitPrice: '1.01' });
  });
});

describe('syncedPriceBy', () => {
  const on = { syncPriceByWithSellByUMFlag: true, sellByChanged: true, priceByChanged: false };
  it('follows sell-by when it is a price-by unit', () => {
    expect(syncedPriceBy({ ...on, sellBy: 'CS', priceBy: 'EA', product: SODA })).toBe('CS');
  });
  it("falls back to the product's pricing unit otherwise", () => {
    const product = { ...BEEF, priceBys: BEEF.priceBys.filter((p) => p.unitOfMeasure === 'LB') };
    expect(syncedPriceBy({ ...on, sellBy: 'CS', priceBy: 'LB', product })).toBe('LB');
  });
  it('leaves price-by alone when the flag is off or the user chose price-by', () => {
    const off = { ...on, syncPriceByWithSellByUMFlag: false };
    expect(syncedPriceBy({ ...off, sellBy: 'CS', priceBy: 'EA', product: SODA })).toBe('EA');
    expect(syncedPriceBy({ ...on, priceByChanged: true, sellBy: 'CS', priceBy: 'EA', product: SODA })).toBe('EA');
    expect(syncedPriceBy({ ...on, sellByChanged: false, sellBy: 'CS', priceBy: 'EA', product: SODA })).toBe('EA');
  });
});
