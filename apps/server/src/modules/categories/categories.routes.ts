import { Categories, CategoriesQuery, ExcludedCategories, MainCategories } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CATALOGUE_CACHE } from '../../platform/cache/cache-versions.repository';
import { revalidate } from '../../platform/http/conditional-get';
import { categoriesFor, excludedCategoriesOf, mainCategories } from './categories.service';

/** Main categories, categories with the acting customer's exclusions, and the excluded codes. */
export async function categoriesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const config = {
    access: { access: 'guest' as const, menu: ['ViewProducts', 'Categories'] as const, customer: 'optional' as const },
  };
  const sameForAll = revalidate(ctx.db, CATALOGUE_CACHE);
  const perCustomer = revalidate(ctx.db, CATALOGUE_CACHE, (req) => [req.acting?.customerId ?? null]);

  r.get(
    '/api/product/maincategories',
    { config, preHandler: sameForAll, schema: { tags: ['categories'], response: { 200: MainCategories } } },
    async () => mainCategories(ctx),
  );

  r.get(
    '/api/product/categories',
    {
      config,
      preHandler: perCustomer,
      schema: { tags: ['categories'], querystring: CategoriesQuery, response: { 200: Categories } },
    },
    async (req) => categoriesFor(ctx, req.query.parent, req.acting?.customerId ?? null),
  );

  r.get(
    '/api/product/excludedCategories',
    { config, preHandler: perCustomer, schema: { tags: ['categories'], response: { 200: ExcludedCategories } } },
    async (req) => excludedCategoriesOf(ctx, req.acting?.customerId ?? null),
  );
}
