import { useCallback, useMemo, useRef, useState } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@storefront/contract';
import { useCatalogueScope } from '../../../lib/catalogue/catalogue-scope';
import { type ProductListFilter, productListPageQuery } from '../../../lib/catalogue/api/get-product-list';
import { pageOf, pagesForRange } from '../utils/grid-geometry';
import { useThrottledValue } from './use-throttled-value';

/** Products per request: whole rows at 1 to 6 columns, and a screenful or more at any width. */
export const PAGE_SIZE = 60;
/** Pages follow the scroll position at most this often, so a scrollbar drag across thousands of rows asks for a handful of pages. */
const RANGE_THROTTLE_MS = 150;
/** Ask for the next page a little before its first card scrolls into view. */
const LOOKAHEAD = 20;

export interface ProductPages {
  /** Products matching the filter on all pages; null until the first page answers. */
  total: number | null;
  /** The product at a 0-based index, or undefined while its page is loading. */
  productAt: (index: number) => Product | undefined;
  /** The grid reports which products are rendered; their pages are fetched. */
  showRange: (first: number, last: number) => void;
  error: Error | null;
  retry: () => void;
}

/**
 * The list as pages fetched on demand. Only the pages under the rendered range are
 * observed; pages scrolled past stay cached (10 minutes) and are read straight from the
 * cache when the user scrolls back, so memory follows what was looked at, not the catalogue.
 */
export function useProductPages(filter: ProductListFilter, startIndex: number): ProductPages {
  const scope = useCatalogueScope();
  const client = useQueryClient();
  const [range, setRange] = useState({ first: startIndex, last: startIndex });
  const settled = useThrottledValue(range, RANGE_THROTTLE_MS);
  const pages = useMemo(() => pagesForRange(settled.first, settled.last + LOOKAHEAD, PAGE_SIZE), [settled]);
  const results = useQueries({ queries: pages.map((page) => productListPageQuery(scope, filter, page, PAGE_SIZE)) });

  // The total survives moving to pages that have not answered yet.
  const lastTotal = useRef<number | null>(null);
  const answered = results.find((r) => r.data)?.data;
  if (answered) lastTotal.current = answered.total;

  const productAt = (index: number): Product | undefined => {
    const page = pageOf(index, PAGE_SIZE);
    const at = pages.indexOf(page);
    const data =
      at >= 0 ? results[at]?.data : client.getQueryData(productListPageQuery(scope, filter, page, PAGE_SIZE).queryKey);
    return data?.products[index - (page - 1) * PAGE_SIZE];
  };

  const showRange = useCallback((first: number, last: number) => {
    setRange((prev) => (prev.first === first && prev.last === last ? prev : { first, last }));
  }, []);

  const failed = results.filter((r) => r.isError);
  return {
    total: lastTotal.current,
    productAt,
    showRange,
    error: failed[0]?.error ?? null,
    retry: () => failed.forEach((r) => void r.refetch()),
  };
}
