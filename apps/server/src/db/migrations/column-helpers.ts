import { type CreateTableBuilder, type Kysely, SqliteAdapter } from 'kysely';

// Frozen with the migrations that use it: change by adding a new helper, never by editing this one.

/** An auto-numbered integer primary key: INTEGER PRIMARY KEY AUTOINCREMENT on SQLite, identity on PostgreSQL. */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return table.addColumn('id', 'integer', (col) =>
    sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity(),
  ) as CreateTableBuilder<T, 'id'>;
}

/** Epoch milliseconds fit in bigint; the pg driver is told to read int8 as number. */
export const EPOCH_MS = 'bigint';
/** Money and quantities: exact decimals (prices have up to 4 places). */
export const MONEY = 'numeric(14, 4)';
