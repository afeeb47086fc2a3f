import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import { type Database, migrateToLatest, openDatabase } from '../db/database';

// As in test/test-app.ts, which is not imported: it would load the whole app.
const TEST_DIALECT = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface MigratedDatabase {
  database: Database;
  /** Another connection (pool) to the same database, as a second process would have. */
  openAnother(): Database;
  close(): Promise<void>;
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * A freshly migrated, unseeded database without an app: platform tests need the tables
 * and nothing else running on them (no app-wide deliverer claiming their rows).
 * SQLite by default, PostgreSQL when TEST_DB=postgres.
 */
export async function createMigratedDatabase(): Promise<MigratedDatabase> {
  let target: Config['database'];
  let drop: () => Promise<void>;
  if (TEST_DIALECT === 'postgres') {
    const name = `sf_platform_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    target = { dialect: 'postgres', url: url.toString() };
    drop = () => adminQuery(`drop database if exists ${name} with (force)`);
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-platform-'));
    target = { dialect: 'sqlite', file: path.join(dir, 'test.sqlite') };
    drop = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const database = openDatabase(target);
  await migrateToLatest(database.db);
  const others: Database[] = [];
  return {
    database,
    openAnother() {
      const other = openDatabase(target);
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await database.close();
      await drop();
    },
  };
}
