import { type Config, ConfigError, loadConfig } from './config';
import { type Database, databaseLocation, ensureReachable, migrateToLatest, openDatabase } from './db/database';
import { claimSqliteFile, DatabaseTakenError, withStartUpLock } from './db/start-up-lock';
import { seedDemoData } from './seed';

/**
 * Start-up of one server process on its database (issue 29): migrations, then the demo seed when asked for.
 *
 * On PostgreSQL any number of processes may start at the same moment, on a fresh database or an old one: the first to
 * take a session advisory lock migrates and seeds, the others wait on the lock and then find the work done (the
 * migrations are recorded, the seed sees its rows). A process that dies holding the lock releases it with its
 * connection. On SQLite the data file belongs to one process: a second one is refused with a message saying to use
 * PostgreSQL (`claimSqliteFile`).
 */
export async function prepareDatabase(database: Database, config: Config): Promise<void> {
  const work = async () => {
    await migrateToLatest(database.db);
    if (config.seedDemoData) await seedDemoData(database.db, config);
  };
  if (config.database.dialect === 'sqlite') {
    claimSqliteFile(config.database.file);
    await work();
    return;
  }
  await withStartUpLock(config.database.url, work);
}

export function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The configuration from the environment; a bad variable ends the process with its message. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) exitWith(err.message);
    throw err;
  }
}

/**
 * The database of a server or worker process, reachable, migrated and seeded; a database that does not answer within
 * 10 s, or a SQLite file another process holds, ends the process with a message saying why.
 */
export async function openPreparedDatabase(config: Config): Promise<Database> {
  const database = openDatabase(config.database);
  const giveUp = async (message: string): Promise<never> => {
    console.error(message);
    await Promise.race([database.close(), new Promise((resolve) => setTimeout(resolve, 500))]);
    process.exit(1);
  };
  try {
    await ensureReachable(database, databaseLocation(config.database));
  } catch (err) {
    await giveUp(err instanceof Error ? err.message : String(err));
  }
  try {
    // Migrations and the demo seed, once however many processes start together.
    await prepareDatabase(database, config);
  } catch (err) {
    if (err instanceof DatabaseTakenError) await giveUp(err.message);
    throw err;
  }
  return database;
}

/** On SIGINT or SIGTERM: the app closes (its calls and jobs under way finish), then its database, then the process. */
export function closeOnSignals(app: { close(): Promise<unknown> }, database: Database): void {
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close());
  process.on('SIGTERM', () => void close());
}
