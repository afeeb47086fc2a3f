import type { ContentItem, ContentVariant, LandingCard, LandingLayout } from '@storefront/contract';
import { LANDING_LIMITS, renumber } from '@storefront/domain';

/** A fresh id for a card or content item (the schema's letters, digits and dashes). */
export const newId = (): string => crypto.randomUUID();

/** A new content item of a type with the editor's defaults (carousel interval 3 s, spec 3 §5). */
export function newItem(variant: ContentVariant, parentId: string | null): ContentItem {
  const base = { id: newId(), parentId };
  switch (variant) {
    case 'text':
      return { ...base, variant, value: [{ type: 'paragraph', children: [{ text: '' }] }] };
    case 'image':
      return {
        ...base,
        variant,
        src: '',
        alt: '',
        link: null,
        objectFit: 'cover',
        width: null,
        height: null,
        padding: 0,
      };
    case 'group':
      return { ...base, variant, direction: 'row' };
    case 'carousel':
      return { ...base, variant, interval: LANDING_LIMITS.carouselIntervalDefault };
    case 'product':
      return { ...base, variant, productKey: null, isPushProduct: false };
    case 'productList':
      return { ...base, variant, productSource: 'category', categoryCode: null, category: '' };
    case 'pushProductList':
      return { ...base, variant };
  }
}

export function newCard(index: number): LandingCard {
  return {
    id: newId(),
    index,
    width: 1,
    height: 'auto',
    heading: '',
    empty: true,
    hidden: false,
    childID: null,
    content: [],
  };
}

/** The item and everything under it. */
export function subtreeIds(content: readonly ContentItem[], id: string): Set<string> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const item of content) {
      if (item.parentId !== null && ids.has(item.parentId) && !ids.has(item.id)) {
        ids.add(item.id);
        grew = true;
      }
    }
  }
  return ids;
}

export function removeItem(content: readonly ContentItem[], id: string): ContentItem[] {
  const gone = subtreeIds(content, id);
  return content.filter((i) => !gone.has(i.id));
}

export function replaceItem(content: readonly ContentItem[], item: ContentItem): ContentItem[] {
  return content.map((i) => (i.id === item.id ? item : i));
}

/**
 * Spec 3 §2: choosing a content type replaces the card's content ('empty' removes it); a
 * carousel forces Manual height at 600px.
 */
export function setCardType(card: LandingCard, variant: ContentVariant | 'empty'): LandingCard {
  if (variant === 'empty') return { ...card, empty: true, childID: null, content: [] };
  const root = newItem(variant, null);
  const height = variant === 'carousel' ? LANDING_LIMITS.carouselHeight : card.height;
  return { ...card, empty: false, childID: root.id, content: [root], height };
}

/** Inserts a new empty card after `afterIndex` (or first), then renumbers. */
export function insertCard(layout: LandingLayout, afterIndex: number | null): LandingLayout {
  const card = newCard(afterIndex === null ? -1 : afterIndex + 0.5);
  return { ...layout, cards: renumber([...layout.cards, card]) };
}

export function deleteCard(layout: LandingLayout, id: string): LandingLayout {
  return { ...layout, cards: renumber(layout.cards.filter((c) => c.id !== id)) };
}

export function saveCard(layout: LandingLayout, card: LandingCard): LandingLayout {
  return { ...layout, cards: layout.cards.map((c) => (c.id === card.id ? card : c)) };
}
