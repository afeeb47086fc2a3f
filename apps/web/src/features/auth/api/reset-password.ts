import { useQuery } from '@tanstack/react-query';
import { MessageResult, type PasswordReset, PasswordUserType } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** POST /api/password/reset (anonymous). */
export function resetPassword(body: PasswordReset): Promise<MessageResult> {
  return apiRequest('/api/password/reset', { method: 'POST', json: body, schema: MessageResult, anonymous: true });
}

/** POST /api/password/userType: whether the link belongs to a trade user; fails when the link is no longer valid. */
export function usePasswordUserType(token: string) {
  return useQuery({
    queryKey: ['public', 'passwordUserType', token],
    queryFn: ({ signal }) =>
      apiRequest('/api/password/userType', {
        method: 'POST',
        json: { token },
        schema: PasswordUserType,
        anonymous: true,
        signal,
      }),
    enabled: token !== '',
    retry: false,
  });
}
