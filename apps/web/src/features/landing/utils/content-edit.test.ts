import { describe, expect, it } from 'vitest';
import { LandingLayout } from '@storefront/contract';
import { moveCard } from '@storefront/domain';
import { insertCard, newItem, removeItem, setCardType } from './content-edit';

const layout = (): LandingLayout => ({ title: 'T', enabled: true, cards: [] });

describe('landing editor edits', () => {
  it('inserts after a card, moves by 1.5 and renumbers', () => {
    let l = insertCard(layout(), null);
    l = insertCard(l, 0);
    l = insertCard(l, 0);
    expect(l.cards.map((c) => c.index)).toEqual([0, 1, 2]);
    const [a, b, c] = l.cards.map((card) => card.id);
    const moved = moveCard(l.cards, a!, 'right');
    expect(moved.map((card) => card.id)).toEqual([b, a, c]);
    expect(moveCard(moved, c!, 'left').map((card) => card.id)).toEqual([b, c, a]);
  });

  it('gives every type a layout the server accepts; a carousel forces 600px', () => {
    const base = insertCard(layout(), null).cards[0]!;
    for (const variant of [
      'text',
      'image',
      'group',
      'carousel',
      'product',
      'productList',
      'pushProductList',
    ] as const) {
      const card = setCardType(base, variant);
      expect(LandingLayout.safeParse({ ...layout(), cards: [card] }).success, variant).toBe(true);
    }
    expect(setCardType(base, 'carousel').height).toBe('600px');
    expect(setCardType(setCardType(base, 'text'), 'empty')).toMatchObject({ empty: true, childID: null, content: [] });
  });

  it('removes an item with everything under it', () => {
    const group = newItem('group', null);
    const inner = newItem('group', group.id);
    const leaf = newItem('image', inner.id);
    const other = newItem('image', group.id);
    expect(removeItem([group, inner, leaf, other], inner.id).map((i) => i.id)).toEqual([group.id, other.id]);
  });
});
