import cluster from 'node:cluster';
import { buildApp } from './app';
import { superviseWorkers } from './cluster-primary';
import { ConfigError, loadConfig } from './config';
import { databaseLocation, ensureReachable, openDatabase } from './db/database';
import { DatabaseTakenError } from './db/start-up-lock';
import { startPurgeJob } from './platform/jobs/purge-job';
import { prepareDatabase } from './start-up';

/** WEB_CONCURRENCY above 1 on SQLite: several processes need PostgreSQL. */
const SQLITE_ONE_PROCESS =
  'WEB_CONCURRENCY asks for several server processes, but SQLite serves one process: set DATABASE_URL to a ' +
  'PostgreSQL database to run several (README: Running several processes), or leave WEB_CONCURRENCY unset.';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    if (config.database.dialect === 'sqlite') fail(SQLITE_ONE_PROCESS);
    superviseWorkers(config.webConcurrency);
    return;
  }
  const database = openDatabase(config.database);
  const giveUp = async (message: string) => {
    console.error(message);
    await Promise.race([database.close(), new Promise((resolve) => setTimeout(resolve, 500))]);
    process.exit(1);
  };
  try {
    // Within 10 s of starting: either the database answers, or the process says why and exits.
    await ensureReachable(database, databaseLocation(config.database));
  } catch (err) {
    await giveUp(err instanceof Error ? err.message : String(err));
  }
  try {
    // Migrations and the demo seed, once however many processes start together (start-up.ts).
    await prepareDatabase(database, config);
  } catch (err) {
    if (err instanceof DatabaseTakenError) await giveUp(err.message);
    throw err;
  }
  const app = await buildApp({ config, database });
  // Expired sessions, old sign-in failures, idempotency keys and document links (platform/jobs/expired-rows.ts).
  const stopPurging = startPurgeJob({ db: database.db, config, now: Date.now, log: app.log });
  const close = async () => {
    await app.close();
    await stopPurging();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close());
  process.on('SIGTERM', () => void close());
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
