import { ErrorBody, OrderGuideList } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteAccess } from '../../platform/auth/principal';
import { noStore } from '../../platform/http/conditional-get';
import { listOrderGuides } from './order-guides.service';

/** Signed-in users only; a salesperson must have chosen the customer (X-Customer-Key). */
const access: RouteAccess = { access: 'user', menu: 'OrderGuides', customer: 'required' };
const tags = ['order-guides'];

export async function orderGuidesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  r.get('/api/orderguide', { config: { access }, schema: { tags, response: { 200: OrderGuideList, 401: ErrorBody, 403: ErrorBody } } }, async (req, reply) => {
    // Guides change with the user's own edits, apart from the catalogue: never reuse an HTTP copy.
    noStore(reply);
    return listOrderGuides(db, req.acting?.customerId ?? null);
  });
}
