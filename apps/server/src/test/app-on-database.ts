import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { Database } from '../db/database';

/** The app over a database the test opened itself (e.g. through a proxy), with the test's clock. */
export async function buildAppOn(config: Config, database: Database, now: () => number): Promise<FastifyInstance> {
  const app = await buildApp({ config, database, now });
  await app.ready();
  return app;
}
