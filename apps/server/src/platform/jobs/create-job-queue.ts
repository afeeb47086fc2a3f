import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { inProcessQueue } from './in-process-queue';
import type { JobKind, JobQueue } from './job-queue';
import type { JobLog } from './job-kinds';
import { pgBossQueue } from './pg-boss-queue';

/** pg-boss on PostgreSQL, the in-process queue on SQLite; opened and ready to send. */
export async function createJobQueue(deps: {
  config: Pick<Config, 'database' | 'runJobs'>;
  database: Pick<Database, 'db'>;
  kinds: readonly JobKind[];
  now: () => number;
  log: JobLog;
}): Promise<JobQueue> {
  const { config, database, kinds, now, log } = deps;
  const queue =
    config.database.dialect === 'postgres'
      ? pgBossQueue({ url: config.database.url, db: database.db, kinds, log, works: config.runJobs })
      : inProcessQueue({ db: database.db, kinds, now, log });
  await queue.open();
  return queue;
}
