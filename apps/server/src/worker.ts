import { buildApp } from './app';
import { closeOnSignals, exitWith, loadConfigOrExit, openPreparedDatabase } from './start-up';

/** `npm run worker` on SQLite: the one process SQLite serves already works the jobs. */
const SQLITE_NO_WORKER =
  'npm run worker runs background jobs beside the web processes, which needs PostgreSQL: set DATABASE_URL to a ' +
  'PostgreSQL database (README: Running several processes). On SQLite the server process works the jobs itself.';

/**
 * A process that works background jobs and serves no HTTP (issue 29): run web processes with RUN_JOBS=false and as
 * many of these as the jobs need, so the two scale apart. It is the same app (one composition root: the same job
 * kinds and handlers), never listening.
 */
async function main(): Promise<void> {
  const config = { ...loadConfigOrExit(), runJobs: true };
  if (config.database.dialect === 'sqlite') exitWith(SQLITE_NO_WORKER);
  const database = await openPreparedDatabase(config);
  const app = await buildApp({ config, database });
  await app.ready();
  app.log.info('worker started: running background jobs');
  closeOnSignals(app, database);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
