import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMigratedDatabase, type MigratedDatabase } from '../../test/migrated-database';
import { TEST_DIALECT } from '../../test/test-database';
import { createJobQueue } from './create-job-queue';
import type { JobHandler, JobKind, JobQueue } from './job-queue';

const quiet = { warn() {} };

function kind(name: string, extra: Partial<JobKind> = {}): JobKind {
  return {
    name,
    policy: 'standard',
    retryLimit: 2,
    retryDelaySeconds: 1,
    retryBackoff: false,
    expireInSeconds: 60,
    ...extra,
  };
}

const KINDS: JobKind[] = [
  kind('commit-test'),
  kind('retry-test'),
  kind('dead-test', { retryLimit: 1 }),
  kind('stately-test', { policy: 'stately' }),
  kind('share-test', { concurrency: 2 }),
  kind('expire-test', { expireInSeconds: 1, retryLimit: 3 }),
  kind('batch-test', { concurrency: 3 }),
];

/** The job queue on both dialects: the in-process queue on SQLite, pg-boss on PostgreSQL (issue 29). */
describe(`job queue (${TEST_DIALECT})`, () => {
  let fixture: MigratedDatabase;
  const queues: JobQueue[] = [];

  /** A queue as one process has it: its own connection (pool) to the database. */
  async function processQueue(works = true): Promise<JobQueue> {
    const database = queues.length === 0 ? fixture.database : fixture.openAnother();
    const queue = await createJobQueue({
      config: { database: fixture.target, runJobs: works },
      database,
      kinds: KINDS,
      now: Date.now,
      log: quiet,
    });
    queues.push(queue);
    return queue;
  }

  beforeAll(async () => {
    fixture = await createMigratedDatabase();
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await fixture.close();
  });

  it('runs a job sent in a transaction once it commits, and never one whose transaction rolled back', async () => {
    const queue = await processQueue();
    const ran: unknown[] = [];
    const record: JobHandler = async (payload) => {
      ran.push(payload);
    };
    const db = fixture.database.db;
    await expect(
      db.transaction().execute(async (trx) => {
        await queue.send(trx, 'commit-test', { n: 1 });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    await db.transaction().execute(async (trx) => {
      await queue.send(trx, 'commit-test', { n: 2 });
    });
    expect(await queue.drain('commit-test', record)).toBe(1);
    expect(ran).toEqual([{ n: 2 }]);
    expect(await queue.drain('commit-test', record)).toBe(0);
    const [job] = await queue.list({ name: 'commit-test', limit: 5 });
    expect(job).toMatchObject({ name: 'commit-test', state: 'completed', retryCount: 0, error: '' });
  });

  it('retries a failed job after its delay, then completes it', async () => {
    const queue = await processQueue();
    let calls = 0;
    await queue.send(fixture.database.db, 'retry-test', { n: 1 });
    await queue.work({
      'retry-test': async () => {
        calls += 1;
        if (calls === 1) throw new Error('421 try again later');
      },
    });
    await vi.waitFor(
      async () => expect((await queue.list({ name: 'retry-test', limit: 1 }))[0]?.state).toBe('completed'),
      { timeout: 15_000, interval: 100 },
    );
    expect(calls).toBe(2);
    expect((await queue.list({ name: 'retry-test', limit: 1 }))[0]?.retryCount).toBe(1);
  });

  it('settles a batch job by job: those that succeed complete, the one that fails is retried alone', async () => {
    const queue = await processQueue();
    await fixture.database.db.transaction().execute(async (trx) => {
      for (const n of [1, 2, 3]) await queue.send(trx, 'batch-test', { n });
    });
    const runs: number[] = [];
    await queue.work({
      'batch-test': async (payload) => {
        const { n } = payload as { n: number };
        runs.push(n);
        if (n === 2 && runs.filter((r) => r === 2).length === 1) throw new Error('421 try again later');
      },
    });
    await vi.waitFor(
      async () => {
        const jobs = await queue.list({ name: 'batch-test', limit: 5 });
        expect(jobs.map((j) => j.state)).toEqual(['completed', 'completed', 'completed']);
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(runs.sort()).toEqual([1, 2, 2, 3]);
    const jobs = await queue.list({ name: 'batch-test', limit: 5 });
    expect(jobs.map((j) => j.retryCount).sort()).toEqual([0, 0, 1]);
  });

  it('keeps a job that failed every attempt as dead, with its last error, for the administrators', async () => {
    const queue = await processQueue(false);
    await queue.send(fixture.database.db, 'dead-test', { n: 1 });
    const failing: JobHandler = async () => {
      throw new Error('550 mailbox unavailable');
    };
    await queue.drain('dead-test', failing);
    expect((await queue.list({ name: 'dead-test', limit: 1 }))[0]?.state).toBe('retry');
    await vi.waitFor(
      async () => {
        await queue.drain('dead-test', failing);
        expect((await queue.list({ name: 'dead-test', limit: 1 }))[0]?.state).toBe('failed');
      },
      { timeout: 15_000, interval: 200 },
    );
    const dead = await queue.list({ state: 'failed', limit: 10 });
    expect(dead).toEqual([expect.objectContaining({ name: 'dead-test', error: '550 mailbox unavailable' })]);
  });

  it('keeps one job of a stately kind waiting: a second send is dropped', async () => {
    const queue = await processQueue(false);
    const first = await queue.send(fixture.database.db, 'stately-test', {});
    const second = await queue.send(fixture.database.db, 'stately-test', {});
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    expect(await queue.drain('stately-test', async () => undefined)).toBe(1);
    expect(await queue.send(fixture.database.db, 'stately-test', {})).not.toBeNull();
  });

  it.runIf(TEST_DIALECT === 'postgres')('runs each of 30 jobs once across two processes working together', async () => {
    const a = await processQueue();
    const b = await processQueue();
    for (let n = 0; n < 30; n += 1) await (n % 2 ? a : b).send(fixture.database.db, 'share-test', { n });
    const ran: number[] = [];
    const by = { a: 0, b: 0 };
    const handler =
      (who: 'a' | 'b'): JobHandler =>
      async (payload) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        ran.push((payload as { n: number }).n);
        by[who] += 1;
      };
    await a.work({ 'share-test': handler('a') });
    await b.work({ 'share-test': handler('b') });
    await vi.waitFor(() => expect(ran).toHaveLength(30), { timeout: 20_000, interval: 100 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect([...ran].sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    expect(by.a + by.b).toBe(30);
  });

  it('retries a job whose process stopped in the middle of it, and runs it to the end once', async () => {
    const dying = await processQueue();
    const started: number[] = [];
    // The first process takes the job and never finishes it, as a process killed mid-job.
    let release = () => undefined as void;
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    await dying.send(fixture.database.db, 'expire-test', { n: 7 });
    await dying.work({
      'expire-test': async (payload) => {
        started.push((payload as { n: number }).n);
        await stuck;
      },
    });
    await vi.waitFor(() => expect(started).toEqual([7]), { timeout: 10_000, interval: 50 });
    // The process is gone: it takes no more jobs, and the one it holds stays running (stop() waits for it).
    const gone = dying.stop();
    const done: number[] = [];
    // SQLite: the next process retries what was running at once (one process serves SQLite); PostgreSQL: pg-boss's
    // maintenance retries the job once it has been silent past its expiry.
    const next = await processQueue();
    await next.work({
      'expire-test': async (payload) => {
        done.push((payload as { n: number }).n);
      },
    });
    await vi.waitFor(
      async () => expect((await next.list({ name: 'expire-test', limit: 1 }))[0]?.state).toBe('completed'),
      { timeout: 20_000, interval: 100 },
    );
    expect(done).toEqual([7]);
    expect(started).toEqual([7]);
    release();
    await gone;
    expect((await next.list({ name: 'expire-test', limit: 5 })).map((j) => j.state)).toEqual(['completed']);
  });
});
