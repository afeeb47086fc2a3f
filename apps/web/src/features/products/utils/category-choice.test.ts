import { describe, expect, it } from 'vitest';
import { categoryGroups, withCategory, withMainCategory } from './category-choice';

const mains = [
  { code: 'MEAT', description: 'Meat & Poultry' },
  { code: 'DAIRY', description: 'Dairy & Eggs' },
  { code: 'EMPTY', description: 'Nothing yet' },
];
const categories = [
  { code: 'BEEF', description: 'Beef', parent: 'MEAT', isExcluded: false },
  { code: 'PORK', description: 'Pork', parent: 'MEAT', isExcluded: false },
  { code: 'MILK', description: 'Milk & Cream', parent: 'DAIRY', isExcluded: true },
];
const none = { mc: '', c: '', og: '' };

describe('category choice', () => {
  it('clears a category of another main category, keeps one of the same', () => {
    expect(withMainCategory({ ...none, mc: 'MEAT', c: 'BEEF' }, 'DAIRY', categories)).toEqual({ ...none, mc: 'DAIRY' });
    expect(withMainCategory({ ...none, c: 'BEEF' }, 'MEAT', categories)).toEqual({ ...none, mc: 'MEAT', c: 'BEEF' });
    expect(withMainCategory({ ...none, mc: 'MEAT', c: 'BEEF', og: 'G' }, '', categories)).toEqual({ ...none, og: 'G' });
  });
  it("sets the category's main category with it", () => {
    expect(withCategory(none, 'MILK', categories)).toEqual({ ...none, mc: 'DAIRY', c: 'MILK' });
    expect(withCategory({ ...none, mc: 'MEAT', c: 'BEEF' }, '', categories)).toEqual({ ...none, mc: 'MEAT' });
  });
  it('offers the chosen main category, or every non-empty group in catalogue order', () => {
    expect(categoryGroups(mains, categories, 'DAIRY').map((g) => g.categories.map((c) => c.code))).toEqual([['MILK']]);
    expect(categoryGroups(mains, categories, '').map((g) => g.main.code)).toEqual(['MEAT', 'DAIRY']);
  });
});
