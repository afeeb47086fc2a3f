import fs from 'node:fs';
import pg from 'pg';

/**
 * How server processes share one database at start-up (issue 29). On PostgreSQL any number may start at once: the
 * start-up work runs under a session advisory lock, so one does it while the others wait. On SQLite the data file
 * belongs to one process: a second one is refused with a message saying to use PostgreSQL.
 */

/** The advisory lock's key: any constant no other lock of ours uses ("sf-start" in ASCII). */
const START_UP_LOCK_KEY = 0x73662d7374617274n;

/**
 * Runs `work` holding PostgreSQL's session advisory lock for start-up, on a connection of its own (outside the pool,
 * without the pool's statement timeout: a process may wait out another's whole seed).
 */
export async function withStartUpLock(url: string, work: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_UP_LOCK_KEY.toString()]);
    try {
      await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [START_UP_LOCK_KEY.toString()]);
    }
  } finally {
    await client.end();
  }
}

/** What a second process on one SQLite file is told. */
export function sqliteTakenMessage(file: string, pid: number): string {
  return (
    `Another server process (pid ${pid}) is using the SQLite database ${file}. SQLite serves one process: ` +
    'to run several processes, set DATABASE_URL to a PostgreSQL database (README: Running several processes).'
  );
}

export class DatabaseTakenError extends Error {}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Claims the SQLite file for this process with a pid file beside it (`<file>.pid`, created exclusively, removed at
 * exit). A pid file left by a process that is gone is taken over; one of a live process refuses with
 * DatabaseTakenError.
 */
export function claimSqliteFile(file: string): void {
  const pidFile = `${file}.pid`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(pidFile, String(process.pid), { flag: 'wx' });
      process.once('exit', () => {
        try {
          if (fs.readFileSync(pidFile, 'utf8') === String(process.pid)) fs.rmSync(pidFile);
        } catch {
          // already gone
        }
      });
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = Number(fs.readFileSync(pidFile, 'utf8').trim());
    if (holder === process.pid) return;
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder))
      throw new DatabaseTakenError(sqliteTakenMessage(file, holder));
    // Left by a process that is gone: take it over (whoever creates it next wins; the other sees a live holder).
    fs.rmSync(pidFile, { force: true });
  }
  throw new DatabaseTakenError(sqliteTakenMessage(file, Number(fs.readFileSync(pidFile, 'utf8').trim())));
}
