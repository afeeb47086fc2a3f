import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { databaseLocation, ensureReachable, migrateToLatest, openDatabase } from './db/database';
import { seedDemoData } from './seed';
import { startPurgeJob } from './platform/jobs/purge-job';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = openDatabase(config.database);
  try {
    // Within 10 s of starting: either the database answers, or the process says why and exits.
    await ensureReachable(database, databaseLocation(config.database));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    await Promise.race([database.close(), new Promise((resolve) => setTimeout(resolve, 500))]);
    process.exit(1);
  }
  await migrateToLatest(database.db);
  if (config.seedDemoData) await seedDemoData(database.db, config);
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
