import { useQuery } from '@tanstack/react-query';
import { CustomerList } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** Whose customers the /credits filter offers: a salesperson's own, or (an administrator) the first of all. */
export type CustomerScope = 'salesperson' | 'administrator';

const PATHS: Record<CustomerScope, string> = {
  salesperson: '/api/customer/list',
  administrator: '/api/admin/customers',
};

/** The customers to filter credit requests by; none for a customer's own users (they see their customer's only). */
export function useCreditCustomers(scope: CustomerScope | null) {
  return useQuery({
    queryKey: ['customers', 'credits', scope],
    queryFn: ({ signal }) =>
      apiRequest(PATHS[scope ?? 'salesperson'], { schema: CustomerList, query: { search: '' }, signal }),
    enabled: scope !== null,
    staleTime: 5 * 60_000,
  });
}
