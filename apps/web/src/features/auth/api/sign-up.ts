import { AccountResult, type ConsumerSignUp } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** POST /api/consumer/signup (anonymous). */
export function signUp(body: ConsumerSignUp): Promise<AccountResult> {
  return apiRequest('/api/consumer/signup', { method: 'POST', json: body, schema: AccountResult, anonymous: true });
}
