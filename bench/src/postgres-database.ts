import pg from 'pg';

/**
 * Makes the PostgreSQL database of DATABASE_URL exist (the bench creates its own,
 * like the tests do), dropping it first on --reset. Connects to the server's
 * `postgres` database to do so.
 */
export async function preparePostgresDatabase(url: string, reset: boolean): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`DATABASE_URL names "${name}": use lower-case letters, digits and _`);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    if (reset) await admin.query(`drop database if exists ${name} with (force)`);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}
