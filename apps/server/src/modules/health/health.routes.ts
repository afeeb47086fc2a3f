import { Health } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkHealth } from './health.service';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  // Liveness without touching the database; also the ceiling route of `npm run bench`.
  r.get(
    '/api/ping',
    {
      config: { access: { access: 'anonymous', menu: null } },
      schema: { tags: ['health'], response: { 200: z.object({ pong: z.literal(true) }) } },
    },
    async () => ({
      pong: true as const,
    }),
  );

  r.get(
    '/api/health',
    {
      config: { access: { access: 'anonymous', menu: null } },
      schema: { tags: ['health'], response: { 200: Health, 503: Health } },
    },
    async (request, reply) => {
      const { health, problem } = await checkHealth(ctx);
      if (problem !== null) request.log.warn({ problem }, 'health: the database cannot read or write');
      return reply.code(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
}
