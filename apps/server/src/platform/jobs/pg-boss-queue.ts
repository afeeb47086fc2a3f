import PgBoss from 'pg-boss';
import type { Db } from '../../db/database';
import { withStartUpLock } from '../../db/start-up-lock';
import { coalescedKick } from './coalesced-kick';
import { errorText, type JobHandler, type JobKind, type JobQueue } from './job-queue';
import { listBossJobs, openBossJobs, PG_BOSS_SCHEMA, through } from './pg-boss-jobs.repository';
import { kindNamed, type JobLog } from './job-kinds';

/** How often an idle worker looks for jobs (kick() wakes this process's own within KICK_GATHER_MS). */
const POLL_SECONDS = 1;
/** How long a kick waits to gather the jobs sent meanwhile into one fetch (coalesced-kick.ts). */
const KICK_GATHER_MS = 200;
const DRAIN_LIMIT_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Five-field cron for "every n minutes" (n a divisor of 60). */
function cronEvery(minutes: number): string {
  return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
}

/**
 * The job queue on PostgreSQL: pg-boss 10 (README: Background jobs). Every process sends; the ones with RUN_JOBS
 * work. A job is fetched by one worker (SKIP LOCKED); a worker that dies leaves its job active until it expires
 * (its kind's expireInSeconds, checked by pg-boss's maintenance, which runs once across all processes), then it is
 * retried. Periodic kinds are stately and on pg-boss's cron schedule, which also fires once across all processes.
 */
export function pgBossQueue(deps: {
  url: string;
  db: Db;
  kinds: readonly JobKind[];
  log: JobLog;
  /** Whether this process works jobs (RUN_JOBS): only those run pg-boss's maintenance and cron. */
  works: boolean;
}): JobQueue {
  const { url, db, kinds, log, works } = deps;
  const shortestExpiry = Math.min(...kinds.map((k) => k.expireInSeconds));
  const boss = new PgBoss({
    connectionString: url,
    schema: PG_BOSS_SCHEMA,
    max: 4,
    migrate: false,
    // A dead process's jobs are noticed as soon as the shortest expiry allows, at least once a minute.
    maintenanceIntervalSeconds: Math.max(1, Math.min(60, shortestExpiry)),
    supervise: works,
    schedule: works,
  });
  boss.on('error', (err: unknown) => log.warn({ error: errorText(err) }, 'job queue error'));
  const workers = new Map<string, { kick(): void; cancel(): void }>();

  /**
   * Runs a batch side by side and records each outcome: the jobs that succeeded completed in one statement (issue 29:
   * a round trip per job was a tenth of the cut-off rush's statements), each failure on its own (to be retried, or
   * dead). A job done but not yet recorded when its process dies runs again: every handler is idempotent.
   */
  async function settle(name: string, batch: readonly PgBoss.Job<unknown>[], handler: JobHandler): Promise<void> {
    const done: string[] = [];
    await Promise.all(
      batch.map(async (job) => {
        try {
          await handler(job.data);
          done.push(job.id);
        } catch (err) {
          await boss.fail(name, job.id, { message: errorText(err) });
        }
      }),
    );
    if (done.length > 0) await boss.complete(name, done);
  }
  let started: Promise<void> | null = null;

  /** Opens pg-boss and makes (or updates) one queue per kind, one process at a time. */
  const start = () =>
    (started ??= (async () => {
      await withStartUpLock(url, async () => {
        await boss.start();
        for (const kind of kinds) {
          const options = {
            name: kind.name,
            policy: kind.policy,
            retryLimit: kind.retryLimit,
            retryDelay: kind.retryDelaySeconds,
            retryBackoff: kind.retryBackoff,
            expireInSeconds: kind.expireInSeconds,
          };
          if (await boss.getQueue(kind.name)) await boss.updateQueue(kind.name, options);
          else await boss.createQueue(kind.name, options);
        }
      });
    })());

  return {
    open: start,
    async send(tx, name, payload) {
      kindNamed(kinds, name);
      return boss.send(name, payload, { db: through(tx) });
    },
    async work(handlers) {
      await start();
      for (const kind of kinds) {
        const handler = handlers[kind.name];
        if (!handler) continue;
        const batchSize = kind.concurrency ?? 1;
        let workerId = '';
        // A batch is settled job by job (pg-boss would fail the whole batch for one failure); a full batch fetches
        // again at once instead of waiting out the polling interval.
        workerId = await boss.work(kind.name, { batchSize, pollingIntervalSeconds: POLL_SECONDS }, async (batch) => {
          await settle(kind.name, batch, handler);
          if (batch.length === batchSize) boss.notifyWorker(workerId);
        });
        workers.set(
          kind.name,
          coalescedKick(() => boss.notifyWorker(workerId), KICK_GATHER_MS),
        );
        if (kind.everyMinutes) {
          await boss.schedule(kind.name, cronEvery(kind.everyMinutes), {});
          await boss.send(kind.name, {});
        }
      }
    },
    kick(name) {
      workers.get(name)?.kick();
    },
    async drain(name, handler) {
      kindNamed(kinds, name);
      await start();
      const giveUpAt = Date.now() + DRAIN_LIMIT_MS;
      let ran = 0;
      for (;;) {
        const [job] = await boss.fetch(name, { batchSize: 1 });
        if (job) {
          await settle(name, [job], handler);
          ran += 1;
          continue;
        }
        if ((await openBossJobs(db, name)) === 0) return ran;
        if (Date.now() > giveUpAt) throw new Error(`Jobs of ${name} still running after ${DRAIN_LIMIT_MS} ms.`);
        await sleep(20);
      }
    },
    list: (filter) => listBossJobs(db, filter),
    async stop() {
      if (!started) return;
      for (const worker of workers.values()) worker.cancel();
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    },
  };
}
