import { describe, expect, it } from 'vitest';
import { parseScrollIndex, withScrollIndex } from './scroll-index';

describe('scroll index', () => {
  it('reads a whole, positive i and ignores anything else', () => {
    expect(parseScrollIndex('?s=milk&i=120')).toBe(120);
    expect(parseScrollIndex('?i=-3')).toBe(0);
    expect(parseScrollIndex('?i=abc')).toBe(0);
    expect(parseScrollIndex('?i=1.5')).toBe(0);
    expect(parseScrollIndex('')).toBe(0);
  });
  it('writes i beside the search and drops it at the top', () => {
    expect(withScrollIndex('?s=milk', 30)).toBe('?s=milk&i=30');
    expect(withScrollIndex('?s=milk&i=30', 0)).toBe('?s=milk');
    expect(withScrollIndex('?i=30', 0)).toBe('');
  });
});
