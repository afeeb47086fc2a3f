import { PriceQuery, PriceRequest, PriceResponse } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CATALOGUE_CACHE, PRICES_CACHE } from '../../platform/cache/cache-versions.repository';
import { requestCacheVersion } from '../../platform/cache/request-versions';
import { noStore } from '../../platform/http/conditional-get';
import { badRequest } from '../../platform/http/http-error';
import { fastBodyValidator } from '../../platform/http/fast-validator';
import { sendCompressed } from '../../platform/http/precompressed';
import { createPricingService } from './pricing.service';

/** Prices are asked for around today (delivery dates, a look back at last year's order): a date beyond is refused, not priced and cached. */
const EFFECTIVE_DATE_RANGE_DAYS = 400;

function checkEffectiveDate(date: string | undefined, now: number): void {
  if (date === undefined) return;
  const days = Math.abs(Date.parse(`${date}T00:00:00Z`) - now) / 86_400_000;
  if (!(days <= EFFECTIVE_DATE_RANGE_DAYS))
    throw badRequest(`effectiveDate must be within ${EFFECTIVE_DATE_RANGE_DAYS} days of today`);
}

/** Prices: per customer, changing by the minute, never reused from the HTTP cache. */
export async function pricingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const priceJson = createPricingService(ctx);

  r.post(
    '/api/product/price',
    {
      config: { access: { access: 'guest', menu: 'ViewProducts', customer: 'optional', readsOnly: true } },
      validatorCompiler: fastBodyValidator(PriceRequest),
      schema: { tags: ['products'], querystring: PriceQuery, body: PriceRequest, response: { 200: PriceResponse } },
    },
    async (req, reply) => {
      checkEffectiveDate(req.query.effectiveDate, ctx.now());
      noStore(reply);
      const versions = {
        catalogue: await requestCacheVersion(ctx.db, req, CATALOGUE_CACHE),
        prices: await requestCacheVersion(ctx.db, req, PRICES_CACHE),
      };
      const body = await priceJson({
        principal: req.principal,
        acting: req.acting,
        body: req.body,
        effectiveDate: req.query.effectiveDate,
        versions,
      });
      // Batches of up to 500 products arrive every few milliseconds while a page scrolls: already JSON, compressed in one call.
      reply.type('application/json; charset=utf-8');
      return sendCompressed(req, reply, body);
    },
  );
}
