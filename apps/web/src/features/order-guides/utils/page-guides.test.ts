import type { OrderGuide } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { chosenGuide, guideHash, ogOfHash, pageGuides } from './page-guides';

const guide = (name: string) =>
  ({ name, isPrimary: name === 'Standard', isReadOnly: name === 'Standard', products: [] }) as OrderGuide;

describe('order guide page choices', () => {
  const all = ['Standard', 'Bar', 'Weekly'].map(guide);

  it('leaves Standard out of the dropdown', () => {
    expect(pageGuides(all).map((g) => g.name)).toEqual(['Bar', 'Weekly']);
  });

  it('chooses the guide of the hash, else the first, else none', () => {
    const listed = pageGuides(all);
    expect(chosenGuide(listed, 'Weekly')?.name).toBe('Weekly');
    expect(chosenGuide(listed, 'Gone')?.name).toBe('Bar');
    expect(chosenGuide([], 'Bar')).toBeNull();
  });

  it('writes and reads the hash with any characters a name may hold', () => {
    expect(guideHash('Bar & Grill')).toBe('#og=Bar%20%26%20Grill');
    expect(ogOfHash(guideHash('Bar & Grill'))).toBe('Bar & Grill');
    expect(ogOfHash('')).toBe('');
  });
});
