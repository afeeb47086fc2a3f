import { apiRequest } from '../../../lib/api/api-client';
import { emptied } from '../utils/optimistic-cart';
import { useOptimisticCartWrite } from './optimistic-write';

/** DELETE /api/cart: removes every line; 204. */
export function clearCart(): Promise<void> {
  return apiRequest('/api/cart', { method: 'DELETE' });
}

export function useClearCart() {
  return useOptimisticCartWrite<void>(clearCart, (cart) => emptied(cart));
}
