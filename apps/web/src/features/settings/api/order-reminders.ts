import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OrderRemindersPreference } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';

const remindersKey = ['order-reminders'] as const;

/** GET /api/preferences/reminders: whether the signed-in user gets order reminder mails (issue 32). */
export function useOrderReminders(enabled: boolean) {
  return useQuery({
    queryKey: remindersKey,
    enabled,
    queryFn: ({ signal }) => apiRequest('/api/preferences/reminders', { schema: OrderRemindersPreference, signal }),
  });
}

/** PUT /api/preferences/reminders; the answer becomes the cached switch. */
export function useSaveOrderReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderRemindersPreference) =>
      apiRequest('/api/preferences/reminders', { method: 'PUT', json: body, schema: OrderRemindersPreference }),
    onSuccess: (answer) => queryClient.setQueryData(remindersKey, answer),
  });
}
