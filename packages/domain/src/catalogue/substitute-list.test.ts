import { describe, expect, it } from 'vitest';
import { substituteListProblems } from './substitute-list';

describe('a list of substitutes', () => {
  it('is fine with up to ten other products, each once', () => {
    expect(substituteListProblems('150001', ['150002', '170005'])).toEqual([]);
    expect(substituteListProblems('150001', [])).toEqual([]);
  });
  it('refuses more than ten, an empty code, a code twice and the product itself, all at once', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => String(200001 + i));
    expect(substituteListProblems('150001', eleven)).toEqual(['A product names at most 10 substitutes; 11 were given']);
    expect(substituteListProblems('t100', ['150002', '', '150002', 'T100'])).toEqual([
      'A substitute product code is empty',
      'Named more than once: 150002',
      't100 cannot be its own substitute',
    ]);
  });
});
