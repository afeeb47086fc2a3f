import { QueryClient } from '@tanstack/react-query';
import { RETRY_DELAY_MS, shouldRetry } from '../lib/api/retry-rule';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay: RETRY_DELAY_MS, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
