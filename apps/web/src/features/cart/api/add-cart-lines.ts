import { type CartLinePayload, CartWriteResult } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { useCartWrite } from './cart-write';

export interface AddLinesRequest {
  lines: CartLinePayload[];
  /** The user answered 'Change Price By U/M?' with OK. */
  confirmPriceByChange?: boolean;
}

/** POST /api/cart/lines: adds the good lines; a 409 lists the refused ones in `errors`. */
export function addCartLines(request: AddLinesRequest): Promise<CartWriteResult> {
  return apiRequest('/api/cart/lines', { method: 'POST', json: request, schema: CartWriteResult });
}

export function useAddCartLines() {
  return useCartWrite(addCartLines);
}
