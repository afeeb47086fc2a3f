import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AccountDetail } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/use-session';

export interface DetailRange {
  startDate: string | null;
  endDate: string | null;
}

/** GET /api/account/detail?startDate&endDate (ISO dates, each optional). */
export function getAccountDetail(range: DetailRange, signal?: AbortSignal): Promise<AccountDetail> {
  const query = new URLSearchParams();
  if (range.startDate) query.set('startDate', range.startDate);
  if (range.endDate) query.set('endDate', range.endDate);
  const text = query.toString();
  return apiRequest(`/api/account/detail${text ? `?${text}` : ''}`, { schema: AccountDetail, signal });
}

export function useAccountDetail(range: DetailRange) {
  const { customerKey } = useSession();
  return useQuery({
    queryKey: ['account', customerKey ?? 0, 'detail', range.startDate, range.endDate],
    queryFn: ({ signal }) => getAccountDetail(range, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
