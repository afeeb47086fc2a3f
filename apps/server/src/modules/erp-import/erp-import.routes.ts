import {
  ErrorBody,
  IMPORT_LIMITS,
  ImportJobParams,
  ImportKindParams,
  ImportList,
  ImportQuery,
  ImportStarted,
  ImportStatus,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInPrincipal } from '../../platform/auth/principal';
import { noStore } from '../../platform/http/conditional-get';
import { HttpError } from '../../platform/http/http-error';
import { importStatus, recentImports, refusedRowsCsv, startImport } from './erp-import.service';
import { templateOf } from './import-kinds';

const admin = { access: { access: 'admin' as const, menu: 'AdminPanel' as const, punchout: 'refused' as const } };
const tags = ['admin'];
/** What a browser or curl sends a CSV file as (Windows browsers say application/vnd.ms-excel). */
const CSV_TYPES = ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel', 'application/octet-stream'];

/** The ERP import (issue 30): upload a CSV file of one kind, follow its job, read what was refused. */
export async function erpImportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  // The file as bytes, only on this plugin's routes (encapsulated): decoded by the import (UTF-8 or Windows-1252).
  app.addContentTypeParser(CSV_TYPES, { parseAs: 'buffer', bodyLimit: IMPORT_LIMITS.maxBytes }, (_req, body, done) =>
    done(null, body),
  );

  r.post(
    '/api/admin/import/:kind',
    {
      config: admin,
      bodyLimit: IMPORT_LIMITS.maxBytes,
      schema: {
        tags,
        params: ImportKindParams,
        querystring: ImportQuery,
        response: { 202: ImportStarted, 400: ErrorBody, 409: ErrorBody, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (req, reply) => {
      noStore(reply);
      if (!Buffer.isBuffer(req.body)) throw new HttpError(415, 'Send the file as text/csv.');
      const q = req.query;
      const jobId = await startImport(ctx, {
        kind: req.params.kind,
        bytes: req.body,
        fileName: q.fileName ?? '',
        userId: signedInPrincipal(req).userId,
        options: {
          dryRun: q.dryRun === 'true',
          allOrNothing: q.allOrNothing === 'true',
          deactivateMissing: q.deactivateMissing === 'true',
          encoding: q.encoding ?? 'utf-8',
        },
      });
      return reply.code(202).send({ jobId });
    },
  );

  r.get(
    '/api/admin/import/:jobId',
    {
      config: admin,
      schema: { tags, params: ImportJobParams, response: { 200: ImportStatus, 404: ErrorBody } },
    },
    async (req, reply) => {
      noStore(reply);
      return importStatus(ctx, req.params.jobId);
    },
  );

  r.get(
    '/api/admin/import/:jobId/refused',
    { config: admin, schema: { tags, params: ImportJobParams } },
    async (req, reply) => {
      noStore(reply);
      const { kind, csv } = await refusedRowsCsv(ctx, req.params.jobId);
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${kind}-import-${req.params.jobId}-refused.csv"`);
      return reply.send(csv);
    },
  );

  r.get(
    '/api/admin/imports',
    { config: admin, schema: { tags, response: { 200: ImportList } } },
    async (_req, reply) => {
      noStore(reply);
      return { imports: await recentImports(ctx) };
    },
  );

  r.get(
    '/api/admin/import/:kind/template',
    { config: admin, schema: { tags, params: ImportKindParams } },
    async (req, reply) => {
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${req.params.kind}-template.csv"`);
      return templateOf(req.params.kind);
    },
  );
}
