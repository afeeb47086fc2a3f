import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { migrations } from './migrations';
import { withPreparedStatements } from './postgres-prepared';
import type { DB } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  close(): Promise<void>;
}

// int8 (count(*), bigint epoch ms) as number: our values stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/** The one place that branches on the SQL dialect at start-up. */
export function openDatabase(config: Config['database']): Database {
  if (config.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // A connection the server ends (restart, failover, pg_terminate_backend, a dropped test
    // database) must not crash the process: queries in flight still fail, and the pool
    // replaces the connection. Without these listeners pg re-throws the error event.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs as much as running a small
 * query, so statements are kept by their SQL text. Kysely's SQLite driver runs one
 * query at a time on its connection, so a statement is never used twice at once.
 */
function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const statements = new Map<string, SQLite.Statement>();
  const prepare = (source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      // IN-lists of varying length make many texts: start afresh rather than grow without bound.
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
      statement = sqlite.prepare(source);
      statements.set(source, statement);
    }
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, prop, receiver) {
      if (prop === 'prepare') return prepare;
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export async function migrateToLatest(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
