import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/database';
import { seedDemoData } from '../seed';
import { isoDateOf, localIsoDate } from '../platform/time/iso-date';
import { adminQuery, pgUrlOf, type TestDialect, uniqueDatabaseName } from './test-database';

/**
 * Migrating and seeding the demo costs seconds; copying a seeded database costs milliseconds. The vitest global
 * setup (seed-template.global-setup.ts) seeds one template per run and dialect, and every createTestApp copies it:
 * the data dir as files, the PostgreSQL database by CREATE DATABASE ... TEMPLATE.
 */
/** What every test app runs with unless the test says otherwise. */
export const TEST_ENV: Record<string, string> = {
  LOG_LEVEL: 'silent',
  SEED_DEMO_IMAGES: 'false',
  // The demo users' hashes at scrypt N=2^14: a sign-in costs milliseconds, not half a second.
  // The sign-in security tests ask for the real cost (and get a fresh seed).
  PASSWORD_HASH_COST: '14',
  // The human check's proof of work at 10 iterations a try, not 1,000: a test solves it in milliseconds, not a second.
  // Its cost under a flood is tested with the multiples of this (human-check-cost.security.test.ts).
  HUMAN_CHECK_COST: '10',
  // Load shedding would turn a slow shared test machine's hiccups into 503s; its own test turns it on.
  LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
};

/** Variables that change what the seed writes: a test that sets one gets its own fresh seed. */
const SEED_INPUTS = [
  'SEED_DEMO_DATA',
  'SEED_DEMO_IMAGES',
  'PASSWORD_HASH_COST',
  'IMAGE_SOURCE_DIR',
  'DATABASE_URL',
  'DATA_DIR',
];

export interface SeedTemplate {
  dialect: TestDialect;
  /** The seeded data dir (SQLite file, logo, landing pictures, documents). */
  dataDir: string;
  /** The seeded PostgreSQL database, for CREATE DATABASE ... TEMPLATE. */
  pgDatabase: string | null;
  /** When the seed ran: its dates are relative to it. */
  seededAt: number;
}

/** Migrates and seeds a new data dir (and PostgreSQL database) as a test app would have it. */
export async function createSeedTemplate(dialect: TestDialect): Promise<SeedTemplate> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sf-template-${dialect}-`));
  const pgDatabase = dialect === 'postgres' ? uniqueDatabaseName('sf_template') : null;
  if (pgDatabase) await adminQuery(`create database ${pgDatabase}`);
  const config = testConfig(dataDir, pgDatabase ? pgUrlOf(pgDatabase) : null, {});
  const database = openDatabase(config.database);
  const seededAt = Date.now();
  try {
    await migrateToLatest(database.db);
    await seedDemoData(database.db, config, seededAt);
  } finally {
    await database.close();
  }
  return { dialect, dataDir, pgDatabase, seededAt };
}

export async function dropSeedTemplate(template: SeedTemplate): Promise<void> {
  if (template.pgDatabase) await adminQuery(`drop database if exists ${template.pgDatabase} with (force)`);
  fs.rmSync(template.dataDir, { recursive: true, force: true });
}

export function testConfig(dataDir: string, pgUrl: string | null, env: Record<string, string>): Config {
  return loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...TEST_ENV,
    // An API test's app works no jobs by itself: a test runs them with drain() (the job tests turn workers on).
    RUN_JOBS: 'false',
    ...(pgUrl ? { DATABASE_URL: pgUrl } : {}),
    ...env,
  });
}

/**
 * Whether a test app with these variables may start from the template: the seed's inputs are the same, and the
 * seed ran on the same calendar day (UTC and the distributor's), since its dates count from that day.
 */
export function templateServes(
  template: SeedTemplate | undefined,
  dialect: TestDialect,
  env: Record<string, string>,
  now: number,
): template is SeedTemplate {
  if (!template || template.dialect !== dialect) return false;
  if (SEED_INPUTS.some((key) => key in env)) return false;
  const sameDay = (f: (ms: number) => string) => f(template.seededAt) === f(now);
  return sameDay(isoDateOf) && sameDay((ms) => localIsoDate(ms, 'America/New_York'));
}

/** A copy of the template: its data dir, and its PostgreSQL database as a new database of the given name. */
export async function copySeedTemplate(
  template: SeedTemplate,
  dataDir: string,
  pgDatabase: string | null,
): Promise<void> {
  fs.cpSync(template.dataDir, dataDir, { recursive: true });
  if (!pgDatabase || !template.pgDatabase) return;
  // Two copies at the same moment can find the template busy for an instant: try again.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(`create database ${pgDatabase} template ${template.pgDatabase}`);
      return;
    } catch (err) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(err))) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
    }
  }
}
