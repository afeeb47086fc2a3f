import { type MenuEntry } from '@storefront/domain';
import {
  ErrorBody,
  OrderGuideListParams,
  PriceListParams,
  ProductListParams,
  QuoteSheetParams,
  REPORT_MESSAGES,
} from '@storefront/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../platform/auth/principal';
import { forbidden, notFound } from '../../platform/http/http-error';
import type { ReportContent } from './report.pdf';
import { type PdfRenderer, userPdfOwner } from '../../platform/pdf/render-pool';
import {
  orderGuideListReport,
  priceListReport,
  productListReport,
  quoteSheetReport,
  type ReportScope,
} from './reports.service';

const tags = ['reports'];

function scopeOf(req: FastifyRequest): ReportScope {
  const { principal, acting } = req;
  if (!principal || !acting || principal.isPunchout) throw forbidden();
  return { customerId: acting.customerId, userId: principal.userId };
}

/** 200 with the PDF, or 204 (spec 3 §8: the page says 'No report data'). */
async function sendReport(
  reply: FastifyReply,
  renderer: Pick<PdfRenderer, 'render'>,
  userId: number,
  content: ReportContent | null,
  fileName: string,
) {
  if (!content) return reply.code(204).header('Cache-Control', 'private, no-store').send();
  const pdf = await renderer.render('report', [content], userPdfOwner(userId));
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `inline; filename="${fileName}.pdf"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}

type Build<P> = (
  db: FastifyInstance['ctx']['db'],
  scope: ReportScope,
  params: P,
  now: number,
) => Promise<ReportContent | null>;

export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  /** GET with the parameters in the query, POST with them in a JSON body (spec 3 §7). */
  function report<S extends z.core.$ZodType>(
    path: string,
    entry: MenuEntry,
    schema: S,
    fileName: string,
    build: Build<z.output<S>>,
  ) {
    const access: RouteAccess = { access: 'user', menu: entry, customer: 'required', punchout: 'refused' };
    // 422: the report would run past the page limit; 503 with Retry-After: the user's or the server's share of PDF workers is in use.
    const response = { 204: z.null(), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody, 503: ErrorBody };
    const send = async (req: FastifyRequest, reply: FastifyReply, params: z.output<S>) => {
      const scope = scopeOf(req);
      return sendReport(reply, ctx.pdf, scope.userId, await build(ctx.db, scope, params, ctx.now()), fileName);
    };
    r.get(path, { config: { access }, schema: { tags, querystring: schema, response } }, async (req, reply) =>
      send(req, reply, req.query as z.output<S>),
    );
    r.post(path, { config: { access }, schema: { tags, body: schema, response } }, async (req, reply) =>
      send(req, reply, req.body as z.output<S>),
    );
  }

  report('/api/reports/productlist', 'ProductList', ProductListParams, 'Product-List', productListReport);
  report('/api/reports/pricelist', 'ProductPriceList', PriceListParams, 'Price-List', priceListReport);
  report('/api/reports/quotesheet', 'QuoteSheet', QuoteSheetParams, 'Quote-Sheet', quoteSheetReport);
  report(
    '/api/reports/orderguidelist',
    'OrderGuideList',
    OrderGuideListParams,
    'Order-Guide-List',
    orderGuideListReport,
  );

  // Any other report name: spec 3 §8's 404. No menu entry: the name matches none.
  r.get(
    '/api/reports/:report',
    {
      config: { access: { access: 'user', menu: null } },
      schema: { tags, params: z.object({ report: z.string().max(100) }), response: { 404: ErrorBody } },
    },
    async () => {
      throw notFound(REPORT_MESSAGES.notFound);
    },
  );
}
