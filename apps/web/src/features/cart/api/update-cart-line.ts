import { type CartLinePayload, CartWriteResult } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { useCartWrite } from './cart-write';

export interface UpdateLineRequest {
  id: number;
  line: CartLinePayload;
}

/** POST /api/cart/line/{id}: sets the line's quantity, price and texts (its units are locked in the dialog). */
export function updateCartLine({ id, line }: UpdateLineRequest): Promise<CartWriteResult> {
  return apiRequest(`/api/cart/line/${id}`, { method: 'POST', json: { ...line, id }, schema: CartWriteResult });
}

export function useUpdateCartLine() {
  return useCartWrite(updateCartLine);
}
