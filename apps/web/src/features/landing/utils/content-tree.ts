import type { ContentItem, LandingCard } from '@storefront/contract';

/** The card's top content item (its childID), or null for an empty card. */
export function rootOf(card: Pick<LandingCard, 'childID' | 'content'>): ContentItem | null {
  return card.childID === null ? null : (card.content.find((i) => i.id === card.childID) ?? null);
}

/** The items directly under `parentId`, in their order in the card. */
export function childrenOf(content: readonly ContentItem[], parentId: string): ContentItem[] {
  return content.filter((i) => i.parentId === parentId);
}

/** The cards a visitor sees, in index order. */
export function visibleCards(cards: readonly LandingCard[]): LandingCard[] {
  return cards.filter((c) => !c.hidden).sort((a, b) => a.index - b.index);
}
