import { ErrorBody, OrderRemindersPreference, SalespersonAlerts } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInPrincipal } from '../../platform/auth/principal';
import { noStore } from '../../platform/http/conditional-get';
import { forbidden } from '../../platform/http/http-error';
import { ownOrderReminders, salespersonAlerts, saveOwnOrderReminders } from './reminders.service';

const tags = ['reminders'];
const refusals = { 401: ErrorBody, 403: ErrorBody };

/** Reminders (issue 32): each user's own switch on /settings, and a salesperson's 'usual order missing' list. */
export async function remindersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, now } = app.ctx;
  // The settings page's cards are on no menu entry; the switch is the user's own, whichever customer they act for.
  const own = { access: { access: 'user', menu: null, punchout: 'refused' } } as const;

  r.get(
    '/api/preferences/reminders',
    { config: own, schema: { tags, response: { 200: OrderRemindersPreference, ...refusals } } },
    async (req, reply) => {
      noStore(reply);
      return ownOrderReminders(db, signedInPrincipal(req).userId);
    },
  );

  r.put(
    '/api/preferences/reminders',
    {
      config: own,
      schema: {
        tags,
        body: OrderRemindersPreference,
        response: { 200: OrderRemindersPreference, 400: ErrorBody, ...refusals },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return saveOwnOrderReminders(db, signedInPrincipal(req).userId, req.body.orderReminders);
    },
  );

  // Part of choosing a customer (/select-customer), on no menu entry: for salespeople, about their own customers.
  r.get(
    '/api/salesperson/alerts',
    {
      config: { access: { access: 'user', menu: null, punchout: 'refused' } },
      schema: { tags, response: { 200: SalespersonAlerts, ...refusals } },
    },
    async (req, reply) => {
      const principal = signedInPrincipal(req);
      if (principal.kind !== 'salesperson') throw forbidden('Only salespeople have customers to watch.');
      noStore(reply);
      return salespersonAlerts(db, principal.userId, now());
    },
  );
}
