import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Product } from '@storefront/contract';
import { getProductListPage, type ProductListFilter } from '../../../lib/catalogue/api/get-product-list';
import { CATALOGUE_STALE_MS, useCatalogueScope } from '../../../lib/catalogue/catalogue-scope';

/** Products per page while browsing the catalogue to pick a guide's products. */
const BROWSE_PAGE_SIZE = 50;

const listFilter = (over: Partial<ProductListFilter>): ProductListFilter => ({
  mc: '',
  c: '',
  og: '',
  s: '',
  sort: 'Description',
  ...over,
});

/**
 * The products of a saved guide, every page of the og list (a guide holds at most 1,000).
 * Guides change apart from the catalogue: read fresh each time the editor opens.
 */
export function useGuideProducts(name: string, exists: boolean) {
  const scope = useCatalogueScope();
  return useQuery({
    queryKey: ['order-guides', scope, 'edit', name],
    enabled: exists,
    staleTime: 0,
    gcTime: 0,
    queryFn: async ({ signal }) => {
      const products: Product[] = [];
      for (let page = 1; ; page++) {
        const answer = await getProductListPage(listFilter({ og: name }), page, MAX_PAGE_SIZE, signal);
        products.push(...answer.products);
        if (answer.nextCursor === null || answer.products.length === 0) return products;
      }
    },
  });
}

/** The catalogue to pick from: a main category and search text, a page at a time as the list scrolls. */
export function useCatalogueBrowse(mc: string, search: string) {
  const scope = useCatalogueScope();
  const filter = listFilter({ mc, s: search });
  const query = useInfiniteQuery({
    queryKey: ['products', scope, 'guide-browse', filter],
    queryFn: ({ pageParam, signal }) => getProductListPage(filter, pageParam, BROWSE_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.nextCursor !== null ? all.length + 1 : undefined),
    staleTime: CATALOGUE_STALE_MS,
    // A new search shows the last one's rows until its answer comes: rows in both keep their fields (and focus).
    placeholderData: keepPreviousData,
  });
  return {
    products: query.data?.pages.flatMap((p) => p.products) ?? [],
    total: query.data?.pages[0]?.total ?? null,
    loading: query.isPending,
    error: query.error,
    retry: () => void query.refetch(),
    more: () => {
      // Not while the last search's rows stand in for a new search's answer.
      if (query.hasNextPage && !query.isFetchingNextPage && !query.isPlaceholderData) void query.fetchNextPage();
    },
  };
}
