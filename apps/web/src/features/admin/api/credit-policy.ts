import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditPolicy, type CreditPolicyUpdate } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

const KEY = ['admin', 'credit-policy'] as const;
const PATH = '/api/admin/credit-policy';

/** GET /api/admin/credit-policy: the claim window of each main category, and the default. */
export function useCreditPolicy() {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => apiRequest(PATH, { schema: CreditPolicy, signal }) });
}

/** PUT /api/admin/credit-policy: the whole policy; the answer replaces the cached one. */
export function useSaveCreditPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: CreditPolicyUpdate) => apiRequest(PATH, { method: 'PUT', json: update, schema: CreditPolicy }),
    onSuccess: (policy) => queryClient.setQueryData(KEY, policy),
  });
}
