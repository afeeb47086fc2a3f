import {
  AccountDetail,
  AccountDetailQuery,
  AccountSummary,
  DocumentResult,
  ErrorBody,
  OpenArItem,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountSummary, createAccountDetailCache, openAr } from './account.service';
import { accountScopeOf } from './account-scope';
import { scanDocumentLink } from './ar-documents.service';
import { statementLink } from './statement.service';

const tags = ['account'];
const refusals = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const ScanParams = z.object({
  number: z
    .string()
    .min(1)
    .max(20)
    .regex(/^[A-Za-z0-9-]+$/),
  key: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/),
});
const DocumentOrError = z.union([DocumentResult, ErrorBody]);

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const detailAnswer = createAccountDetailCache(ctx.db);

  r.get(
    '/api/account/summary',
    {
      config: { access: { access: 'user', menu: 'AccountSummary', customer: 'required', punchout: 'refused' } },
      schema: { tags, response: { 200: AccountSummary, ...refusals } },
    },
    async (req) => accountSummary(ctx.db, accountScopeOf(req).customerId, ctx.now()),
  );

  r.get(
    '/api/account/detail',
    {
      config: { access: { access: 'user', menu: 'AccountDetail', customer: 'required', punchout: 'refused' } },
      schema: { tags, querystring: AccountDetailQuery, response: { 200: AccountDetail, ...refusals } },
    },
    async (req, reply) => {
      const answer = await detailAnswer(accountScopeOf(req).customerId, req.query, ctx.now());
      // Already JSON: sent as it is (the typed reply expects the object it describes).
      reply.type('application/json; charset=utf-8');
      return answer.send(req, reply);
    },
  );

  r.get(
    '/api/account/openar',
    {
      config: { access: { access: 'user', menu: 'InvoicePayment', customer: 'required', punchout: 'refused' } },
      schema: { tags, response: { 200: z.array(OpenArItem), ...refusals } },
    },
    async (req) => openAr(ctx.db, accountScopeOf(req).customerId),
  );

  // Spec 2 §7 order scan document, by order or invoice number and key.
  r.get(
    '/api/documents/scan/:number/:key',
    {
      config: {
        access: {
          access: 'user',
          menu: ['AccountDetail', 'InvoicePayment', 'ViewDocuments'],
          customer: 'required',
          punchout: 'refused',
        },
      },
      schema: {
        tags,
        params: ScanParams,
        response: { 200: DocumentResult, 403: DocumentOrError, 404: DocumentOrError },
      },
    },
    async (req, reply) => {
      const result = await scanDocumentLink(ctx.db, accountScopeOf(req), req.params.number, req.params.key, ctx.now());
      return reply.code(result.isError ? 404 : 200).send(result);
    },
  );

  // Spec 3 Reports: the Current Statement, a document like the others (/doc/{id}).
  r.get(
    '/api/account/statement',
    {
      config: { access: { access: 'user', menu: 'CurrentStatement', customer: 'required', punchout: 'refused' } },
      schema: { tags, response: { 200: DocumentResult, ...refusals } },
    },
    async (req) => statementLink(ctx, accountScopeOf(req)),
  );
}
