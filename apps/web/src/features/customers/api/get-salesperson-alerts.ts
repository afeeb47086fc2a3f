import { useQuery } from '@tanstack/react-query';
import { SalespersonAlerts } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** GET /api/salesperson/alerts: what needs attention at the salesperson's own customers (issues 32 and 33). */
export function useSalespersonAlerts(enabled: boolean) {
  return useQuery({
    queryKey: ['salesperson', 'alerts'],
    enabled,
    queryFn: ({ signal }) => apiRequest('/api/salesperson/alerts', { schema: SalespersonAlerts, signal }),
  });
}
