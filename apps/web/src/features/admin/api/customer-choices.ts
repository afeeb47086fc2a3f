import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CustomerList } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** GET /api/admin/customers?search=: any customer, found by name or code (at most 50), for an administrator's pick. */
export function useCustomerChoices(search: string) {
  return useQuery({
    queryKey: ['customers', 'admin', search],
    queryFn: ({ signal }) => apiRequest('/api/admin/customers', { schema: CustomerList, query: { search }, signal }),
    placeholderData: keepPreviousData,
  });
}
