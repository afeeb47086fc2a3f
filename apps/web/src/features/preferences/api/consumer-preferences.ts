import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConsumerPreferences, MessageResult } from '@storefront/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/use-session';

/** GET/POST /api/consumer. */
export function useConsumerPreferences() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const queryKey = ['consumerPreferences', user?.username ?? ''];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => apiRequest('/api/consumer', { schema: ConsumerPreferences, signal }),
  });
  const save = useMutation({
    mutationFn: (body: ConsumerPreferences) =>
      apiRequest('/api/consumer', { method: 'POST', json: body, schema: MessageResult }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
  return { query, save };
}
