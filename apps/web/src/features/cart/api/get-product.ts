import { useQuery } from '@tanstack/react-query';
import { Product } from '@storefront/contract';
import { apiRequest } from '../../../app/api-client';
import { useSession } from '../../../app/session/use-session';

/** Spec 1 §9: product data is cached 10 minutes. */
const PRODUCT_STALE_MS = 10 * 60_000;

/** GET /api/product/{productKey}: the units an Edit Cart dialog needs for a cart line. */
export function getProduct(productKey: number, signal?: AbortSignal): Promise<Product> {
  return apiRequest(`/api/product/${productKey}`, { schema: Product, signal });
}

export function useCartProduct(productKey: number | null) {
  const { customerKey } = useSession();
  return useQuery({
    // Per customer: exclusions and availability differ between customers.
    queryKey: ['cart', 'product', customerKey ?? 0, productKey],
    queryFn: ({ signal }) => getProduct(productKey!, signal),
    enabled: productKey !== null,
    staleTime: PRODUCT_STALE_MS,
  });
}
