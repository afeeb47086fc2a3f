import { useQuery } from '@tanstack/react-query';
import { DeliveryAddressList, type DeliveryAddress } from '@storefront/contract';
import { apiRequest } from '../api/api-client';
import { useSession } from '../session/use-session';

/** GET /api/address: the consumer's delivery addresses, primary first. */
export function getAddresses(signal?: AbortSignal): Promise<DeliveryAddress[]> {
  return apiRequest('/api/address', { schema: DeliveryAddressList, signal });
}

/** One key for every screen that shows the address book (checkout, Delivery Addresses, ship method): a write refreshes them all. */
export function useAddressesQueryKey() {
  const { user } = useSession();
  return ['addresses', user?.username ?? ''] as const;
}

export function useDeliveryAddresses(enabled: boolean) {
  const queryKey = useAddressesQueryKey();
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => getAddresses(signal),
    enabled,
    staleTime: 60_000,
  });
}
