import { Customer } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** GET /api/customer: the customer named by the X-Customer-Key header; 403 when not allowed. */
export function getCustomer(signal?: AbortSignal): Promise<Customer> {
  return apiRequest('/api/customer', { schema: Customer, signal });
}
