import { DocumentResult, ErrorBody, OrderNumberParams, OrderView } from '@storefront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../platform/http/http-error';
import { orderDocumentLink } from './order-documents.service';
import { readOrder } from './order-view.service';
import type { OrderScope } from './order-view.service';

// The checkout receipt and order history show orders; the confirmation is also a document.
const config = {
  access: { access: 'user', menu: ['CheckOut', 'OrderHistory'], customer: 'required', punchout: 'refused' } as const,
};
const documentConfig = {
  access: {
    access: 'user',
    menu: ['CheckOut', 'OrderHistory', 'ViewDocuments', 'AccountDetail', 'InvoicePayment'],
    customer: 'required',
    punchout: 'refused',
  } as const,
};
const tags = ['orders'];

/** Orders are scoped like carts: the customer the session acts for, or the consumer's own. */
function scopeOf(req: FastifyRequest): OrderScope {
  const { principal, acting } = req;
  if (!principal || !acting || principal.isPunchout) throw forbidden();
  return { customerId: acting.customerId, userId: principal.userId };
}

const DocumentParams = z.object({ ...OrderNumberParams.shape, kind: z.enum(['confirmation', 'invoice']) });
const DocumentOrError = z.union([DocumentResult, ErrorBody]);
export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/orders/:orderNumber',
    {
      config,
      schema: { tags, params: OrderNumberParams, response: { 200: OrderView, 403: ErrorBody, 404: ErrorBody } },
    },
    async (req) => {
      const order = await readOrder(ctx.db, req.params.orderNumber, scopeOf(req), ctx.now());
      if (!order) throw notFound('This order was not found.');
      return order;
    },
  );

  r.get(
    '/api/documents/order/:orderNumber/:kind',
    {
      config: documentConfig,
      schema: {
        tags,
        params: DocumentParams,
        response: { 200: DocumentResult, 403: DocumentOrError, 404: DocumentOrError },
      },
    },
    async (req, reply) => {
      const result = await orderDocumentLink(ctx.db, req.params.orderNumber, req.params.kind, scopeOf(req), ctx.now());
      return reply.code(result.isError ? (result.status === 403 ? 403 : 404) : 200).send(result);
    },
  );
}
