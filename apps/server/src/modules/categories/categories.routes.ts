import { Categories, CategoriesQuery, ExcludedCategories, MainCategories } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CATALOGUE_CACHE } from '../../platform/cache/cache-versions.repository';
import { revalidate } from '../../platform/http/conditional-get';
import { excludedCategoryCodes, listCategories, listMainCategories } from './categories.repository';

/** Main categories, categories with the acting customer's exclusions, and the excluded codes. */
export async function categoriesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const config = { access: { access: 'guest' as const, menu: ['ViewProducts', 'Categories'] as const, customer: 'optional' as const } };
  const sameForAll = revalidate(db, CATALOGUE_CACHE);
  const perCustomer = revalidate(db, CATALOGUE_CACHE, (req) => [req.acting?.customerId ?? null]);

  r.get('/api/product/maincategories', { config, preHandler: sameForAll, schema: { tags: ['categories'], response: { 200: MainCategories } } }, async () =>
    listMainCategories(db),
  );

  r.get(
    '/api/product/categories',
    { config, preHandler: perCustomer, schema: { tags: ['categories'], querystring: CategoriesQuery, response: { 200: Categories } } },
    async (req) => {
      const customerId = req.acting?.customerId ?? null;
      const [rows, excluded] = await Promise.all([listCategories(db, req.query.parent), excludedCategoryCodes(db, customerId)]);
      return rows.map((c) => ({ code: c.code, description: c.description, parent: c.main_category_code, isExcluded: excluded.has(c.code) }));
    },
  );

  r.get('/api/product/excludedCategories', { config, preHandler: perCustomer, schema: { tags: ['categories'], response: { 200: ExcludedCategories } } }, async (req) =>
    [...(await excludedCategoryCodes(db, req.acting?.customerId ?? null))].sort(),
  );
}
