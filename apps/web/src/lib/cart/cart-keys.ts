import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../session/use-session';

/**
 * The cart's query keys, shared by the cart feature and checkout (which empties
 * the cart by ordering, so the header cart button must reload).
 */

/** Spec 1 §9: the cart is kept 5 minutes before it is read again. */
export const CART_TTL_MS = 5 * 60_000;

/** Every cart write shares this key, so a refresh can tell that the cart is "already updating" (spec 1 §4). */
export const CART_MUTATION_KEY = ['cart', 'write'] as const;

/** Keyed by the acting customer: a salesperson who switches customers never sees another customer's cart. */
export const cartQueryKey = (customerKey: number | null) => ['cart', customerKey ?? 0] as const;

/** Spec 1 §4: after every successful add, update, delete, header update or clear the cart reloads. */
export function useReloadCart(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { customerKey } = useSession();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: cartQueryKey(customerKey) }),
    [queryClient, customerKey],
  );
}
