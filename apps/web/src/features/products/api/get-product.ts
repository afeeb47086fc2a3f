import { useQuery } from '@tanstack/react-query';
import { Product } from '@storefront/contract';
import { apiRequest } from '../../../app/api-client';
import { CATALOGUE_STALE_MS, useCatalogueScope } from '../../../lib/catalogue/catalogue-scope';

/** GET /api/product/{productKey}; 404 'This product is unavailable.' for unknown, inactive or hidden keys. */
export function getProduct(productKey: number, signal?: AbortSignal): Promise<Product> {
  return apiRequest(`/api/product/${productKey}`, { schema: Product, signal });
}

/** null productKey (not a number in the URL) fetches nothing. */
export function useProduct(productKey: number | null) {
  const scope = useCatalogueScope();
  return useQuery({
    queryKey: ['products', scope, 'detail', productKey],
    queryFn: ({ signal }) => getProduct(productKey!, signal),
    enabled: productKey !== null,
    staleTime: CATALOGUE_STALE_MS,
  });
}
