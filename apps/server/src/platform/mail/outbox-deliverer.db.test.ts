import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema';
import type { Mailer, OutgoingMail } from './mailer';
import { createMigratedDatabase, type MigratedDatabase } from '../../test/migrated-database';
import { type OutboxDeps, retryDelayMs, startOutbox } from './outbox-deliverer';
import { enqueueMail, OUTBOX_MAX_ATTEMPTS } from './outbox.repository';

const T0 = Date.UTC(2026, 10, 23, 12);
const MINUTE = 60_000;

let fixture: MigratedDatabase;
let db: Kysely<DB>;
const clock = { now: T0 };

/** Records what it sends; `failNext` sends fail that many times first. */
function recordingMailer() {
  const sent: OutgoingMail[] = [];
  const state = { failNext: 0 };
  const mailer: Mailer = {
    async send(mail) {
      // Yield, so two deliverers really interleave.
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

const quietLog = { info() {}, warn() {} };

const handlers: OutboxDeps['handlers'] = {
  async greeting(payload) {
    const { to, n } = payload as { to: string; n: number };
    return { to, subject: `Hello ${n}`, text: `Message ${n}` };
  },
  async obsolete() {
    return null;
  },
};

function outbox(mailer: Mailer, on: Kysely<DB> = db) {
  return startOutbox({ db: on, now: () => clock.now, mailer, log: quietLog, handlers, intervalMs: 60 * MINUTE });
}

function rows() {
  return db.selectFrom('outbox').selectAll().orderBy('id').execute();
}

beforeAll(async () => {
  fixture = await createMigratedDatabase();
  db = fixture.database.db;
});

afterAll(async () => {
  await fixture.close();
});

beforeEach(async () => {
  clock.now = T0;
  await db.deleteFrom('outbox').execute();
});

describe('outbox deliverer', () => {
  it('delivers nothing that was enqueued in a transaction that rolled back', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueueMail(trx, 'greeting', { to: 'a@example.com', n: 1 }, clock.now);
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    const { mailer, sent } = recordingMailer();
    const box = outbox(mailer);
    expect(await box.drain()).toBe(0);
    await box.stop();
    expect(sent).toHaveLength(0);
    expect(await rows()).toHaveLength(0);
  });

  it('delivers a committed mail once and marks it sent', async () => {
    await db.transaction().execute((trx) => enqueueMail(trx, 'greeting', { to: 'a@example.com', n: 7 }, clock.now));
    const { mailer, sent } = recordingMailer();
    const box = outbox(mailer);
    expect(await box.drain()).toBe(1);
    expect(await box.drain()).toBe(0);
    clock.now += 60 * MINUTE;
    expect(await box.drain()).toBe(0);
    await box.stop();
    expect(sent).toEqual([{ to: 'a@example.com', subject: 'Hello 7', text: 'Message 7' }]);
    const [row] = await rows();
    expect(Number(row?.sent_at)).toBe(T0);
    expect(row?.attempts).toBe(1);
  });

  it('delivers each mail once when two deliverers on two connections drain at once', async () => {
    for (let n = 1; n <= 30; n += 1) await enqueueMail(db, 'greeting', { to: 'a@example.com', n }, clock.now);
    const first = recordingMailer();
    const second = recordingMailer();
    const a = outbox(first.mailer);
    const b = outbox(second.mailer, fixture.openAnother().db);
    const [countA, countB] = await Promise.all([a.drain(), b.drain()]);
    await Promise.all([a.stop(), b.stop()]);
    expect(countA + countB).toBe(30);
    const subjects = [...first.sent, ...second.sent].map((m) => m.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 30 }, (_, i) => `Hello ${i + 1}`).sort());
    expect((await rows()).every((r) => r.sent_at !== null && r.attempts === 1)).toBe(true);
  });

  it('retries a failed send after the backoff, then delivers it', async () => {
    await enqueueMail(db, 'greeting', { to: 'a@example.com', n: 3 }, clock.now);
    const { mailer, sent, state } = recordingMailer();
    state.failNext = 2;
    const box = outbox(mailer);

    expect(await box.drain()).toBe(0);
    let [row] = await rows();
    expect(row?.attempts).toBe(1);
    expect(row?.last_error).toBe('421 Service not available');
    expect(Number(row?.next_attempt_at)).toBe(T0 + MINUTE);

    clock.now = T0 + MINUTE - 1;
    expect(await box.drain()).toBe(0);
    clock.now = T0 + MINUTE;
    expect(await box.drain()).toBe(0);
    [row] = await rows();
    expect(row?.attempts).toBe(2);
    expect(Number(row?.next_attempt_at)).toBe(T0 + MINUTE + 5 * MINUTE);

    clock.now = T0 + 6 * MINUTE;
    expect(await box.drain()).toBe(1);
    await box.stop();
    expect(sent.map((m) => m.subject)).toEqual(['Hello 3']);
    [row] = await rows();
    expect(row?.attempts).toBe(3);
    expect(row?.last_error).toBe('');
  });

  it('gives up after the last attempt', async () => {
    await enqueueMail(db, 'greeting', { to: 'a@example.com', n: 4 }, clock.now);
    const { mailer, sent, state } = recordingMailer();
    state.failNext = 1000;
    const box = outbox(mailer);
    for (let i = 0; i < OUTBOX_MAX_ATTEMPTS + 3; i += 1) {
      await box.drain();
      clock.now += 24 * 60 * MINUTE;
    }
    await box.stop();
    expect(sent).toHaveLength(0);
    const [row] = await rows();
    expect(row?.attempts).toBe(OUTBOX_MAX_ATTEMPTS);
    expect(row?.sent_at).toBeNull();
  });

  it('marks a row sent without mail when its handler returns null, and failed when its kind is unknown', async () => {
    await enqueueMail(db, 'obsolete', {}, clock.now);
    await enqueueMail(db, 'no-such-kind', {}, clock.now);
    const { mailer, sent } = recordingMailer();
    const box = outbox(mailer);
    expect(await box.drain()).toBe(1);
    await box.stop();
    expect(sent).toHaveLength(0);
    const [obsolete, unknown] = await rows();
    expect(obsolete?.sent_at).not.toBeNull();
    expect(unknown?.sent_at).toBeNull();
    expect(unknown?.last_error).toBe("No handler for outbox kind 'no-such-kind'.");
  });

  it('delivers soon after kick() and stops its timers', async () => {
    await enqueueMail(db, 'greeting', { to: 'a@example.com', n: 9 }, clock.now);
    const { mailer, sent } = recordingMailer();
    const box = outbox(mailer);
    box.kick();
    for (let i = 0; i < 100 && sent.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    await box.stop();
    expect(sent.map((m) => m.subject)).toEqual(['Hello 9']);
    box.kick();
    await enqueueMail(db, 'greeting', { to: 'a@example.com', n: 10 }, clock.now);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(1);
  });

  it('waits 1, 5 and 30 minutes after the first failures', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([MINUTE, 5 * MINUTE, 30 * MINUTE]);
  });
});
