import { useQuery } from '@tanstack/react-query';
import { Cart } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/use-session';
import { cartQueryKey } from '../../../lib/cart/cart-keys';

/** GET /api/cart: the lines and header checkout starts from. */
export function getCart(signal?: AbortSignal): Promise<Cart> {
  return apiRequest('/api/cart', { schema: Cart, signal });
}

/**
 * The same cache entry as the cart page and the header cart button, read fresh on
 * entering checkout: the buyer confirms what the server holds now.
 */
export function useCheckoutCart() {
  const { customerKey } = useSession();
  return useQuery({
    queryKey: cartQueryKey(customerKey),
    queryFn: ({ signal }) => getCart(signal),
    refetchOnMount: 'always',
  });
}
