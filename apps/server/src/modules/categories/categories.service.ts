import type { Category, MainCategory } from '@storefront/contract';
import type { AppContext } from '../../platform/context';
import { excludedCategoryCodes, listCategories, listMainCategories } from './categories.repository';

/** GET /api/product/maincategories. */
export function mainCategories(ctx: AppContext): Promise<MainCategory[]> {
  return listMainCategories(ctx.db);
}

/** GET /api/product/categories: every category (of one main category when `parent` is given), marked excluded for the customer. */
export async function categoriesFor(
  ctx: AppContext,
  parent: string | undefined,
  customerId: number | null,
): Promise<Category[]> {
  const [rows, excluded] = await Promise.all([
    listCategories(ctx.db, parent),
    excludedCategoryCodes(ctx.db, customerId),
  ]);
  return rows.map((c) => ({
    code: c.code,
    description: c.description,
    parent: c.main_category_code,
    isExcluded: excluded.has(c.code),
  }));
}

/** GET /api/product/excludedCategories: the customer's excluded category codes, sorted. */
export async function excludedCategoriesOf(ctx: AppContext, customerId: number | null): Promise<string[]> {
  return [...(await excludedCategoryCodes(ctx.db, customerId))].sort();
}
