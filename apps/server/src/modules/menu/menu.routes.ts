import { Menu, MenuLogParams } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { insertVisit } from './menu.repository';

export async function menuRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, now } = app.ctx;

  r.get('/api/menu', { config: { access: { access: 'anonymous' } }, schema: { tags: ['menu'], response: { 200: Menu } } }, async (req) =>
    app.menuOf(req),
  );

  r.get(
    '/api/menu/log/:entry',
    { config: { access: { access: 'user' } }, schema: { tags: ['menu'], params: MenuLogParams } },
    async (req, reply) => {
      const menu = await app.menuOf(req);
      const entry = menu.find((e) => e.key === req.params.entry);
      // Only entries flagged for logging are recorded; others are accepted and ignored.
      if (entry?.logVisit) await insertVisit(db, req.principal?.userId ?? null, req.params.entry, now());
      return reply.code(204).send();
    },
  );
}
