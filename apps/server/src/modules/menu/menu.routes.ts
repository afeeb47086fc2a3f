import { Menu, MenuLogParams } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { logMenuVisit } from './menu.service';

export async function menuRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  // The menu itself and visit logging of any entry: on no entry.
  r.get(
    '/api/menu',
    { config: { access: { access: 'anonymous', menu: null } }, schema: { tags: ['menu'], response: { 200: Menu } } },
    async (req) => ctx.ports.menuOf(req),
  );

  r.get(
    '/api/menu/log/:entry',
    { config: { access: { access: 'user', menu: null } }, schema: { tags: ['menu'], params: MenuLogParams } },
    async (req, reply) => {
      await logMenuVisit(ctx, req, req.params.entry);
      return reply.code(204).send();
    },
  );
}
