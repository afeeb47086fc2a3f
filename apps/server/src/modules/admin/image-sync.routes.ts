import { IMAGE_SYNC_REQUESTED, ImageSyncRequested, ImageSyncStatus } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { claimImageSync } from '../../platform/images/image-sync-jobs';
import { latestJob } from '../../platform/images/image-sync-jobs.repository';

export async function imageSyncRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, now } = app.ctx;
  const admin = { access: { access: 'admin' as const } };
  // Syncs started here finish (or fail) before the app closes its database.
  const inFlight = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...inFlight]);
  });

  r.get(
    '/api/admin/requestImageSync',
    { config: admin, schema: { tags: ['admin'], response: { 200: ImageSyncRequested } } },
    async (req, reply) => {
      const claim = await claimImageSync({ db, sourceDir: config.imageSourceDir, imagesDir: config.imagesDir, now }, req.principal!.userId);
      reply.header('Cache-Control', 'no-store');
      await reply.send({ message: IMAGE_SYNC_REQUESTED, jobId: claim.jobId });
      if (claim.run) {
        const work = claim.run().catch((err) => req.log.error(err, 'image sync failed'));
        inFlight.add(work);
        void work.finally(() => inFlight.delete(work));
      }
      return reply;
    },
  );

  r.get('/api/admin/imageSync/status', { config: admin, schema: { tags: ['admin'], response: { 200: ImageSyncStatus } } }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const job = await latestJob(db);
    if (!job) {
      return { jobId: null, status: 'idle' as const, total: 0, processed: 0, matched: 0, unmatched: 0, failed: 0, startedAt: null, finishedAt: null, message: '' };
    }
    return {
      jobId: job.id,
      status: job.status,
      total: job.total,
      processed: job.processed,
      matched: job.matched,
      unmatched: job.unmatched,
      failed: job.failed,
      startedAt: job.started_at,
      finishedAt: job.finished_at,
      message: job.message,
    };
  });
}
