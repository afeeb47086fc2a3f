import type { ContentItem, LandingCard, LandingLayout } from '@storefront/contract';

/** A text card with one paragraph. */
export function textCard(id: string, index: number, text = 'Hello'): LandingCard {
  return {
    id,
    index,
    width: 2,
    height: 'auto',
    heading: `Card ${id}`,
    empty: false,
    hidden: false,
    childID: `${id}-text`,
    content: [
      { id: `${id}-text`, parentId: null, variant: 'text', value: [{ type: 'paragraph', children: [{ text }] }] },
    ],
  };
}

export function imageItem(
  id: string,
  parentId: string | null,
  over: Partial<Extract<ContentItem, { variant: 'image' }>> = {},
): ContentItem {
  return {
    id,
    parentId,
    variant: 'image',
    // A picture the demo seed draws (so it exists on disk, as a new image source must).
    src: '/img/landing/demo-hero-warehouse.webp',
    alt: 'A picture',
    link: null,
    objectFit: 'cover',
    width: 800,
    height: 400,
    padding: 1,
    ...over,
  };
}

/** A card holding a carousel of `children`. */
export function carouselCard(id: string, index: number, children: ContentItem[]): LandingCard {
  return {
    id,
    index,
    width: 4,
    height: '600px',
    heading: '',
    empty: false,
    hidden: false,
    childID: `${id}-carousel`,
    content: [{ id: `${id}-carousel`, parentId: null, variant: 'carousel', interval: 3 }, ...children],
  };
}

export function layoutOf(cards: LandingCard[], title = 'Test page'): LandingLayout {
  return { title, enabled: true, cards };
}
