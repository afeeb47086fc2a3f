import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErpWebhook } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

const PATH = '/api/admin/export/webhook';
const KEY = ['admin', 'erp-webhook'] as const;

/** GET /api/admin/export/webhook: the address and secret, or nulls. */
export function useErpWebhook() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest(PATH, { schema: ErpWebhook, signal }),
  });
}

/** PUT (a new address), POST rotate (a new secret) or DELETE: each answers the webhook as it is now. */
export function useChangeErpWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { set: string } | 'rotate' | 'remove') =>
      change === 'rotate'
        ? apiRequest(`${PATH}/rotate`, { method: 'POST', schema: ErpWebhook })
        : change === 'remove'
          ? apiRequest(PATH, { method: 'DELETE', schema: ErpWebhook })
          : apiRequest(PATH, { method: 'PUT', json: { url: change.set }, schema: ErpWebhook }),
    onSuccess: (webhook) => queryClient.setQueryData(KEY, webhook),
  });
}
