import { useQuery } from '@tanstack/react-query';
import { Product } from '@storefront/contract';
import { apiRequest } from '../../api/api-client';
import { CATALOGUE_STALE_MS, useCatalogueScope } from '../catalogue-scope';

/** GET /api/product/{productKey}; 404 'This product is unavailable.' for unknown, inactive or hidden keys. */
export function getProduct(productKey: number, signal?: AbortSignal): Promise<Product> {
  return apiRequest(`/api/product/${productKey}`, { schema: Product, signal });
}

/** One product's query, per customer: exclusions and availability differ between customers. */
export function productQuery(scope: ReturnType<typeof useCatalogueScope>, productKey: number) {
  return {
    queryKey: ['products', scope, 'detail', productKey] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => getProduct(productKey, signal),
    staleTime: CATALOGUE_STALE_MS,
  };
}

/** The product page and the Edit Cart dialog (for a line's units). A null productKey fetches nothing. */
export function useProduct(productKey: number | null) {
  const scope = useCatalogueScope();
  return useQuery({ ...productQuery(scope, productKey ?? 0), enabled: productKey !== null });
}
