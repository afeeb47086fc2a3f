import { BACKGROUND_JOBS_SHOWN, BackgroundJobs, BackgroundJobsQuery, ErrorBody } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noStore } from '../../platform/http/conditional-get';

const admin = { access: { access: 'admin' as const, menu: 'AdminPanel' as const, punchout: 'refused' as const } };

/** The administrators' view of the background jobs (issue 29): mail, image sync, purges, with their errors. */
export async function backgroundJobsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/admin/jobs',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        querystring: BackgroundJobsQuery,
        response: { 200: BackgroundJobs, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (req, reply) => {
      noStore(reply);
      const { state } = req.query;
      return { jobs: await ctx.jobs.list({ ...(state ? { state } : {}), limit: BACKGROUND_JOBS_SHOWN }) };
    },
  );
}
