import { describe, expect, it } from 'vitest';
import { cardWidth, columnCount, pageOf, pagesForRange, rowCount, rowsInView } from './grid-geometry';

describe('grid geometry', () => {
  it('uses the fewest columns that keep cards at most 350 px', () => {
    // 968 px (desktop with the side menu): 2 columns would be 476 px, 3 are 312 px.
    expect(columnCount(968)).toBe(3);
    expect(cardWidth(968, 3)).toBeCloseTo(312);
    // 343 px (a 375 px phone): one card of 343 px.
    expect(columnCount(343)).toBe(1);
    // Exactly 350: one column; 351: two of 167.5 px.
    expect(columnCount(350)).toBe(1);
    expect(columnCount(351)).toBe(2);
    expect(cardWidth(351, 2)).toBeCloseTo(167.5);
    expect(columnCount(0)).toBe(1);
  });
  it('counts rows and pages', () => {
    expect(rowCount(359, 3)).toBe(120);
    expect(rowCount(0, 3)).toBe(0);
    expect(pageOf(0, 60)).toBe(1);
    expect(pageOf(59, 60)).toBe(1);
    expect(pageOf(60, 60)).toBe(2);
    expect(pageOf(50_000, 60)).toBe(834);
  });
  it('lists the pages a range of products spans', () => {
    expect(pagesForRange(0, 17, 60)).toEqual([1]);
    expect(pagesForRange(55, 70, 60)).toEqual([1, 2]);
    expect(pagesForRange(50_000, 50_017, 60)).toEqual([834]);
    expect(pagesForRange(10, 5, 60)).toEqual([1]);
  });
  it('renders the rows in view with one above and two below', () => {
    // The list starts 200 px below a 900 px window: rows 0..2 show (0..699 px of the list), plus two below.
    expect(rowsInView(-200, 900, 300, 120)).toEqual({ first: 0, last: 4 });
    // Scrolled 3,000 px into the list: rows 10..12 show (3,000..3,899 px), plus one above and two below.
    expect(rowsInView(3000, 900, 300, 120)).toEqual({ first: 9, last: 14 });
    // A row partly in view counts.
    expect(rowsInView(3001, 900, 300, 120)).toEqual({ first: 9, last: 15 });
    // At the end the range stops at the last row; past it (a shrunk list) it keeps the last rows.
    expect(rowsInView(35_500, 900, 300, 120)).toEqual({ first: 117, last: 119 });
    expect(rowsInView(99_000, 900, 300, 120)).toEqual({ first: 118, last: 119 });
    // Far above the list (a page scrolled to the top of a long header): the first rows.
    expect(rowsInView(-5000, 900, 300, 120)).toEqual({ first: 0, last: 2 });
  });
  it('renders nothing without rows', () => {
    expect(rowsInView(0, 900, 300, 0)).toEqual({ first: 0, last: -1 });
  });
});
