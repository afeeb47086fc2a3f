import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../app';
import type { Config } from '../config';
import { type Database, migrateToLatest, openDatabase } from '../db/database';
import { seedDemoData } from '../seed';
import { copySeedTemplate, templateServes, testConfig } from './seed-template';
import { adminQuery, pgUrlOf, TEST_DIALECT, uniqueDatabaseName } from './test-database';
import type { Injector } from './remote-app';

export { TEST_DIALECT } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  clock: { now: number };
  close(): Promise<void>;
}

/**
 * A migrated and seeded app with its own data dir (and PostgreSQL database) and a clock the test can move: a copy of
 * the run's seed template (test/seed-template.ts) when the variables leave the seed as it is, else seeded afresh.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  logStream?: { write(line: string): void },
  onRoute?: BuildOptions['onRoute'],
): Promise<TestApp> {
  const clock = { now: Date.now() };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-test-'));
  const pgDatabase = TEST_DIALECT === 'postgres' ? uniqueDatabaseName('sf_test') : null;
  const template = inject('seedTemplates')?.[TEST_DIALECT];
  const fromTemplate = templateServes(template, TEST_DIALECT, env, clock.now);
  if (fromTemplate) await copySeedTemplate(template, dataDir, pgDatabase);
  else if (pgDatabase) await adminQuery(`create database ${pgDatabase}`);
  const config = testConfig(dataDir, pgDatabase ? pgUrlOf(pgDatabase) : null, env);
  const database = openDatabase(config.database);
  if (!fromTemplate) {
    await migrateToLatest(database.db);
    await seedDemoData(database.db, config, clock.now);
  }
  const app = await buildApp({
    config,
    database,
    now: () => clock.now,
    ...(logStream ? { logStream } : {}),
    ...(onRoute ? { onRoute } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    async close() {
      await app.close();
      await database.close();
      if (pgDatabase) await adminQuery(`drop database if exists ${pgDatabase} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second app on `t`'s database with a connection of its own, as a second server process has (SQLite's file opened
 * again, another PostgreSQL pool), its queries going through `plugins` (e.g. one holding a read: test/held-read.ts).
 * Its database is closed after the app, whose background work (the outbox) uses it to the end; its log goes nowhere.
 */
export async function createTwinApp(
  t: TestApp,
  plugins: readonly KyselyPlugin[] = [],
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const own = openDatabase(t.config.database);
  const db = plugins.reduce((d, plugin) => d.withPlugin(plugin), own.db);
  const app = await buildApp({
    config: t.config,
    database: { ...own, db },
    now: () => t.clock.now,
    logStream: { write: () => undefined },
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await own.close();
    },
  };
}

/** Signs in through the real token endpoint and returns the bearer header. */
export async function signInAs(
  app: Injector,
  username: string,
  password = 'Demo#2026',
): Promise<Record<string, string>> {
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
