import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/http/http-error';
import type { DocumentRenderers } from './document-links.service';
import { openDocument } from './open-document.service';

const DocParams = z.object({
  id: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/**
 * Spec 2 §7: /doc/{id} opens the document a short-lived link was made for. Each module that owns documents registers
 * how to draw them (`renderers`, composed in app.ts), so this module imports none of them.
 */
export async function documentsRoutes(
  app: FastifyInstance,
  { renderers }: { renderers: DocumentRenderers },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  // Opened in a new tab, without the bearer token: the unguessable, short-lived id is the permission.
  r.get(
    '/doc/:id',
    { config: { access: { access: 'anonymous', menu: null } }, schema: { hide: true, params: DocParams } },
    async (req, reply) => {
      const doc = await openDocument(ctx, renderers, req.params.id);
      if (!doc) throw notFound('This document link has expired. Please open the document again from the page.');
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${doc.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(doc.pdf);
    },
  );
}
