import { type CartLinePayload, CartWriteResult } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { useCartWrite } from './cart-write';

/** POST /api/cart/line: 200 when added, 409 with the refusal (code PriceByChange asks to confirm). */
export function addCartLine(line: CartLinePayload): Promise<CartWriteResult> {
  return apiRequest('/api/cart/line', { method: 'POST', json: line, schema: CartWriteResult });
}

export function useAddCartLine() {
  return useCartWrite(addCartLine);
}
