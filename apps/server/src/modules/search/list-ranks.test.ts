import { describe, expect, it } from 'vitest';
import { inListOrder, intersectKeys } from './list-ranks';

describe('intersectKeys', () => {
  it('keeps the keys every list holds', () => {
    expect(
      intersectKeys([
        [1, 2, 3, 4],
        [4, 2, 9],
        [2, 4, 5],
      ]),
    ).toEqual([4, 2]);
    expect(intersectKeys([[1, 2]])).toEqual([1, 2]);
    expect(intersectKeys([[1, 2], []])).toEqual([]);
    expect(intersectKeys([])).toEqual([]);
  });
});

describe('inListOrder', () => {
  it('keeps the list order and drops keys the list does not hold', () => {
    const list = [30, 10, 20, 50, 40];
    expect(inListOrder(list, [40, 10, 99, 30])).toEqual([30, 10, 40]);
    expect(inListOrder(list, [])).toEqual([]);
    expect(inListOrder(list, [-1, 0, 51])).toEqual([]);
  });
  it('handles keys too large for a dense table', () => {
    const list = [900_000_001, 5, 123_456_789];
    expect(inListOrder(list, [123_456_789, 900_000_001, 7])).toEqual([900_000_001, 123_456_789]);
  });
});
