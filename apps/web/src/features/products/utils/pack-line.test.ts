import { describe, expect, it } from 'vitest';
import type { Product } from '@storefront/contract';
import { packLineText } from './pack-line';

const product = { additional: { packSize: '4/1 GAL' }, catchWeight: null } as unknown as Product;

describe('the pack line of a product card', () => {
  it("adds a catch-weight product's average weight to the card's pack line only when asked", () => {
    const salmon = { ...product, catchWeight: { averageWeight: '12.00', weightUnit: 'LB', unitOfMeasure: 'CS' } };
    expect(packLineText(salmon, true)).toBe('Pack 4/1 GAL · Avg 12.00 LB / CS');
    expect(packLineText(salmon, false)).toBe('Pack 4/1 GAL');
    expect(packLineText({ ...product, catchWeight: null }, true)).toBe('Pack 4/1 GAL');
    expect(packLineText({ additional: {}, catchWeight: null }, true)).toBe('');
  });
});
