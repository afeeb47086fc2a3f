import { describe, expect, it } from 'vitest';
import { filterCustomers, nextActiveIndex } from './customer-list';

const customers = [
  { customerKey: 1, customerCode: 'ACME01', name: 'Acme Foods' },
  { customerKey: 2, customerCode: 'BLU200', name: 'Blue Harbor Grill' },
  { customerKey: 3, customerCode: 'CAF310', name: "Carla's Café" },
];

describe('filterCustomers', () => {
  it('matches name or code, ignoring case and surrounding space', () => {
    expect(filterCustomers(customers, ' harbor ').map((c) => c.customerKey)).toEqual([2]);
    expect(filterCustomers(customers, 'caf3').map((c) => c.customerKey)).toEqual([3]);
    expect(filterCustomers(customers, '')).toHaveLength(3);
    expect(filterCustomers(customers, 'zzz')).toEqual([]);
  });
});

describe('nextActiveIndex', () => {
  const key = (k: string, shiftKey = false) => ({ key: k, shiftKey });

  it('moves with arrows and stops at the ends', () => {
    expect(nextActiveIndex(key('ArrowDown'), 0, 3)).toBe(1);
    expect(nextActiveIndex(key('ArrowDown'), 2, 3)).toBe(2);
    expect(nextActiveIndex(key('ArrowUp'), 0, 3)).toBe(0);
    expect(nextActiveIndex(key('End'), 0, 3)).toBe(2);
  });

  it('moves with Tab and Shift+Tab, then lets focus leave at the ends', () => {
    expect(nextActiveIndex(key('Tab'), 0, 3)).toBe(1);
    expect(nextActiveIndex(key('Tab'), 2, 3)).toBeNull();
    expect(nextActiveIndex(key('Tab', true), 2, 3)).toBe(1);
    expect(nextActiveIndex(key('Tab', true), 0, 3)).toBeNull();
  });

  it('ignores other keys and empty lists', () => {
    expect(nextActiveIndex(key('a'), 0, 3)).toBeNull();
    expect(nextActiveIndex(key('ArrowDown'), 0, 0)).toBeNull();
  });
});
