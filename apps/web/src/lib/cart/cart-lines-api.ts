import { type CartLinePayload, CartWriteResult } from '@storefront/contract';
import { apiRequest, isApiError } from '../api/api-client';

export interface AddLinesRequest {
  lines: CartLinePayload[];
  /** The user answered 'Change Price By U/M?' with OK. */
  confirmPriceByChange?: boolean;
}

/** POST /api/cart/lines: adds the good lines; a 409 lists the refused ones in `errors`. */
export function addCartLines(request: AddLinesRequest): Promise<CartWriteResult> {
  return apiRequest('/api/cart/lines', { method: 'POST', json: request, schema: CartWriteResult });
}

/**
 * POST /api/cart/validate: the pre-check (spec 1 §4), deciding exactly as an
 * add would and writing nothing. A 409 is an answer here, not a failure.
 */
export async function validateCartLines(lines: CartLinePayload[]): Promise<CartWriteResult> {
  try {
    return await apiRequest('/api/cart/validate', { method: 'POST', json: { lines }, schema: CartWriteResult });
  } catch (err) {
    if (isApiError(err, 409)) {
      const parsed = CartWriteResult.safeParse(err.body);
      if (parsed.success) return parsed.data;
    }
    throw err;
  }
}
