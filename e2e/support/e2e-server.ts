import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ServerProcess, startServer } from '../../apps/server/src/test/server-process';
import { adminQuery as pgAdmin, pgUrlOf } from '../../apps/server/src/test/test-database';

/**
 * Every Playwright worker runs the journeys against a server of its own, on its own copy of one prepared data set:
 * no journey sees another worker's carts, orders or settings, so no chain of projects and no locks are needed.
 * The global setup (global-setup.ts) migrates and seeds the template once per run (pictures rendered); a worker
 * copies its data dir and, on PostgreSQL, its database (CREATE DATABASE ... TEMPLATE).
 */
export type E2eDialect = 'sqlite' | 'postgres';

/** The journeys' server settings on top of `npm start`'s defaults. */
const SERVER_ENV = {
  // Journeys on a busy CI machine must not be shed; load shedding has its own security test.
  LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
  // The throttle journey poses as several client addresses through X-Forwarded-For; the browser connects from 127.0.0.1.
  TRUST_PROXY: '127.0.0.1',
  // The demo users' hashes at scrypt N=2^14, so a journey's sign-in costs milliseconds (production keeps 2^17).
  PASSWORD_HASH_COST: '14',
  // The human check's proof of work at 10 iterations a try (production: 1,000): the widget still solves a real
  // challenge, in milliseconds rather than a second of the renderer's CPU.
  HUMAN_CHECK_COST: '10',
  // The demo's standing order and usual-order reminders would place orders and send mails on some days and hours of
  // the week: the journeys see the same demo whenever they run (the jobs have their API tests, with a clock).
  ORDERING_WEEK_JOBS: 'false',
};
const HEALTH_TIMEOUT_MS = 180_000;

export interface E2eServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Where the global setup left the templates: environment variables the workers inherit. */
export const TEMPLATE_ENV = {
  sqliteDir: 'SF_E2E_TEMPLATE_SQLITE_DIR',
  postgresDir: 'SF_E2E_TEMPLATE_POSTGRES_DIR',
  pgDatabase: 'SF_E2E_TEMPLATE_PG',
} as const;

/**
 * Starts the server as `npm start` runs it, the built bundle (the global setup builds it first), on `dataDir` (and
 * `databaseUrl`); returns once /api/health answers. On a data dir that is not seeded yet, the server migrates and
 * seeds it (with the demo pictures unless SEED_DEMO_IMAGES=false). E2E_SERVER_STDERR=1 shows its output.
 */
export async function runServer(
  dataDir: string,
  databaseUrl: string | null,
  extraEnv: Record<string, string> = {},
): Promise<ServerProcess> {
  const env: Record<string, string> = { ...SERVER_ENV, ...extraEnv, DATA_DIR: dataDir };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if (process.env.E2E_SERVER_STDERR) process.env.SERVER_PROCESS_OUTPUT = '1';
  return startServer({ env }, HEALTH_TIMEOUT_MS);
}

/** A server of this worker's own on a copy of the run's template. */
export async function startWorkerServer(dialect: E2eDialect): Promise<E2eServer> {
  const templateDir = process.env[dialect === 'postgres' ? TEMPLATE_ENV.postgresDir : TEMPLATE_ENV.sqliteDir];
  if (!templateDir)
    throw new Error('no e2e template: run the journeys through playwright.config.ts (its global setup prepares one)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-e2e-'));
  // With their times, as a restored backup keeps them: the demo's resized pictures stay newer than their sources, so
  // the image-sync journey's sync finds them up to date (the copy's own order made about half the sources newer, and
  // the sync drew all 397 again: 12 s of a core).
  fs.cpSync(templateDir, dataDir, { recursive: true, preserveTimestamps: true });
  let pgDatabase: string | null = null;
  if (dialect === 'postgres') {
    const template = process.env[TEMPLATE_ENV.pgDatabase];
    if (!template) throw new Error('no e2e PostgreSQL template: the run has no PostgreSQL project');
    pgDatabase = `sf_e2e_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await pgAdmin(`create database ${pgDatabase} template ${template}`);
  }
  const cleanup = async () => {
    if (pgDatabase) await pgAdmin(`drop database if exists ${pgDatabase} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const server = await runServer(dataDir, pgDatabase ? pgUrlOf(pgDatabase) : null);
    return {
      url: server.url,
      dataDir,
      async stop() {
        await server.stop();
        await cleanup();
      },
    };
  } catch (err) {
    await cleanup();
    throw err;
  }
}
