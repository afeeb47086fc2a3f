import { describe, expect, it } from 'vitest';
import type { PriceRow } from './pricing.repository';
import { priceKey, winningPrices } from './winning-price.rules';

const row = (over: Partial<PriceRow>): PriceRow => ({
  product_key: 1,
  unit: 'CS',
  price: '10',
  cost: '6',
  customer_id: null,
  price_level: null,
  effective_from: '2026-01-01',
  ...over,
});

describe('winningPrices', () => {
  it('prefers a customer contract over a level contract over the base price', () => {
    const prices = winningPrices([
      row({ price: '10' }),
      row({ price: '9.5', price_level: 2 }),
      row({ price: '9.25', customer_id: 7 }),
      row({ unit: 'EA', price: '1.1' }),
      row({ unit: 'EA', price: '1.05', price_level: 2 }),
    ]);
    expect(prices.get(priceKey(1, 'CS'))).toEqual({ price: '9.25', cost: '6', source: 'customer' });
    expect(prices.get(priceKey(1, 'EA'))).toMatchObject({ price: '1.05', source: 'level' });
  });
  it('takes the latest effective date within one kind', () => {
    const prices = winningPrices([
      row({ price: '10', effective_from: '2026-01-01' }),
      row({ price: '10.4', effective_from: '2026-06-01' }),
      row({ price: '9.9', effective_from: '2025-06-01' }),
    ]);
    expect(prices.get(priceKey(1, 'CS'))?.price).toBe('10.4');
  });
  it('keeps decimal text exact', () => {
    const prices = winningPrices([row({ price: '2.4900', cost: '1.8725' })]);
    expect(prices.get(priceKey(1, 'CS'))).toMatchObject({ price: '2.4900', cost: '1.8725' });
  });
});
