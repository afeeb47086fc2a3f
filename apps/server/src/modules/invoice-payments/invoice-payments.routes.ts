import {
  AcceptedPaymentType,
  DocumentResult,
  ErrorBody,
  IDEMPOTENCY_KEY_HEADER,
  PaymentKeyParams,
  PaymentReceipt,
  PaymentRequest,
  PaymentResult,
} from '@storefront/contract';
import { acceptedPaymentTypes } from '@storefront/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkIdempotencyKey } from '../../platform/idempotency/idempotency';
import { accountScopeOf } from '../account/account-scope';
import { payInvoices, paymentReceipt } from './invoice-payment.service';
import { receiptDocumentLink } from './receipt-document.service';

const config = {
  access: { access: 'user', menu: 'InvoicePayment', customer: 'required', punchout: 'refused' } as const,
};
const tags = ['payments'];
const IdempotencyHeaders = z.object({ [IDEMPOTENCY_KEY_HEADER]: z.string().max(200).optional() });

function keyOf(req: FastifyRequest): string {
  const value = req.headers[IDEMPOTENCY_KEY_HEADER];
  return checkIdempotencyKey(typeof value === 'string' ? value : undefined);
}

export async function invoicePaymentsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/payment/types',
    { config, schema: { tags, response: { 200: z.array(AcceptedPaymentType), 403: ErrorBody } } },
    async (req) => {
      accountScopeOf(req);
      return acceptedPaymentTypes();
    },
  );

  r.post(
    '/api/payment',
    {
      config,
      schema: {
        tags,
        headers: IdempotencyHeaders,
        body: PaymentRequest,
        response: { 200: PaymentResult, 400: ErrorBody, 403: ErrorBody, 409: ErrorBody, 502: ErrorBody },
      },
    },
    async (req) => payInvoices(ctx, accountScopeOf(req), keyOf(req), req.body),
  );

  r.get(
    '/api/payment/:key',
    {
      config,
      schema: { tags, params: PaymentKeyParams, response: { 200: PaymentReceipt, 403: ErrorBody, 404: ErrorBody } },
    },
    async (req) => paymentReceipt(ctx, accountScopeOf(req), req.params.key),
  );

  // Spec 2 §7 invoice payment receipt, by key.
  r.get(
    '/api/documents/receipt/:key',
    {
      config: {
        access: {
          access: 'user',
          menu: ['InvoicePayment', 'ViewDocuments'],
          customer: 'required',
          punchout: 'refused',
        },
      },
      schema: {
        tags,
        params: PaymentKeyParams,
        response: {
          200: DocumentResult,
          403: z.union([DocumentResult, ErrorBody]),
          404: z.union([DocumentResult, ErrorBody]),
        },
      },
    },
    async (req, reply) => {
      const result = await receiptDocumentLink(ctx, accountScopeOf(req), req.params.key);
      return reply.code(result.isError ? 404 : 200).send(result);
    },
  );
}
