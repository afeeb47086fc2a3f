import { Customer, CustomerList, CustomerListQuery } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/http/http-error';
import { findCustomer, listCustomersFor, listShipTos } from './customers.repository';

export async function customersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  r.get(
    '/api/customer/list',
    { config: { access: { access: 'user' } }, schema: { tags: ['customers'], querystring: CustomerListQuery, response: { 200: CustomerList } } },
    async (req) => {
      const rows = await listCustomersFor(db, req.principal!, req.query.search);
      return rows.map((c) => ({ customerKey: c.id, customerCode: c.customer_code, name: c.name }));
    },
  );

  r.get(
    '/api/customer',
    { config: { access: { access: 'user', customer: 'required' } }, schema: { tags: ['customers'], response: { 200: Customer } } },
    async (req) => {
      const customerId = req.acting?.customerId;
      if (!customerId) throw notFound('This session acts for no customer');
      const customer = await findCustomer(db, customerId);
      if (!customer) throw notFound('Customer not found');
      const shiptos = await listShipTos(db, customerId);
      return {
        customerKey: customer.id,
        customerCode: customer.customer_code,
        name: customer.name,
        defaultShipto: customer.default_shipto_code,
        defaultPO: customer.default_po,
        requiredPO: customer.required_po === 1,
        shiptos,
      };
    },
  );
}
