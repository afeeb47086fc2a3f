import { Customer, CustomerList, CustomerListQuery } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInPrincipal } from '../../platform/auth/principal';
import { actingCustomer, anyCustomer, customerList } from './customers.service';

export async function customersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/customer/list',
    // Part of the session (whom the user acts for, checked by acting-for), on no menu entry.
    {
      config: { access: { access: 'user', menu: null } },
      schema: { tags: ['customers'], querystring: CustomerListQuery, response: { 200: CustomerList } },
    },
    async (req) => customerList(ctx, signedInPrincipal(req), req.query.search),
  );

  r.get(
    '/api/admin/customers',
    // An administrator picks a customer for something it configures (a punchout buyer): every customer, 50 at most.
    {
      config: { access: { access: 'admin', menu: 'AdminPanel', punchout: 'refused' } },
      schema: { tags: ['customers'], querystring: CustomerListQuery, response: { 200: CustomerList } },
    },
    async (req) => anyCustomer(ctx, req.query.search),
  );

  r.get(
    '/api/customer',
    {
      config: { access: { access: 'user', menu: null, customer: 'required' } },
      schema: { tags: ['customers'], response: { 200: Customer } },
    },
    async (req) => actingCustomer(ctx, req.acting?.customerId),
  );
}
