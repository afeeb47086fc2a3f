import { UncommittedRequest, UncommittedResponse } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noStore } from '../../platform/http/conditional-get';
import { fastBodyValidator } from '../../platform/http/fast-validator';
import { uncommittedStock } from './stock.service';

/** Uncommitted stock: changing by the minute, never reused from the HTTP cache. */
export async function stockRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.post(
    '/api/product/uncommitted',
    {
      config: { access: { access: 'guest', menu: 'ViewProducts', readsOnly: true } },
      validatorCompiler: fastBodyValidator(UncommittedRequest),
      schema: { tags: ['products'], body: UncommittedRequest, response: { 200: UncommittedResponse } },
    },
    async (req, reply) => {
      noStore(reply);
      return uncommittedStock(ctx, req.body);
    },
  );
}
