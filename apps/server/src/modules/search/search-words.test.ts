import { describe, expect, it } from 'vitest';
import { searchWords } from './search-words';

describe('searchWords', () => {
  it('splits, lower-cases and de-duplicates', () => {
    expect(searchWords('  Beef  RIBEYE beef ')).toEqual(['beef', 'ribeye']);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('   ')).toEqual([]);
  });
  it('reads backticks and typographic quotes as apostrophes', () => {
    expect(searchWords('baker`s')).toEqual(["baker's"]);
    expect(searchWords('baker\u2019s')).toEqual(["baker's"]);
  });
});
