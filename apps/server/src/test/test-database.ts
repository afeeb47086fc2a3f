import pg from 'pg';

/** API and database tests run on SQLite by default and on PostgreSQL when TEST_DB=postgres (throwaway databases). */
export type TestDialect = 'sqlite' | 'postgres';

export const TEST_DIALECT: TestDialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** One statement on the admin connection (create and drop databases). */
export async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

export function pgUrlOf(name: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database name no other test process uses. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
}
