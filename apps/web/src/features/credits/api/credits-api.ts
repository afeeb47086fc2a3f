import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CreditRequestDetail,
  CreditRequestPage,
  type CreditListQuery,
  type CreditReviewRequest,
} from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** Every credit request answer is cached under this key (the list, each detail). */
export const CREDITS_KEY = ['credits'] as const;

const creditPath = (number: string) => `/api/credits/${encodeURIComponent(number)}`;

/** GET /api/credits: a page of the requests the user may see, newest first. */
export function useCreditList(query: CreditListQuery) {
  return useQuery({
    queryKey: [...CREDITS_KEY, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest('/api/credits', {
        schema: CreditRequestPage,
        query: { status: query.status, customerKey: query.customerKey, page: query.page, pageSize: query.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/credits/{number}: the request with its lines, photos and review. */
export function useCreditRequest(number: string) {
  return useQuery({
    queryKey: [...CREDITS_KEY, 'detail', number],
    queryFn: ({ signal }) => apiRequest(creditPath(number), { schema: CreditRequestDetail, signal }),
  });
}

/** POST /api/credits/{number}: the review; the answer replaces the cached request, and the lists are read again. */
export function useReviewCredit(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: CreditReviewRequest) =>
      apiRequest(creditPath(number), { method: 'POST', json: review, schema: CreditRequestDetail }),
    onSuccess: (detail) => {
      queryClient.setQueryData([...CREDITS_KEY, 'detail', number], detail);
      void queryClient.invalidateQueries({ queryKey: [...CREDITS_KEY, 'list'] });
    },
  });
}
