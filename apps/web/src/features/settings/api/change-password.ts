import { useMutation } from '@tanstack/react-query';
import { MessageResult, type PasswordChange } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** POST /api/password: the current password and the new one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) =>
      apiRequest('/api/password', { method: 'POST', json: body, schema: MessageResult }),
  });
}
