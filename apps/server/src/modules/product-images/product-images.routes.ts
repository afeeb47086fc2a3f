import { IMAGE_SYNC_REQUESTED, ImageSyncRequested, ImageSyncStatus } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInPrincipal } from '../../platform/auth/principal';
import { imageSyncStatus, requestImageSync } from './image-sync.service';

export async function productImagesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const admin = { access: { access: 'admin' as const, menu: 'AdminPanel' as const, punchout: 'refused' as const } };
  r.get(
    '/api/admin/requestImageSync',
    { config: admin, schema: { tags: ['admin'], response: { 200: ImageSyncRequested } } },
    async (req, reply) => {
      // The sync runs as a background job; the page follows it through /imageSync/status.
      const jobId = await requestImageSync(ctx, signedInPrincipal(req).userId);
      reply.header('Cache-Control', 'no-store');
      return { message: IMAGE_SYNC_REQUESTED, jobId };
    },
  );

  r.get(
    '/api/admin/imageSync/status',
    { config: admin, schema: { tags: ['admin'], response: { 200: ImageSyncStatus } } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return imageSyncStatus(ctx);
    },
  );
}
