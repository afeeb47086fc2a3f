import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { imageSyncRoutes } from './modules/admin/image-sync.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { categoriesRoutes } from './modules/categories/categories.routes';
import { customersRoutes } from './modules/customers/customers.routes';
import { healthRoutes } from './modules/health/health.routes';
import { menuRoutes } from './modules/menu/menu.routes';
import { orderGuidesRoutes } from './modules/order-guides/order-guides.routes';
import { productsRoutes } from './modules/products/products.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { accessPlugin } from './platform/auth/access.plugin';
import './platform/context';
import { registerErrorHandler } from './platform/http/error-handler';
import { registerWebStatic } from './platform/http/web-static';

export interface BuildOptions {
  config: Config;
  database: Database;
  now?: () => number;
}

/** Registers plugins, then feature modules. Never listens: tests call inject() or listen themselves. */
export async function buildApp({ config, database, now = Date.now }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    trustProxy: config.trustProxy,
  });
  app.decorate('ctx', { db: database.db, dialect: database.dialect, config, now });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(compress, { threshold: 1024 });
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Storefront API', description: 'Ordering storefront for wholesale distributors', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(accessPlugin);
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.get('/api/openapi.json', { config: { access: { access: 'anonymous' } }, schema: { hide: true } }, async () => app.swagger());

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(settingsRoutes);
  await app.register(menuRoutes);
  await app.register(customersRoutes);
  await app.register(productsRoutes);
  await app.register(categoriesRoutes);
  await app.register(imageSyncRoutes);
  await app.register(cartRoutes);
  await app.register(orderGuidesRoutes);

  await registerWebStatic(app);
  return app;
}
