import { ConsumerSettings, LogoName, SessionSettings, SiteSettings } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consumerSettings, logoName, type OwnDefaultsOf, sessionSettings, siteSettings } from './settings.service';

export async function settingsRoutes(
  app: FastifyInstance,
  { ownDefaultsOf }: { ownDefaultsOf: OwnDefaultsOf },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Site and session settings come before any menu: on no entry.
  const anonymous = { access: { access: 'anonymous' as const, menu: null } };
  const { ctx } = app;

  r.get(
    '/api/settings',
    { config: anonymous, schema: { tags: ['settings'], response: { 200: SessionSettings } } },
    async (req) => sessionSettings(ctx, req.principal, ownDefaultsOf),
  );
  r.get(
    '/api/settings/site',
    { config: anonymous, schema: { tags: ['settings'], response: { 200: SiteSettings } } },
    async () => siteSettings(ctx),
  );
  r.get(
    '/api/settings/consumer',
    { config: anonymous, schema: { tags: ['settings'], response: { 200: ConsumerSettings } } },
    async () => consumerSettings(ctx),
  );
  r.get(
    '/api/settings/logoname',
    { config: anonymous, schema: { tags: ['settings'], response: { 200: LogoName } } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return logoName(ctx);
    },
  );
}
