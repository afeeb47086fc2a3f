import {
  CopyOrderGuideRequest,
  CreateOrderGuideRequest,
  ErrorBody,
  OrderGuide,
  OrderGuideLinePayload,
  OrderGuideCounts,
  OrderGuideList,
  OrderGuideParams,
  PatchOrderGuideRequest,
  SaveOrderGuideCountRequest,
} from '@storefront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteAccess } from '../../platform/auth/principal';
import { noStore } from '../../platform/http/conditional-get';
import {
  addOrderGuideProduct,
  copyOrderGuide,
  createOrderGuide,
  deleteOrderGuide,
  type GuideEditor,
  patchOrderGuide,
} from './order-guide-write.service';
import { guideOwnerOf } from '../../platform/auth/guide-owner';
import { listOrderGuides } from './order-guides.service';
import { type Counter, readOrderGuideCounts, saveOrderGuideCount } from './order-guide-counts.service';
import { parPlaceOf } from './par-place.service';
import type { Db } from '../../db/database';

/** Signed-in users only; a salesperson must have chosen the customer (X-Customer-Key). */
const access: RouteAccess = { access: 'user', menu: 'OrderGuides', customer: 'required', punchout: 'refused' };
const tags = ['order-guides'];
const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The owner the request acts for; salespeople may maintain a customer's Standard guide; pars are the ship-to's. */
const editorOf = async (db: Db, req: FastifyRequest): Promise<GuideEditor> => ({
  owner: guideOwnerOf(req),
  isSalesperson: req.principal?.kind === 'salesperson',
  shipToCode: (await parPlaceOf(db, req)).shipToCode,
});

/** Issue 32: counts belong to the guide's owner and the ship-to the request acts on. */
const counterOf = async (db: Db, req: FastifyRequest): Promise<Counter> => ({
  owner: guideOwnerOf(req),
  userId: req.principal?.userId ?? null,
  place: await parPlaceOf(db, req),
});

export async function orderGuidesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

  r.get(
    '/api/orderguide',
    { config: { access }, schema: { tags, response: { 200: OrderGuideList, 401: ErrorBody, 403: ErrorBody } } },
    async (req, reply) => {
      // Guides change with the user's own edits, apart from the catalogue: never reuse an HTTP copy.
      noStore(reply);
      return listOrderGuides(db, guideOwnerOf(req), (await parPlaceOf(db, req)).shipToCode);
    },
  );

  r.post(
    '/api/orderguide/:key',
    {
      config: { access },
      schema: {
        tags,
        params: OrderGuideParams,
        body: CreateOrderGuideRequest,
        response: { 201: OrderGuide, ...refusals },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createOrderGuide(ctx, await editorOf(db, req), req.params.key, req.body)),
  );

  r.patch(
    '/api/orderguide/:key',
    {
      config: { access },
      schema: {
        tags,
        params: OrderGuideParams,
        body: PatchOrderGuideRequest,
        response: { 200: OrderGuide, ...refusals },
      },
    },
    async (req) => patchOrderGuide(ctx, await editorOf(db, req), req.params.key, req.body),
  );

  r.delete(
    '/api/orderguide/:key',
    { config: { access }, schema: { tags, params: OrderGuideParams } },
    async (req, reply) => {
      await deleteOrderGuide(ctx, await editorOf(db, req), req.params.key);
      return reply.code(204).send();
    },
  );

  r.post(
    '/api/orderguide/:key/copy',
    {
      config: { access },
      schema: {
        tags,
        params: OrderGuideParams,
        body: CopyOrderGuideRequest,
        response: { 201: OrderGuide, ...refusals },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await copyOrderGuide(ctx, await editorOf(db, req), req.params.key, req.body.name)),
  );

  r.post(
    '/api/orderguide/:key/product',
    {
      config: { access },
      schema: {
        tags,
        params: OrderGuideParams,
        body: OrderGuideLinePayload,
        response: { 200: OrderGuide, ...refusals },
      },
    },
    async (req) => addOrderGuideProduct(ctx, await editorOf(db, req), req.params.key, req.body),
  );

  r.get(
    '/api/orderguide/:key/counts',
    {
      config: { access },
      schema: { tags, params: OrderGuideParams, response: { 200: OrderGuideCounts, ...refusals } },
    },
    async (req, reply) => {
      noStore(reply);
      return readOrderGuideCounts(ctx, await counterOf(db, req), req.params.key);
    },
  );

  r.post(
    '/api/orderguide/:key/counts',
    {
      config: { access },
      schema: {
        tags,
        params: OrderGuideParams,
        body: SaveOrderGuideCountRequest,
        response: { 200: OrderGuideCounts, ...refusals },
      },
    },
    async (req) => saveOrderGuideCount(ctx, await counterOf(db, req), req.params.key, req.body),
  );
}
