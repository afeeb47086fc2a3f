import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config';
import { type Database, migrateToLatest, openDatabase } from '../db/database';
import { adminQuery, pgUrlOf, TEST_DIALECT, uniqueDatabaseName } from './test-database';

export interface MigratedDatabase {
  database: Database;
  /** Where it is, as a process's configuration names it. */
  target: Config['database'];
  /** Another connection (pool) to the same database, as a second process would have. */
  openAnother(): Database;
  close(): Promise<void>;
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
    const name = uniqueDatabaseName('sf_platform');
    await adminQuery(`create database ${name}`);
    target = { dialect: 'postgres', url: pgUrlOf(name) };
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
    target,
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
