import { describe, expect, it } from 'vitest';
import { isListedProduct } from './listed-product';

describe('isListedProduct', () => {
  it('lists active products except key 9', () => {
    expect(isListedProduct({ productKey: 8, isActive: true })).toBe(true);
    expect(isListedProduct({ productKey: 9, isActive: true })).toBe(false);
    expect(isListedProduct({ productKey: 10, isActive: false })).toBe(false);
  });
});
