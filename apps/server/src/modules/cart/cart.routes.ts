import {
  Cart,
  CartLineParams,
  CartLinePayload,
  CartLinesRequest,
  CartWriteResult,
  ErrorBody,
  SubstituteLineRequest,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteAccess } from '../../platform/auth/principal';
import { addLines } from './cart-add.service';
import { removeLine, updateLine } from './cart-line.service';
import { substituteLine } from './cart-line-substitute.service';
import { cartOwnerOf } from './cart-owner';
import { clearCart, readCart } from './cart.service';

/**
 * 'guest' rather than 'user' so that a guest (allowGuest on) is told 403 —
 * it has no cart — instead of the 401 that reads as an expired session;
 * cartOwnerOf refuses it even if the menu rule ever let it through.
 */
const access: RouteAccess = { access: 'guest', menu: 'ViewCart', customer: 'required' };
const config = { access };
const tags = ['cart'];
/** Up to 1000 lines a call (a pasted Quick Entry list), each with two 500-character texts at most; other routes keep the 64 KiB default. */
const CART_LINES_BODY_LIMIT = 2 * 1024 * 1024;
const writeResponses = { 200: CartWriteResult, 409: CartWriteResult, 400: ErrorBody, 403: ErrorBody };

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get('/api/cart', { config, schema: { tags, response: { 200: Cart, 403: ErrorBody } } }, async (req) =>
    readCart(ctx, cartOwnerOf(req)),
  );

  r.post(
    '/api/cart/line',
    { config, schema: { tags, body: CartLinePayload, response: writeResponses } },
    async (req, reply) => {
      const outcome = await addLines(ctx, cartOwnerOf(req), [req.body], { confirmAll: false, dryRun: false });
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  // /validate runs exactly what /lines does, and saves nothing.
  for (const [url, dryRun] of [
    ['/api/cart/lines', false],
    ['/api/cart/validate', true],
  ] as const) {
    r.post(
      url,
      { config, bodyLimit: CART_LINES_BODY_LIMIT, schema: { tags, body: CartLinesRequest, response: writeResponses } },
      async (req, reply) => {
        const body = req.body;
        const lines = Array.isArray(body) ? body : body.lines;
        const confirmAll = !Array.isArray(body) && body.confirmPriceByChange === true;
        const outcome = await addLines(ctx, cartOwnerOf(req), lines, { confirmAll, dryRun });
        return reply.code(outcome.status).send(outcome.body);
      },
    );
  }

  r.post(
    '/api/cart/line/:id',
    {
      config,
      schema: { tags, params: CartLineParams, body: CartLinePayload, response: { ...writeResponses, 404: ErrorBody } },
    },
    async (req, reply) => {
      const outcome = await updateLine(ctx, cartOwnerOf(req), req.params.id, req.body);
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  r.post(
    '/api/cart/line/:id/substitute',
    {
      config,
      schema: {
        tags,
        summary: 'Replaces a line that cannot be filled with one of its offered substitutes',
        params: CartLineParams,
        body: SubstituteLineRequest,
        response: { ...writeResponses, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (req, reply) => {
      const outcome = await substituteLine(ctx, cartOwnerOf(req), req.params.id, req.body.productKey);
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  r.delete('/api/cart/line/:id', { config, schema: { tags, params: CartLineParams } }, async (req, reply) => {
    await removeLine(ctx, cartOwnerOf(req), req.params.id);
    return reply.code(204).send();
  });

  r.delete('/api/cart', { config, schema: { tags } }, async (req, reply) => {
    await clearCart(ctx, cartOwnerOf(req));
    return reply.code(204).send();
  });
}
