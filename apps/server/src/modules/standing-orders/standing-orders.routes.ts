import {
  CreateStandingOrderRequest,
  ErrorBody,
  StandingOrder,
  StandingOrderList,
  StandingOrderParams,
  UpdateStandingOrderRequest,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteAccess } from '../../platform/auth/principal';
import { noStore } from '../../platform/http/conditional-get';
import {
  createStandingOrder,
  deleteStandingOrderOf,
  listStandingOrderViews,
  standingOrderOwnerOf,
  updateStandingOrderOf,
} from './standing-orders.service';

/** Trade customers' users and salespeople acting for a customer (X-Customer-Key); not consumers, not punchout. */
const access: RouteAccess = { access: 'user', menu: 'StandingOrders', customer: 'required', punchout: 'refused' };
const tags = ['standing-orders'];
const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export async function standingOrdersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/standingorders',
    { config: { access }, schema: { tags, response: { 200: StandingOrderList, 401: ErrorBody, 403: ErrorBody } } },
    async (req, reply) => {
      noStore(reply);
      return listStandingOrderViews(ctx.db, standingOrderOwnerOf(req), ctx.now());
    },
  );

  r.post(
    '/api/standingorders',
    {
      config: { access },
      schema: { tags, body: CreateStandingOrderRequest, response: { 201: StandingOrder, ...refusals } },
    },
    async (req, reply) => reply.code(201).send(await createStandingOrder(ctx, req, req.body)),
  );

  r.put(
    '/api/standingorders/:id',
    {
      config: { access },
      schema: {
        tags,
        params: StandingOrderParams,
        body: UpdateStandingOrderRequest,
        response: { 200: StandingOrder, ...refusals },
      },
    },
    async (req) => updateStandingOrderOf(ctx, standingOrderOwnerOf(req), req.params.id, req.body),
  );

  r.delete(
    '/api/standingorders/:id',
    {
      config: { access },
      schema: { tags, params: StandingOrderParams, response: { 204: z.null(), ...refusals } },
    },
    async (req, reply) => {
      await deleteStandingOrderOf(ctx, standingOrderOwnerOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}
