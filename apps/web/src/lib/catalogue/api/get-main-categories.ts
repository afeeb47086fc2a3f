import { useQuery } from '@tanstack/react-query';
import { MainCategories, type MainCategory } from '@storefront/contract';
import { apiRequest } from '../../api/api-client';
import { CATALOGUE_STALE_MS, useCatalogueScope } from '../catalogue-scope';

/** GET /api/product/maincategories, in catalogue order. */
export function getMainCategories(signal?: AbortSignal): Promise<MainCategory[]> {
  return apiRequest('/api/product/maincategories', { schema: MainCategories, signal });
}

export function useMainCategories() {
  const scope = useCatalogueScope();
  return useQuery({
    queryKey: ['catalogue', scope, 'maincategories'],
    queryFn: ({ signal }) => getMainCategories(signal),
    staleTime: CATALOGUE_STALE_MS,
  });
}
