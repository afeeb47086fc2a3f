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

/**
 * Drops the databases named `<prefix>_<pid>[_<suffix>]` whose process is gone (a killed run leaves its databases
 * behind). The vitest and Playwright runs name theirs so.
 */
export async function dropStaleDatabases(prefixes: readonly string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    const named = new RegExp(`^(?:${prefixes.join('|')})_(\\d+)(?:_[a-z0-9]+)?$`);
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'sf\\_%'`,
    );
    for (const { datname } of rows) {
      const pid = Number(named.exec(datname)?.[1]);
      if (pid && !isRunning(pid)) await admin.query(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
