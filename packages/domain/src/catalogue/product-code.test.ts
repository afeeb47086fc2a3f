import { describe, expect, it } from 'vitest';
import { formatProductCode, unformatProductCode } from './product-code';

describe('formatProductCode', () => {
  it('puts a hyphen after the third digit of a six-digit code only', () => {
    expect(formatProductCode('210006')).toBe('210-006');
    expect(formatProductCode('T1234')).toBe('T1234');
    expect(formatProductCode('2100061')).toBe('2100061');
  });
});

describe('unformatProductCode', () => {
  it('reads a code as shown as the code stored', () => {
    expect(unformatProductCode('210-006')).toBe('210006');
    expect(unformatProductCode(formatProductCode('104023'))).toBe('104023');
  });

  it('drops the hyphen from part of a shown code, so every part still finds the stored code', () => {
    const code = '210006';
    const shown = formatProductCode(code);
    for (let start = 0; start < shown.length; start++) {
      for (let end = start + 1; end <= shown.length; end++) {
        const part = shown.slice(start, end);
        if (part !== '-') expect(code, part).toContain(unformatProductCode(part));
      }
    }
  });

  it('leaves other words alone: codes typed as stored, words, a lone hyphen, hyphens that no code shows', () => {
    for (const word of ['210006', 'beef', '-', 'ab-12', '2100-06', '21-0-06', 't-bone'])
      expect(unformatProductCode(word)).toBe(word);
  });
});
