import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { adminQuery as pgAdmin, pgUrlOf } from '../../apps/server/src/test/test-database';

/**
 * Every Playwright worker runs the journeys against a server of its own, on its own copy of one prepared data set:
 * no journey sees another worker's carts, orders or settings, so no chain of projects and no locks are needed.
 * The global setup (global-setup.ts) migrates and seeds the template once per run (pictures rendered); a worker
 * copies its data dir and, on PostgreSQL, its database (CREATE DATABASE ... TEMPLATE).
 */
export type E2eDialect = 'sqlite' | 'postgres';

/**
 * The server as `npm start` runs it, the built bundle (the global setup builds it first): e2e starts it as a process
 * and never imports the app.
 */
const SERVER_MAIN = path.resolve(import.meta.dirname, '../../apps/server/dist/main.mjs');
const SERVER_ENV = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // Journeys on a busy CI machine must not be shed; load shedding has its own security test.
  LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
  // The throttle journey poses as several client addresses through X-Forwarded-For; the browser connects from 127.0.0.1.
  TRUST_PROXY: '127.0.0.1',
  // The demo users' hashes at scrypt N=2^14, so a journey's sign-in costs milliseconds (production keeps 2^17).
  PASSWORD_HASH_COST: '14',
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

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitHealthy(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the e2e server exited (${child.exitCode}):\n${stderr()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the e2e server did not answer /api/health within ${HEALTH_TIMEOUT_MS / 1000} s:\n${stderr()}`);
}

/**
 * Starts the server on `dataDir` (and `databaseUrl`), returns once /api/health answers. On a data dir that is not
 * seeded yet, the server migrates and seeds it (with the demo pictures unless SEED_DEMO_IMAGES=false).
 */
export async function runServer(
  dataDir: string,
  databaseUrl: string | null,
  extraEnv: Record<string, string> = {},
): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, ...SERVER_ENV, ...extraEnv, PORT: String(port), DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, [SERVER_MAIN], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  // A worker that ends (or fails) takes its server with it.
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  child.once('exit', () => process.off('exit', orphanGuard));
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-20_000);
    if (process.env.E2E_SERVER_STDERR) process.stderr.write(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitHealthy(url, child, () => errors);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, stop };
}

/** A server of this worker's own on a copy of the run's template. */
export async function startWorkerServer(dialect: E2eDialect): Promise<E2eServer> {
  const templateDir = process.env[dialect === 'postgres' ? TEMPLATE_ENV.postgresDir : TEMPLATE_ENV.sqliteDir];
  if (!templateDir)
    throw new Error('no e2e template: run the journeys through playwright.config.ts (its global setup prepares one)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-e2e-'));
  fs.cpSync(templateDir, dataDir, { recursive: true });
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
