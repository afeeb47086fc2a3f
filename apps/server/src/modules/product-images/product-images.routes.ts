import { IMAGE_SYNC_REQUESTED, ImageSyncRequested, ImageSyncStatus } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInPrincipal } from '../../platform/auth/principal';
import { imageSyncStatus, requestImageSync } from './image-sync.service';

export async function productImagesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const admin = { access: { access: 'admin' as const, menu: 'AdminPanel' as const, punchout: 'refused' as const } };
  // Syncs started here finish (or fail) before the app closes its database.
  const inFlight = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...inFlight]);
  });

  r.get(
    '/api/admin/requestImageSync',
    { config: admin, schema: { tags: ['admin'], response: { 200: ImageSyncRequested } } },
    async (req, reply) => {
      const claim = await requestImageSync(ctx, signedInPrincipal(req).userId);
      reply.header('Cache-Control', 'no-store');
      await reply.send({ message: IMAGE_SYNC_REQUESTED, jobId: claim.jobId });
      // Started once the answer is out: the page follows it through /imageSync/status.
      if (claim.run) {
        const work = claim.run().catch((err: unknown) => req.log.error(err, 'image sync failed'));
        inFlight.add(work);
        void work.finally(() => inFlight.delete(work));
      }
      return reply;
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
