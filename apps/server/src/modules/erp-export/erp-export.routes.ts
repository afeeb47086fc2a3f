import {
  CreditExport,
  CreditNumberParams,
  ERP_EXPORTS_SHOWN,
  ERP_PULL_MAX_ORDERS,
  ErpExportList,
  ErpExportsQuery,
  ErrorBody,
  ExportOrdersQuery,
  OrderExport,
  OrderNumberParams,
  PaymentExport,
  PaymentExportParams,
  sinceInstant,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noStore } from '../../platform/http/conditional-get';
import { exportedCredit, exportedOrder, exportedPayment, exportRows, ordersCsvSince } from './erp-export.service';

const admin = { access: { access: 'admin' as const, menu: 'AdminPanel' as const, punchout: 'refused' as const } };
const tags = ['admin'];
const refusals = { 401: ErrorBody, 403: ErrorBody };

/**
 * The ERP export (issue 30): each document (an order, a payment, an approved credit) as the ERP receives it, the
 * exports' state, and the orders for a pull.
 */
export async function erpExportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/admin/export/orders/:orderNumber',
    {
      config: admin,
      schema: {
        tags,
        summary: 'An order as the ERP export sends it',
        description: 'The JSON document written to DATA_DIR/exports and POSTed, signed, to the ERP webhook.',
        params: OrderNumberParams,
        response: { 200: OrderExport, ...refusals, 404: ErrorBody },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return exportedOrder(ctx.db, req.params.orderNumber);
    },
  );

  r.get(
    '/api/admin/export/payments/:key',
    {
      config: admin,
      schema: {
        tags,
        summary: 'An invoice payment as the ERP export sends it',
        params: PaymentExportParams,
        response: { 200: PaymentExport, ...refusals, 404: ErrorBody },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return exportedPayment(ctx.db, req.params.key);
    },
  );

  r.get(
    '/api/admin/export/credits/:number',
    {
      config: admin,
      schema: {
        tags,
        summary: 'An approved credit request as the ERP export sends it',
        description: 'Issue 33: approved in full or in part; a request Open or Rejected is not exported (404).',
        params: CreditNumberParams,
        response: { 200: CreditExport, ...refusals, 404: ErrorBody },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return exportedCredit(ctx.db, req.params.number);
    },
  );

  r.get(
    '/api/admin/exports',
    {
      config: admin,
      schema: { tags, querystring: ErpExportsQuery, response: { 200: ErpExportList, ...refusals } },
    },
    async (req, reply) => {
      noStore(reply);
      return { exports: await exportRows(ctx.db, req.query.state, ERP_EXPORTS_SHOWN) };
    },
  );

  r.get(
    '/api/admin/export/orders',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Orders placed since a time, as CSV, for an ERP that pulls',
        description:
          `text/csv, one row per order line after a header row. since: a date (midnight UTC) or a date and time ` +
          `with its offset; orders created at or after it, oldest first, at most ${ERP_PULL_MAX_ORDERS} (limit). ` +
          'X-Export-Next-Since is the last order’s createdAt: ask again from it (its orders come again: keep orders ' +
          'by orderNumber); X-Export-Truncated: true when the limit cut the answer.',
        // No response schemas: the answer is CSV text, and a 400 (a bad since) is the usual ErrorBody.
        querystring: ExportOrdersQuery,
      },
    },
    async (req, reply) => {
      noStore(reply);
      const { since, limit = ERP_PULL_MAX_ORDERS } = req.query;
      const answer = await ordersCsvSince(ctx.db, sinceInstant(since), limit);
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="orders.csv"')
        .header('X-Export-Count', String(answer.count))
        .header('X-Export-Next-Since', answer.nextSince ?? since)
        .header('X-Export-Truncated', String(answer.truncated));
      return reply.send(answer.csv);
    },
  );
}
