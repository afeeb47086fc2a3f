import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { accountRoutes } from './modules/account/account.routes';
import { accountsRoutes } from './modules/identity/accounts.routes';
import { productImagesRoutes } from './modules/product-images/product-images.routes';
import { backgroundJobsRoutes } from './modules/background-jobs/background-jobs.routes';
import { erpImportRoutes } from './modules/erp-import/erp-import.routes';
import { erpExportRoutes } from './modules/erp-export/erp-export.routes';
import { erpWebhookRoutes } from './modules/erp-export/erp-webhook.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { categoriesRoutes } from './modules/categories/categories.routes';
import { customersRoutes } from './modules/customers/customers.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { accountDocumentRenderers } from './modules/account/ar-documents.service';
import { receiptDocumentRenderers } from './modules/invoice-payments/receipt-document.service';
import { orderDocumentRenderers } from './modules/orders/order-documents.service';
import { healthRoutes } from './modules/health/health.routes';
import { invoicePaymentsRoutes } from './modules/invoice-payments/invoice-payments.routes';
import { invoicingRoutes } from './modules/invoicing/invoicing.routes';
import { landingRoutes } from './modules/landing/landing.routes';
import { menuRoutes } from './modules/menu/menu.routes';
import { createMenuSource } from './modules/menu/menu.service';
import { orderGuidesRoutes } from './modules/order-guides/order-guides.routes';
import { findGuideKeys } from './modules/order-guides/order-guides.repository';
import { ordersRoutes } from './modules/orders/orders.routes';
import { orderEditRoutes } from './modules/order-edits/order-edit.routes';
import { historyRoutes } from './modules/history/history.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { preferencesRoutes } from './modules/preferences/preferences.routes';
import { substitutesRoutes } from './modules/substitutes/substitutes.routes';
import { standingOrdersRoutes } from './modules/standing-orders/standing-orders.routes';
import { remindersRoutes } from './modules/reminders/reminders.routes';
import { creditsRoutes } from './modules/credits/credits.routes';
import { recordProductView } from './modules/salesperson-day/product-views.service';
import { withOwnDefaults } from './modules/preferences/user-defaults.service';
import { siteSettingsAdminRoutes } from './modules/site-settings-admin/site-settings-admin.routes';
import { pricingRoutes } from './modules/pricing/pricing.routes';
import { punchoutRoutes } from './modules/punchout/punchout.routes';
import { exchangePunchoutCode, frameAncestorsFor } from './modules/punchout/punchout-session.service';
import { settingsRoutes } from './modules/settings/settings.routes';
import { guestsAllowed } from './modules/settings/settings.service';
import { stockRoutes } from './modules/stock/stock.routes';
import { accessPlugin } from './platform/auth/access.plugin';
import type { AppContext } from './platform/context';
import { createMailer } from './platform/mail/mailer';
import { MAIL_JOB, mailOutbox } from './platform/mail/mail-outbox';
import { createJobQueue } from './platform/jobs/create-job-queue';
import { countsAsLoad, givingWay, requestLoad } from './platform/jobs/request-load';
import { jobHandlers, jobKinds } from './background-jobs';
import { createRenderPool } from './platform/pdf/render-pool';
import { sandboxGateway } from './platform/payments/sandbox-gateway';
import { registerDatabaseOutage } from './platform/http/database-outage';
import { registerErrorHandler } from './platform/http/error-handler';
import { strictBodyValidatorCompiler } from './platform/http/strict-body';
import { registerStrictInput } from './platform/http/strict-input';
import { logRequest } from './platform/http/log-redaction';
import { registerDurableWrites } from './platform/http/durable-writes';
import { registerHardening, serverTimeouts } from './platform/http/hardening';
import { registerWebStatic } from './platform/http/web-static';

/** The PDF worker's entry beside this file: src/pdf-worker.mjs (tsx), or dist/pdf-worker.mjs in the built server. */
const PDF_WORKER_URL = new URL('./pdf-worker.mjs', import.meta.url);

export interface BuildOptions {
  config: Config;
  database: Database;
  now?: () => number;
  /** Where logs go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Called for every route as it is registered, with its schemas and config (tests build the route table from it). */
  onRoute?: (route: RouteOptions) => void;
}

/** Registers plugins, then feature modules. Never listens: tests call inject() or listen themselves. */
export async function buildApp({
  config,
  database,
  now = Date.now,
  logStream,
  onRoute,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
      // Links carry secrets (verification and reset tokens, document ids): logged URLs show [redacted] instead.
      serializers: { req: logRequest },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.trustProxy,
    ...serverTimeouts(config),
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  const mailer = createMailer(config, app.log);
  const pdf = createRenderPool({
    workerUrl: PDF_WORKER_URL,
    workers: config.pdfWorkers,
    perOwner: 2,
    queue: Math.max(8, 4 * config.pdfWorkers),
    renderTimeoutMs: 60_000,
  });
  const kinds = jobKinds(config);
  const jobs = await createJobQueue({ config, database, kinds, now, log: app.log });
  const payments = sandboxGateway(database.db, now);
  const handlers = jobHandlers({ db: database.db, config, now, jobs, mailer, pdf, payments, log: app.log });
  const mailHandler = handlers[MAIL_JOB];
  if (!mailHandler) throw new Error('No mail job handler.');
  const outbox = mailOutbox(jobs, mailHandler, now);
  app.addHook('onClose', async () => {
    // Jobs under way finish before the mailer, the PDF workers and (after the app) the database close.
    await jobs.stop();
    mailer.close();
    await pdf.close();
  });
  // Workers start once the app is ready (every route and hook registered). In a rush they give way to the requests.
  const giveWayMs = Math.min(config.jobsGiveWayMs, ...kinds.map((k) => k.expireInSeconds * 250));
  if (config.runJobs && giveWayMs > 0) {
    const load = requestLoad();
    app.addHook('onRequest', (request, reply, done) => {
      if (countsAsLoad(request.url)) {
        load.started();
        reply.raw.once('close', load.finished);
      }
      done();
    });
    app.addHook('onReady', () => jobs.work(givingWay(handlers, load, giveWayMs)));
  } else if (config.runJobs) app.addHook('onReady', () => jobs.work(handlers));
  const ctx: AppContext = {
    db: database.db,
    dialect: database.dialect,
    search: database.search,
    config,
    now,
    payments,
    outbox,
    jobs,
    pdf,
    // The platform's view of the modules: it never imports them.
    ports: {
      menuOf: createMenuSource(database.db),
      allowsGuests: () => guestsAllowed(ctx),
      frameAncestors: (code, framed) => frameAncestorsFor(ctx, code, framed),
    },
  };
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(strictBodyValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, registerDatabaseOutage(app, database.db));
  registerStrictInput(app);
  registerDurableWrites(app, config.database);
  await registerHardening(app, config);

  await app.register(compress, { threshold: 1024 });
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Storefront API',
        description: 'Ordering storefront for wholesale distributors',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(accessPlugin);
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // The document is fixed once the routes are registered: written out once (357 KB, 12 ms each time), not per request.
  let openApiDocument: Buffer | undefined;
  app.get(
    '/api/openapi.json',
    { config: { access: { access: 'anonymous', menu: null } }, schema: { hide: true } },
    async (_request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((openApiDocument ??= Buffer.from(JSON.stringify(app.swagger())))),
  );

  await app.register(healthRoutes);
  await app.register(authRoutes, { exchangeCode: exchangePunchoutCode });
  // GET /api/settings lays the user's own defaults over the site's: preferences builds on settings, not back.
  await app.register(settingsRoutes, {
    ownDefaultsOf: (userId, settings) => withOwnDefaults(database.db, userId, settings),
  });
  await app.register(menuRoutes);
  await app.register(customersRoutes);
  // The product list's og filter reads the owner's guide through order-guides, which builds on the catalogue; a
  // product detail opened for a customer is recorded for the salesperson's day (issue 33), which builds on it too.
  await app.register(catalogueRoutes, {
    guideKeysOf: (owner, name) => findGuideKeys(database.db, owner, name),
    productViewed: (viewer, productKey, log) => recordProductView({ db: database.db, log }, viewer, productKey, now()),
  });
  await app.register(pricingRoutes);
  await app.register(stockRoutes);
  await app.register(categoriesRoutes);
  await app.register(productImagesRoutes);
  await app.register(backgroundJobsRoutes);
  await app.register(erpImportRoutes);
  await app.register(erpExportRoutes);
  await app.register(erpWebhookRoutes);
  await app.register(cartRoutes);
  await app.register(orderGuidesRoutes);
  await app.register(checkoutRoutes);
  await app.register(ordersRoutes);
  await app.register(orderEditRoutes);
  await app.register(documentsRoutes, {
    renderers: { ...orderDocumentRenderers, ...accountDocumentRenderers, ...receiptDocumentRenderers },
  });
  await app.register(historyRoutes);
  await app.register(reportsRoutes);
  await app.register(siteSettingsAdminRoutes);
  await app.register(addressesRoutes);
  await app.register(accountRoutes);
  await app.register(invoicePaymentsRoutes);
  await app.register(invoicingRoutes);
  await app.register(landingRoutes);
  await app.register(accountsRoutes);
  await app.register(preferencesRoutes);
  await app.register(substitutesRoutes);
  await app.register(standingOrdersRoutes);
  await app.register(remindersRoutes);
  await app.register(creditsRoutes);
  await app.register(punchoutRoutes);

  await registerWebStatic(app);
  return app;
}
