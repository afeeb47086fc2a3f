import {
  ConsumerPreferences,
  ErrorBody,
  MessageResult,
  ThemeAnswer,
  ThemeInput,
  UserDefaults,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInPrincipal } from '../../platform/auth/principal';
import { consumerPreferences, saveConsumerPreferences } from './consumer-preferences.service';
import { defaultTheme, removeUserTheme, saveUserTheme, userTheme } from './theme.service';
import { saveUserDefaults, userDefaults } from './user-defaults.service';

/** Spec 3 "User preferences": the consumer's own details, and every user's own default layout and sort. */
export async function preferencesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const tags = ['preferences'];
  // /user-preferences and the layout/sort defaults are on no menu entry.
  const user = { access: { access: 'user', menu: null, punchout: 'refused' } } as const;

  r.get(
    '/api/consumer',
    { config: user, schema: { tags, response: { 200: ConsumerPreferences, 403: ErrorBody } } },
    async (req) => consumerPreferences(db, signedInPrincipal(req)),
  );
  r.post(
    '/api/consumer',
    {
      config: user,
      schema: { tags, body: ConsumerPreferences, response: { 200: MessageResult, 400: ErrorBody, 403: ErrorBody } },
    },
    async (req) => saveConsumerPreferences(db, signedInPrincipal(req), req.body),
  );
  r.get(
    '/api/userPreferences/defaults',
    { config: user, schema: { tags, response: { 200: UserDefaults } } },
    async (req) => userDefaults(db, signedInPrincipal(req).userId),
  );
  r.post(
    '/api/userPreferences/defaults',
    { config: user, schema: { tags, body: UserDefaults, response: { 200: MessageResult } } },
    async (req) => saveUserDefaults(db, signedInPrincipal(req).userId, req.body),
  );

  // Spec 3 Settings: anyone signed in reads their theme; changing it needs the ColorMaintenance entry (consumers never have it).
  const colours = { access: { access: 'user', menu: 'ColorMaintenance', punchout: 'refused' } } as const;
  r.get('/api/theme', { config: user, schema: { tags, response: { 200: ThemeAnswer } } }, async (req) =>
    userTheme(db, signedInPrincipal(req).userId),
  );
  r.get('/api/theme/reset', { config: user, schema: { tags, response: { 200: ThemeAnswer } } }, async () =>
    defaultTheme(),
  );
  r.post(
    '/api/theme',
    {
      config: colours,
      schema: { tags, body: ThemeInput, response: { 200: ThemeAnswer, 400: ErrorBody, 403: ErrorBody } },
    },
    async (req) => saveUserTheme(db, signedInPrincipal(req).userId, req.body),
  );
  r.delete(
    '/api/theme',
    { config: colours, schema: { tags, response: { 200: ThemeAnswer, 403: ErrorBody } } },
    async (req) => removeUserTheme(db, signedInPrincipal(req).userId),
  );
}
