import { describe, expect, it } from 'vitest';
import { containsPattern } from './like-pattern';

describe('containsPattern', () => {
  it('escapes LIKE wildcards', () => {
    expect(containsPattern('80%')).toBe('%80\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('c:\\x')).toBe('%c:\\\\x%');
  });
});
