import {
  ErrorBody,
  GlobalPageLayout,
  MenuEntryOverride,
  MenuEntryOverrides,
  GlobalPageSort,
  MessageResult,
  SiteSettingsAdminView,
  SiteSettingsUpdate,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInPrincipal } from '../../platform/auth/principal';
import { noStore } from '../../platform/http/conditional-get';
import { menuOverrides, saveMenuOverride } from './menu-overrides.service';
import {
  globalPageDefaults,
  readSiteSettingsAdmin,
  saveGlobalPageDefault,
  updateSiteSettings,
} from './site-settings-admin.service';

const admin = { access: { access: 'admin' as const, menu: 'AdminPanel' as const, punchout: 'refused' as const } };
const tags = ['admin'];

export async function siteSettingsAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/admin/siteSettings',
    { config: admin, schema: { tags, response: { 200: SiteSettingsAdminView, 401: ErrorBody, 403: ErrorBody } } },
    async (_req, reply) => {
      noStore(reply);
      return readSiteSettingsAdmin(ctx.db);
    },
  );

  r.post(
    '/api/admin/siteSettings',
    {
      config: admin,
      schema: {
        tags,
        body: SiteSettingsUpdate,
        response: { 200: SiteSettingsAdminView, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return updateSiteSettings(ctx.db, req.body, signedInPrincipal(req).userId, ctx.now());
    },
  );

  // Spec 3 §7: the global default layout and sort, in the spec's admin numbers; only administrators set them.
  r.get(
    '/api/admin/defaultPageLayout',
    { config: admin, schema: { tags, response: { 200: GlobalPageLayout } } },
    async (_req, reply) => {
      noStore(reply);
      return { defaultPageLayout: (await globalPageDefaults(ctx.db)).defaultPageLayout };
    },
  );
  r.post(
    '/api/admin/defaultPageLayout',
    {
      config: admin,
      schema: { tags, body: GlobalPageLayout, response: { 200: MessageResult, 400: ErrorBody, 403: ErrorBody } },
    },
    async (req) => saveGlobalPageDefault(ctx.db, req.body, signedInPrincipal(req).userId, ctx.now()),
  );
  r.get(
    '/api/admin/defaultPageSortBy',
    { config: admin, schema: { tags, response: { 200: GlobalPageSort } } },
    async (_req, reply) => {
      noStore(reply);
      return { defaultPageSortBy: (await globalPageDefaults(ctx.db)).defaultPageSortBy };
    },
  );
  r.post(
    '/api/admin/defaultPageSortBy',
    {
      config: admin,
      schema: { tags, body: GlobalPageSort, response: { 200: MessageResult, 400: ErrorBody, 403: ErrorBody } },
    },
    async (req) => saveGlobalPageDefault(ctx.db, req.body, signedInPrincipal(req).userId, ctx.now()),
  );

  // Menu entries hidden or locked per user type (spec 1 §6, spec 3 §6), changed here and logged.
  r.get(
    '/api/admin/menuOverrides',
    { config: admin, schema: { tags, response: { 200: MenuEntryOverrides } } },
    async (_req, reply) => {
      noStore(reply);
      return menuOverrides(ctx.db);
    },
  );
  r.post(
    '/api/admin/menuOverrides',
    {
      config: admin,
      schema: { tags, body: MenuEntryOverride, response: { 200: MenuEntryOverrides, 400: ErrorBody, 403: ErrorBody } },
    },
    async (req, reply) => {
      noStore(reply);
      return saveMenuOverride(ctx.db, req.body, signedInPrincipal(req).userId, ctx.now());
    },
  );
}
