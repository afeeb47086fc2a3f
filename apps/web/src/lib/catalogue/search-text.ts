/** Spec 1 §5 / spec 2: search input waits this long before it is applied. */
export const SEARCH_DEBOUNCE_MS = 500;

/** Spec 1 §5: single quotes in search text are replaced with backticks before use. */
export function normalizeSearchText(text: string): string {
  return text.replace(/'/g, '`');
}

/** The /products URL for a search, keeping the filter hash (spec 1 §2: filters live in the hash). */
export function productSearchUrl(text: string, hash = ''): string {
  const normalized = normalizeSearchText(text).trim();
  const query = normalized ? `?${new URLSearchParams({ s: normalized }).toString()}` : '';
  return `/products${query}${hash}`;
}
