import { useMutation } from '@tanstack/react-query';
import { type CartHeaderUpdate, CartHeaderResult } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { CART_MUTATION_KEY, useReloadCart } from '../../../lib/cart/cart-keys';

/** POST /api/cart/header: nothing is saved when the answer's isValid is false (spec 2 §7). */
export function updateCartHeader(header: CartHeaderUpdate): Promise<CartHeaderResult> {
  return apiRequest('/api/cart/header', { method: 'POST', json: header, schema: CartHeaderResult });
}

export function useUpdateCartHeader() {
  const reload = useReloadCart();
  return useMutation({
    mutationKey: CART_MUTATION_KEY,
    mutationFn: updateCartHeader,
    onSuccess: (result) => {
      if (result.isValid) void reload();
    },
  });
}
