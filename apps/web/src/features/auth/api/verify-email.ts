import { useQuery } from '@tanstack/react-query';
import { MessageResult } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** GET /api/consumer/verify?t= (anonymous). The link works once, so the answer is kept and never refetched. */
export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: ['public', 'verifyEmail', token],
    queryFn: ({ signal }) =>
      apiRequest('/api/consumer/verify', { query: { t: token }, schema: MessageResult, anonymous: true, signal }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
