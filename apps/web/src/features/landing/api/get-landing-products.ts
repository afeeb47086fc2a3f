import { useQueries, useQuery } from '@tanstack/react-query';
import { ProductListResponse, PushProductKeys } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { getProduct } from '../../../lib/catalogue/api/get-product';
import { CATALOGUE_STALE_MS, useCatalogueScope } from '../../../lib/catalogue/catalogue-scope';

/** How many products a product list card shows. */
export const LANDING_LIST_SIZE = 10;

/** The first products of a category (or of the whole catalogue) in the shop's order. */
export function useLandingProductList(categoryCode: string | null) {
  const scope = useCatalogueScope();
  return useQuery({
    queryKey: ['products', scope, 'landing-list', categoryCode ?? ''],
    queryFn: ({ signal }) =>
      apiRequest('/api/product/list', {
        schema: ProductListResponse,
        query: { page: 1, pageSize: LANDING_LIST_SIZE, c: categoryCode ?? '', sort: 'Sequence' },
        signal,
      }),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** The push products (GET /api/product/pushProductKeys), in their sequence, each fetched like the product page does. */
export function usePushProducts() {
  const scope = useCatalogueScope();
  const keys = useQuery({
    queryKey: ['products', 'push-keys'],
    queryFn: ({ signal }) => apiRequest('/api/product/pushProductKeys', { schema: PushProductKeys, signal }),
    staleTime: CATALOGUE_STALE_MS,
  });
  const firstKeys = [...(keys.data ?? [])]
    .sort((a, b) => a.sequence - b.sequence)
    .slice(0, LANDING_LIST_SIZE)
    .map((k) => k.productKey);
  const products = useQueries({
    queries: firstKeys.map((productKey) => ({
      queryKey: ['products', scope, 'detail', productKey],
      queryFn: ({ signal }: { signal: AbortSignal }) => getProduct(productKey, signal),
      staleTime: CATALOGUE_STALE_MS,
    })),
  });
  return { keys, products };
}
