import { useQuery } from '@tanstack/react-query';
import { CartEstimate } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/use-session';

/** GET /api/cart/estimate: computed by the same code that records the order. */
export function getCartEstimate(signal?: AbortSignal): Promise<CartEstimate> {
  return apiRequest('/api/cart/estimate', { schema: CartEstimate, signal });
}

/**
 * Read again every time Confirm Order shows: the header saved on the step before
 * (ship-to, address, ship method) changes charges and tax.
 */
export function useCartEstimate(enabled: boolean) {
  const { customerKey, shipMethod } = useSession();
  return useQuery({
    queryKey: ['checkout', 'estimate', customerKey ?? 0, shipMethod],
    queryFn: ({ signal }) => getCartEstimate(signal),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
