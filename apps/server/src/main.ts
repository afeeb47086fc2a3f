import cluster from 'node:cluster';
import { buildApp } from './app';
import { superviseWorkers } from './cluster-primary';
import { closeOnSignals, exitWith, loadConfigOrExit, openPreparedDatabase } from './start-up';

/** WEB_CONCURRENCY above 1 on SQLite: several processes need PostgreSQL. */
const SQLITE_ONE_PROCESS =
  'WEB_CONCURRENCY asks for several server processes, but SQLite serves one process: set DATABASE_URL to a ' +
  'PostgreSQL database to run several (README: Running several processes), or leave WEB_CONCURRENCY unset.';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    if (config.database.dialect === 'sqlite') exitWith(SQLITE_ONE_PROCESS);
    superviseWorkers(config.webConcurrency);
    return;
  }
  const database = await openPreparedDatabase(config);
  // With RUN_JOBS (the default) this process also works background jobs (background-jobs.ts).
  const app = await buildApp({ config, database });
  closeOnSignals(app, database);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
