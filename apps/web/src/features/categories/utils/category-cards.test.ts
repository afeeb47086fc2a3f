import { describe, expect, it } from 'vitest';
import { categoryCards } from './category-cards';

describe('categoryCards', () => {
  it('keeps main categories in catalogue order and sorts each one’s categories by name', () => {
    const mains = [
      { code: 'MEAT', description: 'Meat & Poultry' },
      { code: 'BEV', description: 'Beverages' },
    ];
    const categories = [
      { code: 'PORK', description: 'Pork', parent: 'MEAT', isExcluded: false },
      { code: 'BEEF', description: 'beef', parent: 'MEAT', isExcluded: false },
      { code: 'COFFEE', description: 'Coffee & Tea', parent: 'BEV', isExcluded: true },
      { code: 'ORPHAN', description: 'Orphan', parent: 'GONE', isExcluded: false },
    ];
    const cards = categoryCards(mains, categories);
    expect(cards.map((c) => c.main.code)).toEqual(['MEAT', 'BEV']);
    expect(cards[0]?.categories.map((c) => c.code)).toEqual(['BEEF', 'PORK']);
    expect(cards[1]?.categories.map((c) => c.code)).toEqual(['COFFEE']);
  });
  it('gives no cards for no main categories', () => {
    expect(categoryCards([], [])).toEqual([]);
  });
});
