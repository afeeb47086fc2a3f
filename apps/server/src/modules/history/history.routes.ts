import {
  ErrorBody,
  HistoryOrderPage,
  HistoryOrdersQuery,
  HistoryProductsQuery,
  ProductHistoryPage,
} from '@storefront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteAccess } from '../../platform/auth/principal';
import { noStore } from '../../platform/http/conditional-get';
import { forbidden } from '../../platform/http/http-error';
import { createHistoryService, type HistoryScope } from './history.service';

const ordersAccess: RouteAccess = { access: 'user', menu: 'OrderHistory', customer: 'required', punchout: 'refused' };
const productsAccess: RouteAccess = {
  access: 'user',
  menu: 'ProductHistory',
  customer: 'required',
  punchout: 'refused',
};
const tags = ['history'];

/** The customer the session acts for, or the consumer's own orders; punchout sessions have no history (spec 3 §6). */
export function historyScopeOf(req: FastifyRequest): HistoryScope {
  const { principal, acting } = req;
  if (!principal || !acting || principal.isPunchout) throw forbidden();
  return { customerId: acting.customerId, userId: principal.userId };
}

export async function historyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { orderHistory, productHistory } = createHistoryService(app.ctx.db);

  r.get(
    '/api/history/orders',
    {
      config: { access: ordersAccess },
      schema: {
        tags,
        querystring: HistoryOrdersQuery,
        response: { 200: HistoryOrderPage, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return orderHistory(historyScopeOf(req), req.query, app.ctx.now());
    },
  );

  r.get(
    '/api/history/products',
    {
      config: { access: productsAccess },
      schema: {
        tags,
        querystring: HistoryProductsQuery,
        response: { 200: ProductHistoryPage, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return productHistory(historyScopeOf(req), req.query);
    },
  );
}
