import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckinPhoto, CheckinResult, type CheckinRequest } from '@storefront/contract';
import { apiRequest, isApiError } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/use-session';
import { CREDITS_KEY } from './credits-api';

const checkinPath = (orderNumber: string) => `/api/orders/${encodeURIComponent(orderNumber)}/checkin`;

/** GET /api/orders/{orderNumber}/checkin: the recorded check-in, or null while the order is not checked in (404). */
export function useRecordedCheckin(orderNumber: string) {
  const { customerKey } = useSession();
  return useQuery({
    queryKey: ['checkin', customerKey ?? 0, orderNumber],
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest(checkinPath(orderNumber), { schema: CheckinResult, signal });
      } catch (err) {
        if (isApiError(err, 404)) return null;
        throw err;
      }
    },
  });
}

/** POST /api/orders/{orderNumber}/checkin: the answer becomes the recorded check-in; credit lists and order history are read again. */
export function useSubmitCheckin(orderNumber: string) {
  const { customerKey } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CheckinRequest) =>
      apiRequest(checkinPath(orderNumber), { method: 'POST', json: request, schema: CheckinResult }),
    onSuccess: (result) => {
      queryClient.setQueryData(['checkin', customerKey ?? 0, orderNumber], result);
      void queryClient.invalidateQueries({ queryKey: CREDITS_KEY });
      // Order History labels a checked-in order 'View Check-In'.
      void queryClient.invalidateQueries({ queryKey: ['history', 'orders'] });
    },
  });
}

/** POST /api/checkin/photos: one photo as its raw bytes; answers its key for the check-in. */
export function uploadCheckinPhoto(file: Blob, signal?: AbortSignal): Promise<CheckinPhoto> {
  return apiRequest('/api/checkin/photos', { method: 'POST', file, schema: CheckinPhoto, signal });
}
