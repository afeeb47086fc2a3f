import { type OrderGuide, STANDARD_ORDER_GUIDE } from '@storefront/contract';

/** Spec 1 §2 order guide page: the dropdown leaves out Standard (the server lists only visible products). */
export function pageGuides(guides: readonly OrderGuide[]): OrderGuide[] {
  return guides.filter((g) => g.name !== STANDARD_ORDER_GUIDE);
}

/** The guide named in the hash (#og=name) when it is one of them, else the first, else none. */
export function chosenGuide(guides: readonly OrderGuide[], og: string): OrderGuide | null {
  return guides.find((g) => g.name === og) ?? guides[0] ?? null;
}

/** The page's own hash: '#og=Bar%20Menu'. */
export const guideHash = (name: string) => `#og=${encodeURIComponent(name)}`;

/** Reads og from a location hash ('#og=Bar%20Menu' -> 'Bar Menu'). */
export function ogOfHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('og') ?? '';
}

/** /order-guide-edit's hash: '#og_edit=Bar%20Menu'. */
export const editHash = (name: string) => `#og_edit=${encodeURIComponent(name)}`;

/** Reads og_edit from a location hash. */
export function ogEditOfHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('og_edit') ?? '';
}
