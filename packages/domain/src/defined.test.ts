import { describe, expect, it } from 'vitest';
import { defined } from './defined';

describe('defined', () => {
  it('hands back a value that is there, falsy ones included', () => {
    expect(defined(0, 'a count')).toBe(0);
    expect(defined('', 'a text')).toBe('');
  });
  it('names what was missing', () => {
    expect(() => defined(undefined, 'the line id')).toThrow('Expected the line id');
    expect(() => defined(null, 'a product')).toThrow('Expected a product');
  });
});
