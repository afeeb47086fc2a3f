import { useQuery } from '@tanstack/react-query';
import { AccountSummary } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/use-session';

export function getAccountSummary(signal?: AbortSignal): Promise<AccountSummary> {
  return apiRequest('/api/account/summary', { schema: AccountSummary, signal });
}

/** Spec 2 §2: loads once on open. */
export function useAccountSummary() {
  const { customerKey } = useSession();
  return useQuery({
    queryKey: ['account', customerKey ?? 0, 'summary'],
    queryFn: ({ signal }) => getAccountSummary(signal),
    refetchOnMount: 'always',
    staleTime: Infinity,
  });
}
