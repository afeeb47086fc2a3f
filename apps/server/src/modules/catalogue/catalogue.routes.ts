import fs from 'node:fs';
import {
  ProductKeyParams,
  ProductListQuery,
  ProductListResponse,
  Product as ProductSchema,
  ProductUnitsResponse,
  PushProductKeys,
  ScanDocumentParams,
} from '@storefront/contract';
import { isEntryUsable } from '@storefront/domain';
import { guideOwnerOf } from '../../platform/auth/guide-owner';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CATALOGUE_CACHE } from '../../platform/cache/cache-versions.repository';
import { cacheVersionOf, readVersionNoStore, revalidate } from '../../platform/http/conditional-get';
import { forbidden, notFound } from '../../platform/http/http-error';
import { createCatalogueService, type GuideKeysOf } from './catalogue.service';
import { findScanDocument } from './scan-documents.service';

/** Told after a product's detail was answered (issue 33 records it for the customer's salesperson); never throws. */
export type ProductViewed = (
  viewer: { customerId: number | null; isSalesperson: boolean },
  productKey: number,
  log: FastifyBaseLogger,
) => Promise<void>;

/** The product list, product detail, units, push products and scan documents. */
export async function catalogueRoutes(
  app: FastifyInstance,
  { guideKeysOf, productViewed }: { guideKeysOf: GuideKeysOf; productViewed: ProductViewed },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const catalogue = createCatalogueService(ctx, guideKeysOf);
  const guest = { access: 'guest' as const, menu: 'ViewProducts' as const, customer: 'optional' as const };
  // Product facts shared by every customer (push products, units, spec sheets): no X-Customer-Key to check.
  const guestAll = { access: 'guest' as const, menu: 'ViewProducts' as const };
  const sameForAll = revalidate(ctx.db, CATALOGUE_CACHE);
  const perCustomer = revalidate(ctx.db, CATALOGUE_CACHE, (req) => [req.acting?.customerId ?? null]);
  // An order guide list also depends on the guide, which has no catalogue version.
  const perGuide = readVersionNoStore(ctx.db, CATALOGUE_CACHE);

  r.get(
    '/api/product/list',
    {
      config: { access: guest },
      preHandler: async function (req, reply) {
        // Filtering by a guide shows the guide: it follows the guides' menu entry too (a guest has no guide: the service says so).
        if (req.query.og && req.principal && !isEntryUsable(await ctx.ports.menuOf(req), 'OrderGuides'))
          throw forbidden();
        return (req.query.og ? perGuide : perCustomer).call(this, req, reply);
      },
      schema: { tags: ['products'], querystring: ProductListQuery, response: { 200: ProductListResponse } },
    },
    async (req, reply) => {
      const page = await catalogue.listPage(
        req.query,
        req.acting?.customerId ?? null,
        cacheVersionOf(req),
        guideOwnerOf(req),
      );
      // Already JSON: sent as it is (the typed reply expects the object it describes).
      reply.type('application/json; charset=utf-8');
      return 'kept' in page ? page.kept.send(req, reply) : reply.send(page.fresh as never);
    },
  );

  r.get(
    '/api/product/pushProductKeys',
    {
      config: { access: guestAll },
      preHandler: sameForAll,
      schema: { tags: ['products'], response: { 200: PushProductKeys } },
    },
    async () => catalogue.pushProducts(),
  );

  r.get(
    '/api/product/:productKey',
    {
      config: { access: guest },
      preHandler: perCustomer,
      // After the answer (or its 304) is sent: the page never waits for the view to be recorded.
      onResponse: async (req, reply) => {
        if (reply.statusCode !== 200 && reply.statusCode !== 304) return;
        const viewer = {
          customerId: req.acting?.customerId ?? null,
          isSalesperson: req.principal?.kind === 'salesperson',
        };
        await productViewed(viewer, req.params.productKey, req.log);
      },
      schema: { tags: ['products'], params: ProductKeyParams, response: { 200: ProductSchema } },
    },
    async (req) => catalogue.product(req.params.productKey, req.acting?.customerId ?? null, cacheVersionOf(req)),
  );

  r.get(
    '/api/product/:productKey/units',
    {
      config: { access: guestAll },
      preHandler: sameForAll,
      schema: { tags: ['products'], params: ProductKeyParams, response: { 200: ProductUnitsResponse } },
    },
    async (req) => catalogue.unitsOf(req.params.productKey, cacheVersionOf(req)),
  );

  // The product's spec sheet or safety data sheet (a = productKey, b = documentKey).
  r.get(
    '/api/documents/product/:a/scan/:b',
    { config: { access: guestAll }, schema: { tags: ['products'], params: ScanDocumentParams } },
    async (req, reply) => {
      const doc = await findScanDocument(ctx, req.params.a, req.params.b);
      if (!doc) throw notFound('This document is not available.');
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${doc.fileName}"`)
        .header('Cache-Control', 'private, max-age=300')
        .send(fs.createReadStream(doc.file));
    },
  );
}
