import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Cart } from '@storefront/contract';
import { isEntryUsable } from '@storefront/domain';
import { apiRequest } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/use-session';
import { CART_MUTATION_KEY, CART_TTL_MS, cartQueryKey } from './cart-keys';

/** GET /api/cart. */
export function getCart(signal?: AbortSignal): Promise<Cart> {
  return apiRequest('/api/cart', { schema: Cart, signal });
}

/** Public users have no cart (spec 1 §6) and a hidden or locked ViewCart entry removes it. */
export function useHasCart(): boolean {
  const { status, userType, menu } = useSession();
  return status === 'ready' && userType !== 'Public' && isEntryUsable(menu, 'ViewCart');
}

/**
 * The acting customer's cart. Spec 1 §4: refreshed when older than 5 minutes
 * and not already updating — a write in flight will reload it anyway, and a
 * read racing that write could show the cart from before it.
 */
export function useCart() {
  const queryClient = useQueryClient();
  const { customerKey } = useSession();
  const hasCart = useHasCart();
  const notUpdating = () => queryClient.isMutating({ mutationKey: CART_MUTATION_KEY }) === 0;
  return useQuery({
    queryKey: cartQueryKey(customerKey),
    queryFn: ({ signal }) => getCart(signal),
    enabled: hasCart,
    staleTime: CART_TTL_MS,
    refetchOnMount: notUpdating,
    refetchOnWindowFocus: notUpdating,
    // A page left open still never shows a copy older than the TTL.
    refetchInterval: () => (notUpdating() ? CART_TTL_MS : false),
    refetchIntervalInBackground: false,
  });
}
