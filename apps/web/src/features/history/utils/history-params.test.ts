import { describe, expect, it } from 'vitest';
import { anyPrice, dateRangeError, nextSort } from './history-params';

describe('history parameters', () => {
  it('turns the sorted column around and starts another column descending', () => {
    expect(nextSort({ sortBy: 'orderDate', direction: 'desc' }, 'orderDate')).toEqual({
      sortBy: 'orderDate',
      direction: 'asc',
    });
    expect(nextSort({ sortBy: 'orderDate', direction: 'asc' }, 'orderDate')).toEqual({
      sortBy: 'orderDate',
      direction: 'desc',
    });
    expect(nextSort({ sortBy: 'orderDate', direction: 'asc' }, 'total')).toEqual({
      sortBy: 'total',
      direction: 'desc',
    });
  });

  it('refuses an end date before the start date', () => {
    expect(dateRangeError('2026-05-02', '2026-05-01')).toBe('End date must be on or after the start date');
    expect(dateRangeError('2026-05-01', '2026-05-01')).toBeNull();
    expect(dateRangeError('', '2026-05-01')).toBeNull();
  });

  it('shows prices only when some line has one', () => {
    expect(anyPrice([{ price: null }, { price: null }])).toBe(false);
    expect(anyPrice([{ price: null }, { price: '1.50' }])).toBe(true);
    expect(anyPrice([])).toBe(false);
  });
});
