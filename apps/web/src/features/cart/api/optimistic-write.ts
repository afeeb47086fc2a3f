import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@storefront/contract';
import { useSession } from '../../../lib/session/use-session';
import { CART_MUTATION_KEY, cartQueryKey, useReloadCart } from './cart-keys';

/**
 * A cart write that shows its result at once (spec 1 §4: deleting or clearing
 * updates the local cart immediately), puts the old cart back if the server
 * refuses, and reloads the cart either way.
 */
export function useOptimisticCartWrite<TVariables>(
  write: (variables: TVariables) => Promise<void>,
  predict: (cart: Cart, variables: TVariables) => Cart,
) {
  const queryClient = useQueryClient();
  const { customerKey } = useSession();
  const reload = useReloadCart();
  const key = cartQueryKey(customerKey);
  return useMutation({
    mutationKey: CART_MUTATION_KEY,
    mutationFn: write,
    onMutate: async (variables: TVariables) => {
      // A read in flight would land after the prediction and bring the line back.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Cart>(key);
      if (previous) queryClient.setQueryData<Cart>(key, predict(previous, variables));
      return { previous };
    },
    onError: (_err, _variables, context) => {
      if (context?.previous) queryClient.setQueryData<Cart>(key, context.previous);
    },
    onSettled: () => reload(),
  });
}
