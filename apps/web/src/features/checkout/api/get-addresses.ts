import { useQuery } from '@tanstack/react-query';
import { DeliveryAddressList, type DeliveryAddress } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/use-session';

/** GET /api/address: the consumer's delivery addresses, primary first. */
export function getAddresses(signal?: AbortSignal): Promise<DeliveryAddress[]> {
  return apiRequest('/api/address', { schema: DeliveryAddressList, signal });
}

export function useDeliveryAddresses(enabled: boolean) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['addresses', user?.username ?? ''],
    queryFn: ({ signal }) => getAddresses(signal),
    enabled,
    staleTime: 60_000,
  });
}
