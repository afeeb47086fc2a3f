import { DeliveryAddressList, ErrorBody } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '../../platform/http/http-error';
import { addressesOf } from './addresses.service';

/** The consumer's own address book (spec 1 §6: consumers have their own address endpoints). */
export async function addressesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  r.get(
    '/api/address',
    // Read by the checkout page only (delivery address step).
    { config: { access: { access: 'user', menu: 'CheckOut' } }, schema: { tags: ['addresses'], response: { 200: DeliveryAddressList, 403: ErrorBody } } },
    async (req) => {
      const principal = req.principal;
      if (!principal || principal.kind !== 'consumer') throw forbidden('Delivery addresses belong to consumer accounts.');
      return addressesOf(ctx.db, principal.userId);
    },
  );
}
