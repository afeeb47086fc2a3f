import { type CartLinePayload, CartWriteResult } from '@storefront/contract';
import { apiRequest, isApiError } from '../../../lib/api/api-client';

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
