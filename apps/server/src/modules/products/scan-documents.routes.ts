import fs from 'node:fs';
import { ScanDocumentParams } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/http/http-error';
import { findScanDocument } from './scan-documents';

/** GET /api/documents/product/{productKey}/scan/{documentKey}: the product's spec sheet or safety data sheet. */
export async function scanDocumentsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;

  r.get(
    '/api/documents/product/:a/scan/:b',
    { config: { access: { access: 'guest' } }, schema: { tags: ['products'], params: ScanDocumentParams } },
    async (req, reply) => {
      const doc = await findScanDocument(db, config.documentsDir, req.params.a, req.params.b);
      if (!doc) throw notFound('This document is not available.');
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${doc.fileName}"`)
        .header('Cache-Control', 'private, max-age=300')
        .send(fs.createReadStream(doc.file));
    },
  );
}
