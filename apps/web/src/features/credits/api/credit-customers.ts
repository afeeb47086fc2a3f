import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CustomerList } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** Whose customers the /credits filter offers: a salesperson's own, or (an administrator) any. */
export type CustomerScope = 'salesperson' | 'administrator';

/** Both search by name or code; the administrators' answers at most 50 (the filter asks for more by typing). */
const PATHS: Record<CustomerScope, string> = {
  salesperson: '/api/customer/list',
  administrator: '/api/admin/customers',
};

/** The customers to filter credit requests by, matching `search`; none for a customer's own users. */
export function useCreditCustomers(scope: CustomerScope | null, search: string) {
  return useQuery({
    queryKey: ['customers', 'credits', scope, search],
    queryFn: ({ signal }) =>
      apiRequest(PATHS[scope ?? 'salesperson'], { schema: CustomerList, query: { search }, signal }),
    enabled: scope !== null,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
