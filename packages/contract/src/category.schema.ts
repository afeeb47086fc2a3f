import { z } from 'zod/mini';

/** GET /api/product/maincategories, in catalogue order. */
export const MainCategory = z.object({ code: z.string(), description: z.string() });
export const MainCategories = z.array(MainCategory);
export type MainCategory = z.infer<typeof MainCategory>;

/** GET /api/product/categories?parent={main category code}: sorted by main category, then catalogue order. */
export const CategoriesQuery = z.object({ parent: z.optional(z.string().check(z.maxLength(10))) });
export const Category = z.object({
  code: z.string(),
  description: z.string(),
  /** The main category code. */
  parent: z.string(),
  /** 'Excluded for this customer'. */
  isExcluded: z.boolean(),
});
export const Categories = z.array(Category);
export type Category = z.infer<typeof Category>;

/** GET /api/product/excludedCategories: category codes excluded for the acting customer. */
export const ExcludedCategories = z.array(z.string());
