import { useQuery } from '@tanstack/react-query';
import { ConsumerSettings } from '@storefront/contract';
import { apiRequest } from '../../api/api-client';

/** GET api/settings/consumer (anonymous): the sign-up dialog's message and opt-in option. */
export function useConsumerSettings(enabled: boolean) {
  return useQuery({
    queryKey: ['public', 'settings', 'consumer'],
    queryFn: ({ signal }) =>
      apiRequest('/api/settings/consumer', { schema: ConsumerSettings, anonymous: true, signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
}
