import type { Category, MainCategory } from '@storefront/contract';

export interface CategoryCard {
  main: MainCategory;
  /** Sorted by description (spec 1 §2: "its sorted subcategories"). */
  categories: Category[];
}

/** One card per main category, in catalogue order, each with its categories sorted by name. */
export function categoryCards(mains: readonly MainCategory[], categories: readonly Category[]): CategoryCard[] {
  return mains.map((main) => ({
    main,
    categories: categories
      .filter((c) => c.parent === main.code)
      .sort(
        (a, b) =>
          a.description.localeCompare(b.description, 'en-US', { sensitivity: 'base' }) || a.code.localeCompare(b.code),
      ),
  }));
}
