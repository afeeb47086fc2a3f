import { useEffect } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@storefront/contract';
import { CATALOGUE_STALE_MS, useCatalogueScope } from '../../../lib/catalogue/catalogue-scope';
import { getProductListPage, type ProductListFilter } from '../../../lib/catalogue/api/get-product-list';

/**
 * Quick Entry is a form over the list, so it gets the products as one array. Loaded a page of
 * 200 at a time, and only up to this many: past that the user narrows the search instead of
 * the browser holding a whole 100,000-product catalogue.
 */
export const QUICK_ENTRY_LIMIT = 1000;

export function useQuickEntryProducts(filter: ProductListFilter) {
  const scope = useCatalogueScope();
  const query = useInfiniteQuery({
    queryKey: ['products', scope, 'quick-entry', filter],
    queryFn: ({ pageParam, signal }) => getProductListPage(filter, pageParam, MAX_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) =>
      last.nextCursor !== null && all.length * MAX_PAGE_SIZE < QUICK_ENTRY_LIMIT ? all.length + 1 : undefined,
    staleTime: CATALOGUE_STALE_MS,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, isError]);

  const products = query.data?.pages.flatMap((p) => p.products) ?? [];
  const total = query.data?.pages[0]?.total ?? null;
  return {
    products,
    total,
    loading: query.isPending || hasNextPage,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
