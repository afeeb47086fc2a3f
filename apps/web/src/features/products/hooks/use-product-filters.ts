import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type HashFilters, parseHashFilters, serializeHashFilters } from '../../../lib/catalogue/product-filters';
import { parseScrollIndex, withScrollIndex } from '../utils/scroll-index';

/**
 * The /products URL as state: filters in the hash, search text in ?s= (written by the
 * top bar), the first product in view in ?i=. Changing filters starts at the top again.
 */
export function useProductFilters() {
  const location = useLocation();
  const navigate = useNavigate();
  const { search, hash } = location;
  const filters = useMemo(() => parseHashFilters(hash), [hash]);
  const searchText = new URLSearchParams(search).get('s') ?? '';
  const scrollIndex = parseScrollIndex(search);
  // Setters read the latest URL through a ref so they stay stable while ?i= changes under them.
  const latest = useRef(location);
  latest.current = location;

  /** A new entry, so Back returns to the previous filters. */
  const setFilters = useCallback(
    (next: HashFilters) => {
      const { pathname: path, search: query } = latest.current;
      void navigate({ pathname: path, search: withScrollIndex(query, 0), hash: serializeHashFilters(next) });
    },
    [navigate],
  );

  /** Replaces the entry: scrolling is not a step the Back button should walk through. */
  const setScrollIndex = useCallback(
    (index: number) => {
      const { pathname: path, search: query, hash: fragment } = latest.current;
      // A late write after the user left the page must not pull them back.
      if (parseScrollIndex(query) === index || window.location.pathname !== path) return;
      void navigate(
        { pathname: path, search: withScrollIndex(query, index), hash: fragment },
        { replace: true, preventScrollReset: true },
      );
    },
    [navigate],
  );

  /** Back to the first product, keeping filters and search (used when the sort changes). */
  const resetScroll = useCallback(() => setScrollIndex(0), [setScrollIndex]);

  return { filters, searchText, scrollIndex, setFilters, setScrollIndex, resetScroll };
}
