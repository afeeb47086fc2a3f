import { MessageResult, type ResendVerification } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** POST /api/consumer/resend (anonymous): a new activation link; the same answer whether or not the account exists. */
export function resendVerification(body: ResendVerification): Promise<MessageResult> {
  return apiRequest('/api/consumer/resend', { method: 'POST', json: body, schema: MessageResult, anonymous: true });
}
