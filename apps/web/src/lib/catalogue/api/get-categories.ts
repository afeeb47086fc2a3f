import { useQuery } from '@tanstack/react-query';
import { Categories, type Category } from '@storefront/contract';
import { apiRequest } from '../../api/api-client';
import { CATALOGUE_STALE_MS, useCatalogueScope } from '../catalogue-scope';

/**
 * GET /api/product/categories: every category with its main category (parent) and
 * whether it is excluded for the acting customer. One call for all of them: the demo
 * and real catalogues have tens of categories, and both screens need them all.
 */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiRequest('/api/product/categories', { schema: Categories, signal });
}

export function useCategories() {
  const scope = useCatalogueScope();
  return useQuery({
    // Keyed by customer: exclusions differ per customer.
    queryKey: ['catalogue', scope, 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: CATALOGUE_STALE_MS,
  });
}
