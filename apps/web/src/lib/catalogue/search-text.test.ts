import { describe, expect, it } from 'vitest';
import { normalizeSearchText, productSearchUrl } from './search-text';

describe('search text', () => {
  it('replaces single quotes with backticks', () => {
    expect(normalizeSearchText("chef's 'best'")).toBe('chef`s `best`');
  });

  it('writes s on /products and keeps the filter hash', () => {
    expect(productSearchUrl("o'brien")).toBe('/products?s=o%60brien');
    expect(productSearchUrl('flour', '#mc=10')).toBe('/products?s=flour#mc=10');
    expect(productSearchUrl('  ')).toBe('/products');
  });
});
