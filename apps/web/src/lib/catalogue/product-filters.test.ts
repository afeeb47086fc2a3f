import { describe, expect, it } from 'vitest';
import { NO_FILTERS, parseHashFilters, productsHref, sameFilters, serializeHashFilters } from './product-filters';

describe('hash filters', () => {
  it('reads mc, c and og with or without the #', () => {
    expect(parseHashFilters('#mc=MEAT&c=BEEF')).toEqual({ mc: 'MEAT', c: 'BEEF', og: '' });
    expect(parseHashFilters('og=Weekly%20Veg')).toEqual({ mc: '', c: '', og: 'Weekly Veg' });
    expect(parseHashFilters('')).toEqual(NO_FILTERS);
    expect(parseHashFilters('#zz=1&mc=')).toEqual(NO_FILTERS);
  });
  it('writes them in a fixed order and round-trips', () => {
    expect(serializeHashFilters({ mc: 'MEAT', c: 'BEEF', og: '' })).toBe('#mc=MEAT&c=BEEF');
    expect(serializeHashFilters({ mc: '', c: '', og: 'Weekly Veg' })).toBe('#og=Weekly+Veg');
    expect(serializeHashFilters(NO_FILTERS)).toBe('');
    const filters = { mc: 'DRY', c: 'FLOUR', og: "Bob's & Co" };
    expect(parseHashFilters(serializeHashFilters(filters))).toEqual(filters);
  });
  it('builds category links and compares filters', () => {
    expect(productsHref('MEAT', 'BEEF')).toBe('/products#mc=MEAT&c=BEEF');
    expect(productsHref('MEAT')).toBe('/products#mc=MEAT');
    expect(productsHref()).toBe('/products');
    expect(sameFilters({ mc: 'A', c: '', og: '' }, { mc: 'A', c: '', og: '' })).toBe(true);
    expect(sameFilters({ mc: 'A', c: '', og: '' }, { mc: 'A', c: 'B', og: '' })).toBe(false);
  });
});
