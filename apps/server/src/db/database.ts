import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { migrations } from './migrations';
import { withPreparedStatements } from './postgres-prepared';
import type { DB } from './schema';
import type { ProductSearch } from './search/product-search';
import { postgresProductSearch } from './search/product-search.postgres';
import { sqliteProductSearch } from './search/product-search.sqlite';

export type Dialect = 'sqlite' | 'postgres';

/** The query builder over the schema; services name it by this type and leave SQL to repositories. */
export type Db = Kysely<DB>;

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** Full-text search as this dialect's index does it. */
  search: ProductSearch;
  close(): Promise<void>;
}

// int8 (count(*), bigint epoch ms) as number: our values stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/**
 * Bounds towards PostgreSQL (ms), so a database that accepts connections but never answers
 * fails calls instead of hanging them, inside the 10 s a client is given for its request: a
 * connection (or a free pool slot) within 5 s; a statement within 7 s on the server, 8 s on the
 * client (the client's timer also covers a silent network, and the connection is then dropped);
 * a transaction left idle is ended after 10 s so its locks cannot outlive a stalled caller.
 */
export const POSTGRES_TIMEOUTS = {
  connectMs: 5_000,
  statementMs: 7_000,
  queryMs: 8_000,
  idleInTransactionMs: 10_000,
} as const;

/** PostgreSQL's random_page_cost for this app's sessions (see openDatabase). */
export const SSD_RANDOM_PAGE_COST = 1.1;

/** The one place that branches on the SQL dialect at start-up. */
export function openDatabase(config: Config['database']): Database {
  if (config.dialect === 'postgres') {
    const t = POSTGRES_TIMEOUTS;
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      connectionTimeoutMillis: t.connectMs,
      statement_timeout: t.statementMs,
      query_timeout: t.queryMs,
      idle_in_transaction_session_timeout: t.idleInTransactionMs,
      // Dead peers (a dropped link, a failed-over host) are noticed in seconds, not after TCP's minutes.
      keepAlive: true,
      keepAliveInitialDelayMillis: 5_000,
      // The planner costs of SSD storage (PostgreSQL's default random_page_cost of 4 is a spinning disk's): with it, a
      // search of 20,000 products scanned the table (24 ms) instead of the trigram index (5 ms). `options` in
      // DATABASE_URL replaces this (pg lets the connection string win).
      options: `-c random_page_cost=${SSD_RANDOM_PAGE_COST}`,
    });
    // A connection the server ends (restart, failover, pg_terminate_backend, a dropped test
    // database) must not crash the process: queries in flight still fail, and the pool
    // replaces the connection. Without these listeners pg re-throws the error event.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }) });
    return { db, dialect: 'postgres', search: postgresProductSearch, close: () => db.destroy() };
  }
  fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  // 5 s of waiting for another writer's lock; better-sqlite3 blocks while it waits, so no longer.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', search: sqliteProductSearch, close: () => db.destroy() };
}

const STATEMENT_CACHE_SIZE = 500;
/** Declared column types SQLite reads back as numbers but that hold exact decimals (the migrations' MONEY). */
const DECIMAL_COLUMN = /^(numeric|decimal)\b/i;

type Row = Record<string, unknown>;

/**
 * SQLite hands numeric columns back as JS numbers, PostgreSQL as decimal text. Here they
 * become decimal text on SQLite too, so every repository reads one type (the schema's
 * Numeric) on both dialects and no caller converts. String() of a double is its shortest
 * round-trip text ('2.49'): what the column holds. Expressions (sums) have no declared
 * type and stay as the driver gives them.
 */
function withDecimalText(statement: SQLite.Statement): SQLite.Statement {
  if (!statement.reader) return statement;
  const decimals = statement
    .columns()
    .filter((c) => c.type !== null && DECIMAL_COLUMN.test(c.type))
    .map((c) => c.name);
  if (decimals.length === 0) return statement;
  const toText = (row: Row): Row => {
    for (const name of decimals) {
      const value = row[name];
      if (typeof value === 'number') row[name] = String(value);
    }
    return row;
  };
  return new Proxy(statement, {
    get(target, prop) {
      if (prop === 'all') return (...params: unknown[]) => (target.all(...params) as Row[]).map(toText);
      if (prop === 'iterate') {
        return function* (...params: unknown[]) {
          for (const row of target.iterate(...params) as IterableIterator<Row>) yield toText(row);
        };
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

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
      statement = withDecimalText(sqlite.prepare(source));
      statements.set(source, statement);
    }
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, prop, receiver) {
      if (prop === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Where the database is, for messages: the file, or the server without its credentials. */
export function databaseLocation(config: Config['database']): string {
  if (config.dialect === 'sqlite') return config.file;
  const url = new URL(config.url);
  return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
}

/**
 * Start-up check: one round trip within `deadlineMs`, else an error that says where and why,
 * so a server in front of a silent database exits with a message instead of hanging.
 */
/** Resolves once the database answers `select 1`; rejects when it fails or has not answered within `deadlineMs`. */
export async function answersWithin(db: Kysely<DB>, deadlineMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${deadlineMs / 1000} s`)), deadlineMs);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

export async function ensureReachable(database: Database, where: string, deadlineMs = 9_000): Promise<void> {
  try {
    await answersWithin(database.db, deadlineMs);
  } catch (err) {
    throw new Error(
      `The ${database.dialect} database at ${where} cannot be used: ${err instanceof Error ? err.message : String(err)}`,
      {
        cause: err,
      },
    );
  }
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
