import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageResult, type PasswordOptionsBody } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { passwordOptionsQueryKey } from '../../../lib/password/get-password-options';

/** POST /api/admin/passwordOptions (administrators). */
export function useSavePasswordOptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordOptionsBody) =>
      apiRequest('/api/admin/passwordOptions', { method: 'POST', json: body, schema: MessageResult }),
    onSuccess: (_result, body) => queryClient.setQueryData(passwordOptionsQueryKey, body),
  });
}
