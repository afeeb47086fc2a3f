import { formatProductCode } from '@storefront/domain';

/** What product search matches (products.search_text): the parts, lower-cased, in one text. */
export function searchTextOf(parts: readonly string[]): string {
  return parts.join(' ').toLowerCase();
}

/**
 * A product's search text: its code as stored and as shown ('210006' and '210-006'), description, brand and the
 * values of its additional fields (pack size, origin, storage...), as the seeded catalogue writes it.
 */
export function productSearchText(p: {
  code: string;
  description: string;
  brand: string;
  additional: Readonly<Record<string, string>>;
}): string {
  const extra = Object.entries(p.additional)
    .filter(([key, value]) => key !== 'k0' && key !== 'k1' && value !== '')
    .map(([, value]) => value);
  return searchTextOf([p.code, formatProductCode(p.code), p.description, p.brand, ...extra]);
}
