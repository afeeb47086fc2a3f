import { describe, expect, it } from 'vitest';
import { resultLine } from './result-line';

describe('resultLine', () => {
  it('counts in the singular and plural with grouping', () => {
    expect(resultLine(1, '')).toBe('1 result');
    expect(resultLine(0, '')).toBe('0 results');
    expect(resultLine(100000, '  ')).toBe('100,000 results');
  });
  it('names the search, showing apostrophes again', () => {
    expect(resultLine(12, 'milk')).toBe('12 results for milk');
    expect(resultLine(1, 'chef`s best')).toBe("1 result for chef's best");
  });
});
