import { VersionedCache } from '../../platform/cache/versioned-cache';
import { compileSerializer } from '../../platform/http/fast-serializer';
import {
  ProductKeyParams,
  ProductListQuery,
  ProductListResponse,
  Product as ProductSchema,
  ProductUnitsResponse,
  PushProductKeys,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CATALOGUE_CACHE } from '../../platform/cache/cache-versions.repository';
import { cacheVersionOf, readVersionNoStore, revalidate } from '../../platform/http/conditional-get';
import { notFound } from '../../platform/http/http-error';
import { Precompressed } from '../../platform/http/precompressed';
import { createProductCatalogue } from './product-catalogue.service';
import { allUnitsOf, pushProductRows } from './product.repository';
import { createProductSearch } from './product-search';
import { productPricesRoutes } from './product-prices.routes';
import { scanDocumentsRoutes } from './scan-documents.routes';

const UNAVAILABLE = 'This product is unavailable.';
/** Spec 1 §3: push products without a sequence sort last. */
const PUSH_FALLBACK_SEQUENCE = 9999;

// The busiest answer of the catalogue: compiled once from its contract schema.
const serializeProductList = compileSerializer(ProductListResponse);
/** Serialised pages of the list (about 50 KB each, with their br and gzip forms once asked for), kept for one catalogue version. */
const CACHED_PAGES = 400;

export async function productsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, dialect } = app.ctx;
  const catalogue = createProductCatalogue({ db, search: createProductSearch(dialect) });
  const guest = { access: 'guest' as const, customer: 'optional' as const };
  const sameForAll = revalidate(db, CATALOGUE_CACHE);
  const perCustomer = revalidate(db, CATALOGUE_CACHE, (req) => [req.acting?.customerId ?? null]);
  // An order guide list also depends on the guide, which has no catalogue version.
  const perGuide = readVersionNoStore(db, CATALOGUE_CACHE);

  const listPages = new VersionedCache<Precompressed>(CACHED_PAGES);

  r.get(
    '/api/product/list',
    {
      config: { access: { ...guest, menu: 'ViewProducts' } },
      preHandler: function (req, reply) {
        return (req.query.og ? perGuide : perCustomer).call(this, req, reply);
      },
      schema: { tags: ['products'], querystring: ProductListQuery, response: { 200: ProductListResponse } },
    },
    async (req, reply) => {
      const customerId = req.acting?.customerId ?? null;
      const version = cacheVersionOf(req);
      const build = async () => Buffer.from(serializeProductList(await catalogue.list(req.query, customerId, version)));
      // Already JSON: sent as it is (the typed reply expects the object it describes).
      reply.type('application/json; charset=utf-8');
      // Order guide pages are built per request: this cache belongs to the catalogue version alone.
      const paged = req.query.page !== undefined || req.query.pageSize !== undefined || req.query.cursor !== undefined;
      const cacheable = paged && !req.query.og;
      if (!cacheable) return reply.send((await build()) as never);
      // A page is the same text for every customer with the same exclusions (most have none).
      const excluded = [...(await catalogue.exclusionsOf(customerId, version))].sort().join(',');
      const page = await listPages.getOrCompute(JSON.stringify([req.query, excluded]), version, async () => new Precompressed(await build()));
      return page.send(req, reply);
    },
  );

  r.get(
    '/api/product/pushProductKeys',
    { config: { access: { access: 'guest' } }, preHandler: sameForAll, schema: { tags: ['products'], response: { 200: PushProductKeys } } },
    async () => {
      const rows = await pushProductRows(db);
      return rows
        .map((p) => ({ productKey: p.product_key, sequence: p.sequence ?? PUSH_FALLBACK_SEQUENCE }))
        .sort((a, b) => a.sequence - b.sequence || a.productKey - b.productKey);
    },
  );

  r.get(
    '/api/product/:productKey',
    { config: { access: guest }, preHandler: perCustomer, schema: { tags: ['products'], params: ProductKeyParams, response: { 200: ProductSchema } } },
    async (req) => {
      const product = await catalogue.product(req.params.productKey, req.acting?.customerId ?? null, cacheVersionOf(req));
      if (!product) throw notFound(UNAVAILABLE);
      return product;
    },
  );

  r.get(
    '/api/product/:productKey/units',
    { config: { access: { access: 'guest' } }, preHandler: sameForAll, schema: { tags: ['products'], params: ProductKeyParams, response: { 200: ProductUnitsResponse } } },
    async (req) => {
      const product = await catalogue.product(req.params.productKey, null, cacheVersionOf(req));
      if (!product) throw notFound(UNAVAILABLE);
      const units = await allUnitsOf(db, product.productKey);
      return {
        productKey: product.productKey,
        stockUnit: product.stockUnit,
        pricingUM: product.pricingUM,
        units: units.map((u) => ({
          unitOfMeasure: u.unit,
          stockConversion: Number(u.stock_conversion),
          priceDecimals: u.price_decimals,
          isSellBy: u.is_sell_by === 1,
          isPriceBy: u.is_price_by === 1,
          sellByMultiple: Number(u.sell_by_multiple),
        })),
      };
    },
  );

  await app.register(productPricesRoutes);
  await app.register(scanDocumentsRoutes);
}
