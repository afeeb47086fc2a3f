import { AccountResult, type PasswordResetRequest } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** POST /api/password/requestreset (anonymous). */
export function requestReset(body: PasswordResetRequest): Promise<AccountResult> {
  return apiRequest('/api/password/requestreset', {
    method: 'POST',
    json: body,
    schema: AccountResult,
    anonymous: true,
  });
}
