import { ErpWebhook, ErpWebhookUpdate, ErrorBody } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noStore } from '../../platform/http/conditional-get';
import { readWebhook, removeWebhook, rotateWebhookSecret, setWebhookUrl } from './erp-webhook.service';

const admin = { access: { access: 'admin' as const, menu: 'AdminPanel' as const, punchout: 'refused' as const } };
const tags = ['admin'];
const refusals = { 401: ErrorBody, 403: ErrorBody };

/**
 * Where the ERP export POSTs each document, and the secret it signs them with: X-Storefront-Signature is
 * 'sha256=' + hex HMAC-SHA256(secret, X-Storefront-Timestamp + '.' + body).
 */
export async function erpWebhookRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const url = '/api/admin/export/webhook';

  r.get(url, { config: admin, schema: { tags, response: { 200: ErpWebhook, ...refusals } } }, async (_req, reply) => {
    noStore(reply);
    return readWebhook(ctx.db);
  });

  r.put(
    url,
    {
      config: admin,
      schema: { tags, body: ErpWebhookUpdate, response: { 200: ErpWebhook, 400: ErrorBody, ...refusals } },
    },
    async (req, reply) => {
      noStore(reply);
      return setWebhookUrl(ctx.db, req.body.url, ctx.now());
    },
  );

  r.post(
    `${url}/rotate`,
    { config: admin, schema: { tags, response: { 200: ErpWebhook, 404: ErrorBody, ...refusals } } },
    async (_req, reply) => {
      noStore(reply);
      return rotateWebhookSecret(ctx.db, ctx.now());
    },
  );

  r.delete(
    url,
    { config: admin, schema: { tags, response: { 200: ErpWebhook, ...refusals } } },
    async (_req, reply) => {
      noStore(reply);
      return removeWebhook(ctx.db);
    },
  );
}
