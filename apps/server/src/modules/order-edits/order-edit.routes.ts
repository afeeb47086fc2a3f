import { ErrorBody, OrderCancelled, OrderEditClosed, OrderEditOpened, OrderNumberParams } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartOwnerOf } from '../cart/cart-owner';
import { cancelOrder, closeOrderEdit, openOrderEdit } from './order-edit.service';

// As the orders' own routes: whoever may read the order (the customer the session acts for, or the consumer's own).
const config = {
  access: { access: 'user', menu: ['CheckOut', 'OrderHistory'], customer: 'required', punchout: 'refused' } as const,
};
const tags = ['orders'];
const refusals = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * Issue 32: edit a placed order until the cut-off of its delivery date (in an edit cart of its own, which the cart and
 * checkout calls reach with X-Edit-Order; Save is POST /api/cart/submit), leave the edit, or cancel the order.
 */
export async function orderEditRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.post(
    '/api/orders/:orderNumber/edit',
    { config, schema: { tags, params: OrderNumberParams, response: { 200: OrderEditOpened, ...refusals } } },
    async (req) => openOrderEdit(ctx, cartOwnerOf(req), req.params.orderNumber),
  );

  r.delete(
    '/api/orders/:orderNumber/edit',
    { config, schema: { tags, params: OrderNumberParams, response: { 200: OrderEditClosed, ...refusals } } },
    async (req) => closeOrderEdit(ctx, cartOwnerOf(req), req.params.orderNumber),
  );

  r.post(
    '/api/orders/:orderNumber/cancel',
    { config, schema: { tags, params: OrderNumberParams, response: { 200: OrderCancelled, ...refusals } } },
    async (req) => cancelOrder(ctx, cartOwnerOf(req), req.params.orderNumber),
  );
}
