import { AdminOrderView, ErrorBody, InvoiceOrderRequest, OrderNumberParams, OrderView } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noStore } from '../../platform/http/conditional-get';
import { adminOrderView, invoiceOrder } from './invoicing.service';

const admin = { access: { access: 'admin' as const, menu: 'AdminPanel' as const, punchout: 'refused' as const } };
const tags = ['admin'];
const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Invoicing (issue 31): an order as the administrator invoices it, and the invoice of what shipped. */
export async function invoicingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/admin/orders/:orderNumber',
    {
      config: admin,
      schema: {
        tags,
        summary: "Any customer's or consumer's order, with what may ship in place of each line",
        params: OrderNumberParams,
        response: { 200: AdminOrderView, ...refusals },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return adminOrderView(ctx.db, req.params.orderNumber);
    },
  );

  r.post(
    '/api/admin/orders/:orderNumber/invoice',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Invoice an order at what shipped: quantities, catch-weight lines’ actual weights, substitutes',
        description:
          'Lines left out ship in full as ordered (a catch-weight line needs its weight). The A/R item of a ' +
          "customer's order is the invoiced amount; a card authorised at checkout is captured at it.",
        params: OrderNumberParams,
        body: InvoiceOrderRequest,
        response: { 200: OrderView, ...refusals, 409: ErrorBody, 502: ErrorBody },
      },
    },
    async (req) => invoiceOrder(ctx, req.params.orderNumber, req.body),
  );
}
