import {
  CopyOrderGuideRequest,
  CreateOrderGuideRequest,
  ErrorBody,
  OrderGuide,
  OrderGuideLinePayload,
  OrderGuideList,
  OrderGuideParams,
  PatchOrderGuideRequest,
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

/** Signed-in users only; a salesperson must have chosen the customer (X-Customer-Key). */
const access: RouteAccess = { access: 'user', menu: 'OrderGuides', customer: 'required', punchout: 'refused' };
const tags = ['order-guides'];
const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The owner the request acts for; salespeople may maintain a customer's Standard guide. */
const editorOf = (req: FastifyRequest): GuideEditor => ({
  owner: guideOwnerOf(req),
  isSalesperson: req.principal?.kind === 'salesperson',
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
      return listOrderGuides(db, guideOwnerOf(req));
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
    async (req, reply) => reply.code(201).send(await createOrderGuide(ctx, editorOf(req), req.params.key, req.body)),
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
    async (req) => patchOrderGuide(ctx, editorOf(req), req.params.key, req.body),
  );

  r.delete(
    '/api/orderguide/:key',
    { config: { access }, schema: { tags, params: OrderGuideParams } },
    async (req, reply) => {
      await deleteOrderGuide(ctx, editorOf(req), req.params.key);
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
    async (req, reply) => reply.code(201).send(await copyOrderGuide(ctx, editorOf(req), req.params.key, req.body.name)),
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
    async (req) => addOrderGuideProduct(ctx, editorOf(req), req.params.key, req.body),
  );
}
