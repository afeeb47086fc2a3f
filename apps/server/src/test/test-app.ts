import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, migrateToLatest, openDatabase } from '../db/database';
import { seedDemoData } from '../db/seed';

/**
 * API tests run on SQLite by default and on PostgreSQL when TEST_DB=postgres
 * (a throwaway database on PG_ADMIN_URL, dropped afterwards).
 */
export const TEST_DIALECT = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  clock: { now: number };
  close(): Promise<void>;
}

async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sf_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A freshly migrated and seeded app with its own data dir and a clock the test can move. */
export async function createTestApp(
  env: Record<string, string> = {},
  logStream?: { write(line: string): void },
  onRoute?: BuildOptions['onRoute'],
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-test-'));
  const pgDb = TEST_DIALECT === 'postgres' ? await createPgDatabase() : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    SEED_DEMO_IMAGES: 'false',
    // Load shedding would turn a slow shared test machine's hiccups into 503s; its own test turns it on.
    LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  const database = openDatabase(config.database);
  await migrateToLatest(database.db);
  const clock = { now: Date.now() };
  await seedDemoData(database.db, config, clock.now);
  const app = await buildApp({ config, database, now: () => clock.now, ...(logStream ? { logStream } : {}), ...(onRoute ? { onRoute } : {}) });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    async close() {
      await app.close();
      await database.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the real token endpoint and returns the bearer header. */
export async function signInAs(app: FastifyInstance, username: string, password = 'Demo#2026'): Promise<Record<string, string>> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', client_id: 'ecommerce', username, password }).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in as ${username} failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json().access_token}` };
}

export function tokenForm(fields: Record<string, string>) {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}
