import { Health } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, dialect } = app.ctx;

  // Liveness without touching the database; also the ceiling route of `npm run bench`.
  r.get('/api/ping', { config: { access: { access: 'anonymous' } }, schema: { tags: ['health'], response: { 200: z.object({ pong: z.literal(true) }) } } }, async () => ({
    pong: true as const,
  }));

  r.get('/api/health', { config: { access: { access: 'anonymous' } }, schema: { tags: ['health'], response: { 200: Health, 503: Health } } }, async (_req, reply) => {
    const started = performance.now();
    let ok = true;
    try {
      await sql`select 1`.execute(db);
    } catch {
      ok = false;
    }
    const body = { status: ok ? ('ok' as const) : ('degraded' as const), database: { dialect, ok, latencyMs: Math.round((performance.now() - started) * 100) / 100 } };
    return reply.code(ok ? 200 : 503).send(body);
  });
}
