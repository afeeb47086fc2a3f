import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DB } from '../../db/schema';
import { createMigratedDatabase, type MigratedDatabase } from '../../test/migrated-database';
import { TEST_DIALECT } from '../../test/test-database';
import { createJobQueue } from '../jobs/create-job-queue';
import type { JobQueue } from '../jobs/job-queue';
import { deliverMail, MAIL_JOB, mailJobKind, mailOutbox, type Outbox, type OutboxHandler } from './mail-outbox';
import type { Mailer, OutgoingMail } from './mailer';

/** Records what it sends; `failNext` sends fail that many times first. */
function recordingMailer() {
  const sent: OutgoingMail[] = [];
  const state = { failNext: 0 };
  const mailer: Mailer = {
    async send(mail) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (state.failNext > 0) {
        state.failNext -= 1;
        throw new Error('421 Service not available');
      }
      sent.push(mail);
    },
    close() {},
  };
  return { mailer, sent, state };
}

const handlers: Record<string, OutboxHandler> = {
  async greeting(payload) {
    const { to, n } = payload as { to: string; n: number };
    return { to, subject: `Hello ${n}`, text: `Message ${n}` };
  },
  async obsolete() {
    return null;
  },
};

/** The mail outbox on the job queue (issue 29), on both dialects: a mail per outbox row, sent once. */
describe(`mail outbox (${TEST_DIALECT})`, () => {
  let fixture: MigratedDatabase;
  let db: Kysely<DB>;
  const opened: JobQueue[] = [];

  /** One process's outbox: its own connection, queue and mailer. */
  async function processOutbox(on: Kysely<DB> = db, works = false) {
    const jobs = await createJobQueue({
      config: { database: fixture.target, runJobs: works },
      database: { db: on },
      // Retries a second apart (five in production), so the retry test waits little.
      kinds: [{ ...mailJobKind({ mailJobTimeoutSeconds: 60 }), retryDelaySeconds: 1 }],
      now: Date.now,
      log: { warn() {} },
    });
    opened.push(jobs);
    const recorder = recordingMailer();
    const deliver = deliverMail({ db: on, now: Date.now, mailer: recorder.mailer, handlers });
    const outbox: Outbox = mailOutbox(jobs, deliver, Date.now);
    return { jobs, outbox, deliver, ...recorder };
  }

  const rows = () => db.selectFrom('outbox').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    fixture = await createMigratedDatabase();
    db = fixture.database.db;
  });
  afterEach(async () => {
    while (opened.length > 0) await opened.pop()?.stop();
    await db.deleteFrom('outbox').execute();
  });
  afterAll(async () => {
    await fixture.close();
  });

  it('sends nothing written in a transaction that rolled back, and a committed mail once', async () => {
    const { outbox, sent } = await processOutbox();
    await expect(
      db.transaction().execute(async (trx) => {
        await outbox.enqueue(trx, 'greeting', { to: 'a@example.com', n: 1 });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    await db.transaction().execute((trx) => outbox.enqueue(trx, 'greeting', { to: 'a@example.com', n: 7 }));
    expect(await outbox.drain()).toBe(1);
    expect(await outbox.drain()).toBe(0);
    expect(sent).toEqual([{ to: 'a@example.com', subject: 'Hello 7', text: 'Message 7' }]);
    const [row] = await rows();
    expect(row?.sent_at).not.toBeNull();
    expect(row?.attempts).toBe(1);
  });

  it('sends each mail once when two processes deliver at once', async () => {
    const a = await processOutbox();
    const b = await processOutbox(fixture.openAnother().db);
    for (let n = 1; n <= 30; n += 1) await a.outbox.enqueue(db, 'greeting', { to: 'a@example.com', n });
    const [countA, countB] = await Promise.all([a.outbox.drain(), b.outbox.drain()]);
    expect(countA + countB).toBe(30);
    const subjects = [...a.sent, ...b.sent].map((m) => m.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 30 }, (_, i) => `Hello ${i + 1}`).sort());
    expect((await rows()).every((r) => r.sent_at !== null && r.attempts === 1)).toBe(true);
  });

  it('sends a mail once however often its job runs (a retry after its process died)', async () => {
    const { outbox, deliver, sent } = await processOutbox();
    await outbox.enqueue(db, 'greeting', { to: 'a@example.com', n: 5 });
    expect(await outbox.drain()).toBe(1);
    const [row] = await rows();
    await deliver({ outboxId: row?.id });
    expect(sent.map((m) => m.subject)).toEqual(['Hello 5']);
  });

  it('keeps the error of a failed send on the mail and retries it after the delay', async () => {
    const { outbox, sent, state } = await processOutbox();
    state.failNext = 1;
    await outbox.enqueue(db, 'greeting', { to: 'a@example.com', n: 3 });
    await outbox.drain();
    let [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, last_error: '421 Service not available', sent_at: null });
    // The retry waits its delay (pg-boss adds up to as much again); drain() runs only what is due.
    expect(await outbox.drain()).toBe(0);
    await vi.waitFor(async () => expect(await outbox.drain()).toBe(1), { timeout: 15_000, interval: 250 });
    expect(sent.map((m) => m.subject)).toEqual(['Hello 3']);
    [row] = await rows();
    expect(row).toMatchObject({ attempts: 2, last_error: '' });
  });

  it('marks a mail sent without sending when its handler returns null, and keeps an unknown kind failed', async () => {
    const { outbox, sent } = await processOutbox();
    await outbox.enqueue(db, 'obsolete', {});
    await outbox.enqueue(db, 'no-such-kind', {});
    await outbox.drain();
    expect(sent).toHaveLength(0);
    const [obsolete, unknown] = await rows();
    expect(obsolete?.sent_at).not.toBeNull();
    expect(unknown?.sent_at).toBeNull();
    expect(unknown?.last_error).toBe("No handler for outbox kind 'no-such-kind'.");
  });

  it('delivers in the background soon after kick() where workers run', async () => {
    const { jobs, outbox, deliver, sent } = await processOutbox(db, true);
    await jobs.work({ [MAIL_JOB]: deliver });
    await outbox.enqueue(db, 'greeting', { to: 'a@example.com', n: 9 });
    outbox.kick();
    await vi.waitFor(() => expect(sent.map((m) => m.subject)).toEqual(['Hello 9']), { timeout: 5_000, interval: 20 });
  });
});
