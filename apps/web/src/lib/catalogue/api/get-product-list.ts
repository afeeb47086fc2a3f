import { queryOptions } from '@tanstack/react-query';
import { ProductListResponse, type ProductListQuery } from '@storefront/contract';
import type { PageSort } from '@storefront/domain';
import { apiRequest } from '../../api/api-client';
import { CATALOGUE_STALE_MS, type CatalogueScope } from '../catalogue-scope';

/** What selects a product list: the hash filters, the search text and the sort. */
export interface ProductListFilter {
  mc: string;
  c: string;
  og: string;
  s: string;
  sort: PageSort;
}

/** GET /api/product/list for one page (1-based); the answer's total counts every page. */
export function getProductListPage(
  filter: ProductListFilter,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<ProductListResponse> {
  const query: Partial<Record<keyof ProductListQuery, string | number>> = {
    page,
    pageSize,
    mc: filter.mc,
    c: filter.c,
    og: filter.og,
    s: filter.s,
    sort: filter.sort,
  };
  return apiRequest('/api/product/list', { schema: ProductListResponse, query, signal });
}

/**
 * One page of one list, cached 10 minutes (spec 1 §9). Pages are fetched by number, not
 * by cursor, so the grid can jump straight to any depth (the server answers page 1,000 as
 * fast as page 1) and each visible page is one request.
 */
export function productListPageQuery(scope: CatalogueScope, filter: ProductListFilter, page: number, pageSize: number) {
  return queryOptions({
    queryKey: ['products', scope, 'list', filter, pageSize, page],
    // The signal lets TanStack cancel pages the user scrolled past before they arrived.
    queryFn: ({ signal }) => getProductListPage(filter, page, pageSize, signal),
    staleTime: CATALOGUE_STALE_MS,
    gcTime: CATALOGUE_STALE_MS,
  });
}
