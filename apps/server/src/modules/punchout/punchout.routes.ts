import { PunchoutBuyer, PunchoutBuyerInput, PunchoutMessage } from '@storefront/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInPrincipal } from '../../platform/auth/principal';
import { cartOwnerOf } from '../cart/cart-owner';
import { statusResponse } from './cxml/documents';
import { MAX_XML_BYTES } from './cxml/safe-xml';
import { cxmlSetup } from './cxml-setup.service';
import { ociSetup } from './oci-setup.service';
import { createPunchoutMessage } from './punchout-message.service';
import { listBuyers, saveBuyer } from './punchout-buyers.service';

const XML_TYPE = 'text/xml; charset=utf-8';

/**
 * Punchout (issue 28): procurement systems open sessions here (cXML setup requests, SAP OCI calls), outside /api
 * because they are not the page's calls; the page hands the cart back through /api/punchout/createmessage.
 */
export async function punchoutRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Scoped to this plugin: only the setup route reads XML, as a string for the guarded parser.
  app.addContentTypeParser(
    ['text/xml', 'application/xml'],
    { parseAs: 'string', bodyLimit: MAX_XML_BYTES },
    (_req, body, done) => done(null, body),
  );

  r.post(
    '/punchout/cxml/setup',
    {
      bodyLimit: MAX_XML_BYTES,
      schema: { hide: true },
      // A body too large or of another type is a malformed document too: a cXML 400, quickly, nothing read.
      errorHandler: (err: FastifyError, req, reply) => {
        const status = err.statusCode && err.statusCode < 500 ? 400 : 500;
        if (status === 500) req.log.error(err);
        else req.log.warn({ security: 'punchout-setup-refused', status, why: err.code }, 'punchout setup refused');
        void reply
          .code(status)
          .type(XML_TYPE)
          .send(statusResponse({ now: ctx.now(), host: new URL(ctx.config.publicUrl).hostname }, status));
      },
    },
    async (req, reply) => {
      const answer = await cxmlSetup(ctx, req.body, req.log);
      return reply.code(answer.status).type(XML_TYPE).send(answer.xml);
    },
  );

  const ociHandler = async (req: FastifyRequest, reply: FastifyReply) => {
    const fields = { ...(req.query as Record<string, unknown>), ...((req.body ?? {}) as Record<string, unknown>) };
    const answer = await ociSetup(ctx, fields, req.ip, req.log);
    if (answer.kind === 'redirect') return reply.redirect(answer.location, 303);
    return reply.code(answer.status).type('text/plain; charset=utf-8').send(answer.message);
  };
  app.get('/punchout/oci', { schema: { hide: true } }, ociHandler);
  app.post('/punchout/oci', { schema: { hide: true } }, ociHandler);

  r.post(
    '/api/punchout/createmessage',
    {
      // The cart's checkout step of a punchout session: no menu entry of its own.
      config: { access: { access: 'user', menu: null, customer: 'required', punchout: 'only' } },
      schema: { tags: ['punchout'], body: z.optional(z.object({})), response: { 200: PunchoutMessage } },
    },
    async (req) => createPunchoutMessage(ctx, signedInPrincipal(req), cartOwnerOf(req)),
  );

  // The procurement systems an administrator lets in (/admin, Punchout Buyers).
  const admin = { access: { access: 'admin' as const, menu: 'AdminPanel' as const, punchout: 'refused' as const } };
  const tags = ['punchout'];
  const saved = async (id: number | null, input: PunchoutBuyerInput) => {
    const buyerId = await saveBuyer(ctx.db, id, input, { now: ctx.now(), hashCost: ctx.config.passwordHashCost });
    const buyer = (await listBuyers(ctx.db)).find((b) => b.id === buyerId);
    if (!buyer) throw new Error(`buyer ${buyerId} vanished`);
    return buyer;
  };
  r.get(
    '/api/admin/punchout/buyers',
    { config: admin, schema: { tags, response: { 200: z.array(PunchoutBuyer) } } },
    async () => listBuyers(ctx.db),
  );
  r.post(
    '/api/admin/punchout/buyers',
    { config: admin, schema: { tags, body: PunchoutBuyerInput, response: { 200: PunchoutBuyer } } },
    async (req) => saved(null, req.body),
  );
  r.put(
    '/api/admin/punchout/buyers/:id',
    {
      config: admin,
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        body: PunchoutBuyerInput,
        response: { 200: PunchoutBuyer },
      },
    },
    async (req) => saved(req.params.id, req.body),
  );
}
