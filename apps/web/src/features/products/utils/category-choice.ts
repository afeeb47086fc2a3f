import type { Category, MainCategory } from '@storefront/contract';
import type { HashFilters } from '../../../lib/catalogue/product-filters';

/** Spec 1 §4: changing the main category clears a category that does not belong to it. */
export function withMainCategory(filters: HashFilters, mc: string, categories: readonly Category[]): HashFilters {
  const current = categories.find((c) => c.code === filters.c);
  const keep = mc !== '' && current !== undefined && current.parent === mc;
  return { ...filters, mc, c: keep ? filters.c : '' };
}

/** Choosing a category also chooses its main category, so the breadcrumb and both selects agree. */
export function withCategory(filters: HashFilters, c: string, categories: readonly Category[]): HashFilters {
  if (c === '') return { ...filters, c: '' };
  const parent = categories.find((cat) => cat.code === c)?.parent;
  return { ...filters, c, mc: parent ?? filters.mc };
}

export interface CategoryGroup {
  main: MainCategory;
  categories: Category[];
}

/**
 * The categories the Category select offers: those of the chosen main category, or all of
 * them grouped under their main categories (in catalogue order) when none is chosen.
 */
export function categoryGroups(
  mains: readonly MainCategory[],
  categories: readonly Category[],
  mc: string,
): CategoryGroup[] {
  const chosen = mc ? mains.filter((m) => m.code === mc) : mains;
  return chosen
    .map((main) => ({ main, categories: categories.filter((c) => c.parent === main.code) }))
    .filter((g) => g.categories.length > 0);
}
