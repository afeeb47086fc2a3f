import { ConsumerSettings, LogoName, SessionSettings, SiteSettings } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readSiteValues } from './settings.repository';
import { toConsumerSettings, toLogoName, toSessionSettings, toSiteSettings } from './settings.service';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const anonymous = { access: { access: 'anonymous' as const } };
  const db = app.ctx.db;

  r.get('/api/settings', { config: anonymous, schema: { tags: ['settings'], response: { 200: SessionSettings } } }, async (req) =>
    toSessionSettings(await readSiteValues(db), req.principal),
  );
  r.get('/api/settings/site', { config: anonymous, schema: { tags: ['settings'], response: { 200: SiteSettings } } }, async () =>
    toSiteSettings(await readSiteValues(db)),
  );
  r.get('/api/settings/consumer', { config: anonymous, schema: { tags: ['settings'], response: { 200: ConsumerSettings } } }, async () =>
    toConsumerSettings(await readSiteValues(db)),
  );
  r.get('/api/settings/logoname', { config: anonymous, schema: { tags: ['settings'], response: { 200: LogoName } } }, async (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return toLogoName(await readSiteValues(db));
  });
}
