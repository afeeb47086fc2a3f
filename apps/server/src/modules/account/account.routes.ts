import { AccountDetail, AccountDetailQuery, AccountSummary, ErrorBody, OpenArItem } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountDetail, accountSummary, openAr } from './account.service';
import { accountScopeOf } from './account-scope';

const tags = ['account'];
const refusals = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/account/summary',
    { config: { access: { access: 'user', menu: 'AccountSummary', customer: 'required' } }, schema: { tags, response: { 200: AccountSummary, ...refusals } } },
    async (req) => accountSummary(ctx.db, accountScopeOf(req).customerId, ctx.now()),
  );

  r.get(
    '/api/account/detail',
    {
      config: { access: { access: 'user', menu: 'AccountDetail', customer: 'required' } },
      schema: { tags, querystring: AccountDetailQuery, response: { 200: AccountDetail, ...refusals } },
    },
    async (req) => accountDetail(ctx.db, accountScopeOf(req).customerId, req.query, ctx.now()),
  );

  r.get(
    '/api/account/openar',
    {
      config: { access: { access: 'user', menu: 'InvoicePayment', customer: 'required' } },
      schema: { tags, response: { 200: z.array(OpenArItem), ...refusals } },
    },
    async (req) => openAr(ctx.db, accountScopeOf(req).customerId),
  );
}
