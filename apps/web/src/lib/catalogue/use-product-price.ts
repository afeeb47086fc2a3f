import { PriceResponse } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { useSession } from '../session/use-session';
import { Batcher } from './batcher';

export interface PriceKey {
  productKey: number;
  unit: string;
}
export type UnitPrice = PriceResponse[string][string];

/** Spec 1 §9: prices are cached 10 minutes (the server sends no-store; this cache is the page's). */
export const PRICE_STALE_MS = 10 * 60_000;

const priceId = (k: PriceKey) => `${k.productKey}:${k.unit}`;

/** POST /api/product/price for every key of one 10 ms window. */
const priceBatcher = new Batcher<PriceKey, UnitPrice>(async (keys) => {
  const body: Record<string, string[]> = {};
  for (const k of keys) (body[String(k.productKey)] ??= []).push(k.unit);
  const answer = await apiRequest('/api/product/price', { method: 'POST', json: body, schema: PriceResponse });
  const result = new Map<string, UnitPrice>();
  for (const [key, units] of Object.entries(answer)) {
    for (const [unit, price] of Object.entries(units)) result.set(`${key}:${unit}`, price);
  }
  return result;
}, priceId);

/**
 * The acting customer's price of one product in one unit; null when there is none.
 * Keyed by customer so a salesperson switching customers never sees another's prices.
 */
export function useProductPrice(productKey: number, unit: string | null | undefined, enabled = true) {
  const { customerKey, token } = useSession();
  return useQuery({
    queryKey: ['price', token ? (customerKey ?? 0) : 'guest', productKey, unit],
    queryFn: async () => (await priceBatcher.load({ productKey, unit: unit ?? '' })) ?? null,
    enabled: enabled && !!unit,
    staleTime: PRICE_STALE_MS,
    gcTime: PRICE_STALE_MS,
  });
}
