import { useMutation } from '@tanstack/react-query';
import type { CartWriteResult } from '@storefront/contract';
import { isApiError } from '../../../lib/api/api-client';
import { CART_MUTATION_KEY, useReloadCart } from './cart-keys';

/**
 * A cart write (add, lines, update): reloads the cart after it succeeds, and
 * after a 409 too, since POST /api/cart/lines adds the good lines of a batch
 * even when it refuses others. Callers read failures with describeWriteFailure.
 */
export function useCartWrite<TVariables>(write: (variables: TVariables) => Promise<CartWriteResult>) {
  const reload = useReloadCart();
  return useMutation({
    mutationKey: CART_MUTATION_KEY,
    mutationFn: write,
    onSuccess: () => reload(),
    onError: (err) => {
      if (isApiError(err, 409)) void reload();
    },
  });
}
