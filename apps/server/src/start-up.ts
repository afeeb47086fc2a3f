import type { Config } from './config';
import { type Database, migrateToLatest } from './db/database';
import { claimSqliteFile, withStartUpLock } from './db/start-up-lock';
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
