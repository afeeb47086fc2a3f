import { useQuery } from '@tanstack/react-query';
import { Product } from '@storefront/contract';
import { apiRequest } from '../../api/api-client';
import { CATALOGUE_STALE_MS, useCatalogueScope } from '../catalogue-scope';

/** GET /api/product/{productKey}; 404 'This product is unavailable.' for unknown, inactive or hidden keys. */
export function getProduct(productKey: number, signal?: AbortSignal): Promise<Product> {
  return apiRequest(`/api/product/${productKey}`, { schema: Product, signal });
}

/** The product page and the Edit Cart dialog (for a line's units). A null productKey fetches nothing. */
export function useProduct(productKey: number | null) {
  const scope = useCatalogueScope();
  return useQuery({
    // Per customer: exclusions and availability differ between customers.
    queryKey: ['products', scope, 'detail', productKey],
    queryFn: ({ signal }) => getProduct(productKey ?? 0, signal),
    enabled: productKey !== null,
    staleTime: CATALOGUE_STALE_MS,
  });
}
