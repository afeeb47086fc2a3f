import {
  CartEstimate,
  CartHeaderResult,
  CartHeaderUpdate,
  DeliveryDates,
  DeliveryDatesQuery,
  ErrorBody,
  IDEMPOTENCY_KEY_HEADER,
  SubmitCardRequest,
  SubmitCardResult,
  SubmitOrderRequest,
  SubmitOrderResult,
} from '@storefront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../platform/auth/principal';
import { forbidden } from '../../platform/http/http-error';
import { checkIdempotencyKey } from '../../platform/idempotency/idempotency';
import { cartOwnerOf } from '../cart/cart-owner';
import { submitCard } from './card-submit.service';
import { estimateCart } from './checkout.service';
import { saveHeader } from './checkout-header.service';
import { deliveryDatesFor } from './delivery-dates.service';
import { submitOrder } from './submit.service';

const access: RouteAccess = { access: 'guest', menu: 'CheckOut', customer: 'required' };
const config = { access };
const tags = ['checkout'];
const refusals = { 400: ErrorBody, 403: ErrorBody, 409: ErrorBody };
const IdempotencyHeaders = z.object({ [IDEMPOTENCY_KEY_HEADER]: z.string().max(200).optional() });

function keyOf(req: FastifyRequest): string {
  const value = req.headers[IDEMPOTENCY_KEY_HEADER];
  return checkIdempotencyKey(typeof value === 'string' ? value : undefined);
}

export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.post(
    '/api/cart/header',
    { config, schema: { tags, body: CartHeaderUpdate, response: { 200: CartHeaderResult, 403: ErrorBody } } },
    async (req) => saveHeader(ctx, cartOwnerOf(req), req.body),
  );

  r.get(
    '/api/cart/deliverydates',
    {
      config,
      schema: {
        tags,
        querystring: DeliveryDatesQuery,
        response: { 200: DeliveryDates, 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (req) => deliveryDatesFor(ctx.db, cartOwnerOf(req), req.query, ctx.now()),
  );

  r.get(
    '/api/cart/estimate',
    { config, schema: { tags, response: { 200: CartEstimate, 403: ErrorBody } } },
    async (req) => estimateCart(ctx.db, cartOwnerOf(req), ctx.now()),
  );

  r.post(
    '/api/cart/submit',
    {
      config,
      schema: {
        tags,
        headers: IdempotencyHeaders,
        body: SubmitOrderRequest,
        response: { 200: SubmitOrderResult, ...refusals },
      },
    },
    async (req) => {
      const owner = cartOwnerOf(req);
      if (owner.principal.isPunchout)
        throw forbidden('A punchout cart is transferred to your procurement system, not submitted here.');
      // Issue 32: with X-Edit-Order, Save: the edit cart replaces the placed order's lines and header.
      if (owner.principal.kind === 'consumer' && !owner.editOrder)
        throw forbidden('Consumers pay by card at checkout.');
      return submitOrder(ctx, owner, keyOf(req), req.body);
    },
  );

  r.post(
    '/api/cart/submit/card',
    {
      config,
      schema: {
        tags,
        headers: IdempotencyHeaders,
        body: SubmitCardRequest,
        response: { 200: SubmitCardResult, ...refusals, 502: ErrorBody },
      },
    },
    async (req) => {
      const owner = cartOwnerOf(req);
      if (owner.principal.kind !== 'consumer') throw forbidden('Card payment at checkout is for consumers.');
      return submitCard(ctx, owner, keyOf(req), req.body);
    },
  );
}
