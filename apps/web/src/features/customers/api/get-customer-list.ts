import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CustomerList, type CustomerListItem } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** GET /api/customer/list?search=: the customers this salesperson may act for. */
export function getCustomerList(search: string, signal?: AbortSignal): Promise<CustomerListItem[]> {
  return apiRequest('/api/customer/list', { schema: CustomerList, query: { search: search.trim() }, signal });
}

export function useCustomerList(search: string) {
  return useQuery({
    queryKey: ['customers', 'list', search.trim()],
    queryFn: ({ signal }) => getCustomerList(search, signal),
    // The previous answer stays on screen (and is filtered instantly) while the server searches.
    placeholderData: keepPreviousData,
  });
}
