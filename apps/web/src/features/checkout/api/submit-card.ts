import { IDEMPOTENCY_KEY_HEADER, SubmitCardResult, type SubmitCardRequest } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** POST /api/cart/submit/card (consumers pay the order by card); the same key retried returns the first answer. */
export function submitCard(body: SubmitCardRequest, idempotencyKey: string): Promise<SubmitCardResult> {
  return apiRequest('/api/cart/submit/card', {
    method: 'POST',
    json: body,
    schema: SubmitCardResult,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
