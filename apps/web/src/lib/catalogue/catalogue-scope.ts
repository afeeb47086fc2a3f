import { useSession } from '../session/use-session';

/**
 * Whose view of the catalogue a cached answer belongs to: exclusions and prices differ
 * per customer, so a salesperson switching customers must never reuse another's cache.
 * Guests share one anonymous view.
 */
export type CatalogueScope = number | 'guest';

export function useCatalogueScope(): CatalogueScope {
  const { token, customerKey } = useSession();
  return token ? (customerKey ?? 0) : 'guest';
}

/** Spec 1 §9: product, category, price and uncommitted answers are reused for 10 minutes. */
export const CATALOGUE_STALE_MS = 10 * 60_000;
