import type { Db } from '../../db/database';
import {
  claimJob,
  completeJob,
  dueJobs,
  failJob,
  insertJob,
  listJobs,
  openJobs,
  runningSince,
  type StoredJob,
} from './in-process-jobs.repository';
import { errorText, type JobHandler, type JobKind, type JobQueue, retryDelaySeconds } from './job-queue';
import { kindNamed, type JobLog } from './job-kinds';

/** How often the workers look for due jobs when nobody kicks them. */
const POLL_MS = 1000;
/** drain() gives up (rejects) after this long waiting for jobs another run holds. */
const DRAIN_LIMIT_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The job queue on SQLite, in the one server process SQLite allows (start-up-lock.ts): the jobs are rows of the same
 * database, so a job sent in a transaction exists exactly when it commits, and survives a restart. Jobs that were
 * running when the process died are retried as soon as the next process starts its workers.
 */
export function inProcessQueue(deps: { db: Db; kinds: readonly JobKind[]; now: () => number; log: JobLog }): JobQueue {
  const { db, kinds, now, log } = deps;
  const handlers = new Map<string, JobHandler>();
  const running = new Map<string, number>();
  const under = new Set<Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  const kicked = new Set<string>();
  let stopped = false;

  async function runOne(kind: JobKind, job: StoredJob, handler: JobHandler): Promise<void> {
    try {
      await handler(JSON.parse(job.payload) as unknown);
      await completeJob(db, job.id, now());
    } catch (err) {
      const error = errorText(err);
      const dead = job.retry_count >= job.retry_limit;
      log.warn({ job: job.id, kind: kind.name, error, dead }, dead ? 'job failed for good' : 'job failed, will retry');
      await failJob(db, job, error, now(), retryDelaySeconds(kind, job.retry_count + 1) * 1000);
    }
  }

  async function expireSilent(kind: JobKind, before: number): Promise<void> {
    for (const job of await runningSince(db, kind.name, before)) {
      await failJob(db, job, 'The job stopped before finishing (its process ended).', now(), 0);
    }
  }

  async function tick(kind: JobKind): Promise<void> {
    const handler = handlers.get(kind.name);
    if (stopped || !handler) return;
    await expireSilent(kind, now() - kind.expireInSeconds * 1000);
    const free = (kind.concurrency ?? 1) - (running.get(kind.name) ?? 0);
    if (free <= 0) return;
    for (const job of await dueJobs(db, kind.name, now(), free)) {
      if (stopped || !(await claimJob(db, job, now()))) continue;
      running.set(kind.name, (running.get(kind.name) ?? 0) + 1);
      const work = runOne(kind, job, handler).finally(() => {
        running.set(kind.name, (running.get(kind.name) ?? 1) - 1);
        under.delete(work);
        queueTick(kind);
      });
      under.add(work);
    }
  }

  function queueTick(kind: JobKind): void {
    if (stopped || kicked.has(kind.name)) return;
    kicked.add(kind.name);
    setImmediate(() => {
      kicked.delete(kind.name);
      tick(kind).catch((err: unknown) => log.warn({ kind: kind.name, error: errorText(err) }, 'job poll failed'));
    });
  }

  return {
    async open() {},
    async send(tx, name, payload) {
      const id = await insertJob(tx, kindNamed(kinds, name), payload, now());
      return id === null ? null : String(id);
    },
    async work(given) {
      for (const kind of kinds) {
        const handler = given[kind.name];
        if (!handler) continue;
        handlers.set(kind.name, handler);
        // One process serves SQLite: whatever was running belongs to a process that is gone.
        await expireSilent(kind, Number.POSITIVE_INFINITY);
        const poll = setInterval(() => queueTick(kind), POLL_MS);
        poll.unref();
        timers.push(poll);
        if (kind.everyMinutes) {
          const send = () => {
            if (!stopped)
              insertJob(db, kind, {}, now()).then(
                () => queueTick(kind),
                () => undefined,
              );
          };
          send();
          const every = setInterval(send, kind.everyMinutes * 60_000);
          every.unref();
          timers.push(every);
        }
        queueTick(kind);
      }
    },
    kick(name) {
      const kind = kinds.find((k) => k.name === name);
      if (kind) queueTick(kind);
    },
    async drain(name, handler) {
      const kind = kindNamed(kinds, name);
      const giveUpAt = Date.now() + DRAIN_LIMIT_MS;
      let ran = 0;
      for (;;) {
        let claimed = false;
        for (const job of await dueJobs(db, name, now(), 10)) {
          if (!(await claimJob(db, job, now()))) continue;
          claimed = true;
          await runOne(kind, job, handler);
          ran += 1;
        }
        if (claimed) continue;
        if ((await openJobs(db, name, now())) === 0) return ran;
        if (Date.now() > giveUpAt) throw new Error(`Jobs of ${name} still running after ${DRAIN_LIMIT_MS} ms.`);
        await sleep(20);
      }
    },
    list: (filter) => listJobs(db, filter),
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...under]);
    },
  };
}
