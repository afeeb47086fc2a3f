import { PriceQuery, PriceRequest, PriceResponse, UncommittedRequest, UncommittedResponse } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noStore } from '../../platform/http/conditional-get';
import { fastBodyValidator } from '../../platform/http/fast-validator';
import { sendCompressed } from '../../platform/http/precompressed';
import { CATALOGUE_CACHE, PRICES_CACHE } from '../../platform/cache/cache-versions.repository';
import { requestCacheVersion } from '../../platform/cache/request-versions';
import { isoDateOf } from '../../platform/time/iso-date';
import { readSiteValues } from '../settings/settings.repository';
import { serializePriceResponse } from './price-response.serializer';
import { priceProducts } from './product-prices.service';
import { createProductUnitsLoader } from './product-units.cache';
import { createPriceLoader } from './pricing.cache';
import { uncommittedStock } from './uncommitted.service';

/** Prices and uncommitted stock: per-customer, changing by the minute, never reused from the HTTP cache. */
export async function productPricesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, now } = app.ctx;
  const loaders = { unitsOf: createProductUnitsLoader(db), winningPricesOf: createPriceLoader(db) };

  r.post(
    '/api/product/price',
    {
      config: { access: { access: 'guest', customer: 'optional' } },
      validatorCompiler: fastBodyValidator(PriceRequest),
      schema: { tags: ['products'], querystring: PriceQuery, body: PriceRequest, response: { 200: PriceResponse } },
    },
    async (req, reply) => {
      noStore(reply);
      const principal = req.principal;
      const hidePrices = !principal && (await readSiteValues(db)).guestHidePricing;
      const audience = {
        customerId: req.acting?.customerId ?? null,
        priceLevel: req.acting?.priceLevel ?? null,
        withCost: principal?.kind === 'salesperson',
        hidePrices,
      };
      const versions = { catalogue: await requestCacheVersion(db, req, CATALOGUE_CACHE), prices: await requestCacheVersion(db, req, PRICES_CACHE) };
      const body = await priceProducts(loaders, req.body, audience, req.query.effectiveDate ?? isoDateOf(now()), versions);
      // Batches of up to 500 products arrive every few milliseconds while a page scrolls.
      reply.type('application/json; charset=utf-8');
      return sendCompressed(req, reply, Buffer.from(serializePriceResponse(body)));
    },
  );

  r.post(
    '/api/product/uncommitted',
    {
      config: { access: { access: 'guest' } },
      validatorCompiler: fastBodyValidator(UncommittedRequest),
      schema: { tags: ['products'], body: UncommittedRequest, response: { 200: UncommittedResponse } },
    },
    async (req, reply) => {
      noStore(reply);
      return uncommittedStock(db, req.body);
    },
  );
}
