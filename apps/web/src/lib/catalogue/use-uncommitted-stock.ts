import { UncommittedResponse } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { Batcher } from './batcher';
import { CATALOGUE_STALE_MS } from './catalogue-scope';

export type UncommittedStock = UncommittedResponse[string];

/**
 * POST /api/product/uncommitted for every product asked for in one 10 ms window (spec 1 §7:
 * "same batching and caching" as prices), so a screen of cards costs one request.
 */
const stockBatcher = new Batcher<number, UncommittedStock>(async (keys) => {
  const answer = await apiRequest('/api/product/uncommitted', {
    method: 'POST',
    json: keys,
    schema: UncommittedResponse,
  });
  return new Map(Object.entries(answer));
}, String);

/** Uncommitted stock of one product (the same for every customer); null when the server has none. */
export function useUncommittedStock(productKey: number, enabled = true) {
  return useQuery({
    queryKey: ['uncommitted', productKey],
    queryFn: async () => (await stockBatcher.load(productKey)) ?? null,
    enabled,
    staleTime: CATALOGUE_STALE_MS,
    gcTime: CATALOGUE_STALE_MS,
  });
}
