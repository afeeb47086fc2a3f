import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CartWriteResult } from '@storefront/contract';
import { apiRequest, isApiError } from '../api/api-client';
import { CART_MUTATION_KEY, useReloadCart } from './cart-keys';

export interface SubstituteRequest {
  lineId: number;
  productKey: number;
}

/** POST /api/cart/line/{id}/substitute: the line becomes the offered substitute, its quantity in the nearest unit. */
export function substituteCartLine({ lineId, productKey }: SubstituteRequest): Promise<CartWriteResult> {
  return apiRequest(`/api/cart/line/${lineId}/substitute`, {
    method: 'POST',
    json: { productKey },
    schema: CartWriteResult,
  });
}

/**
 * 'Replace with ...' (issue 31) on the cart page and in checkout: a cart write like the others (the cart reloads
 * after it, and after a 409, when the line may have changed), and checkout's estimate is read again.
 */
export function useReplaceWithSubstitute() {
  const reload = useReloadCart();
  const queryClient = useQueryClient();
  const refresh = async () => {
    // Checkout's estimate ('checkout', 'estimate', ...) totals the lines: it follows them.
    await Promise.all([reload(), queryClient.invalidateQueries({ queryKey: ['checkout', 'estimate'] })]);
  };
  return useMutation({
    mutationKey: CART_MUTATION_KEY,
    mutationFn: substituteCartLine,
    onSuccess: refresh,
    onError: (err) => {
      if (isApiError(err, 409)) void refresh();
    },
  });
}
