import { IDEMPOTENCY_KEY_HEADER, SubmitOrderResult, type SubmitOrderRequest } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** POST /api/cart/submit (trade customers and salespeople); the same key retried returns the first answer. */
export function submitOrder(body: SubmitOrderRequest, idempotencyKey: string): Promise<SubmitOrderResult> {
  return apiRequest('/api/cart/submit', {
    method: 'POST',
    json: body,
    schema: SubmitOrderResult,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
