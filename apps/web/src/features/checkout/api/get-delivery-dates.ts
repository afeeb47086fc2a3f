import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { DeliveryDates } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/use-session';
import type { DeliveryDatesTarget } from '../utils/delivery-details';

/** GET /api/cart/deliverydates. */
export function getDeliveryDates(target: DeliveryDatesTarget, signal?: AbortSignal): Promise<DeliveryDates> {
  const query =
    target.kind === 'shipTo'
      ? { shipToCode: target.code }
      : target.kind === 'address'
        ? { addressId: target.id }
        : undefined;
  return apiRequest('/api/cart/deliverydates', { schema: DeliveryDates, query, signal });
}

/** Valid dates move with the clock (cut-off time), so they are read on every visit to the step. */
export function useDeliveryDates(target: DeliveryDatesTarget | null) {
  const { customerKey, shipMethod } = useSession();
  return useQuery({
    queryKey: ['checkout', 'delivery-dates', customerKey ?? 0, shipMethod, target],
    queryFn: target ? ({ signal }) => getDeliveryDates(target, signal) : skipToken,
    staleTime: 60_000,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}
