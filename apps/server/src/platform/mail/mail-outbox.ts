import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { errorText, type JobHandler, type JobKind, type JobQueue } from '../jobs/job-queue';
import type { Mailer, OutgoingMail } from './mailer';
import { insertOutboxMail, markSent, recordFailure, startAttempt } from './outbox.repository';

/** Turns an outbox payload into a mail; null when there is nothing to send any more (the row counts as sent). */
export type OutboxHandler = (payload: unknown) => Promise<OutgoingMail | null>;

/** The job that delivers one outbox mail. */
export const MAIL_JOB = 'mail';

/**
 * Ten attempts, five seconds apart at first and doubling (about 85 minutes in all, more with pg-boss's jitter); a
 * delivery silent past MAIL_JOB_TIMEOUT_SECONDS (its process died mid-send) is retried.
 */
export function mailJobKind(config: Pick<Config, 'mailJobTimeoutSeconds'>): JobKind {
  return {
    name: MAIL_JOB,
    policy: 'standard',
    retryLimit: 9,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: config.mailJobTimeoutSeconds,
    concurrency: 8,
  };
}

/**
 * Delivers the outbox row a mail job names. Idempotent by the row: a row already sent is not sent again, so a job
 * run twice (a retry after its process died between sending and recording) mails at most once more, and a job whose
 * process died before the mail left mails once.
 */
export function deliverMail(deps: {
  db: Db;
  now: () => number;
  mailer: Mailer;
  handlers: Record<string, OutboxHandler>;
}): JobHandler {
  const { db, now, mailer, handlers } = deps;
  return async (payload) => {
    const id = (payload as { outboxId?: unknown }).outboxId;
    if (typeof id !== 'number') throw new Error('A mail job names no outbox row.');
    const row = await startAttempt(db, id);
    if (!row) return;
    try {
      const handler = Object.hasOwn(handlers, row.kind) ? handlers[row.kind] : undefined;
      if (!handler) throw new Error(`No handler for outbox kind '${row.kind}'.`);
      const mail = await handler(JSON.parse(row.payload) as unknown);
      if (mail) await mailer.send(mail);
      await markSent(db, id, now());
    } catch (err) {
      await recordFailure(db, id, errorText(err));
      throw err;
    }
  };
}

/** The mail outbox as the modules use it (ctx.outbox). */
export interface Outbox {
  /** Writes a mail and its delivery job through `db`: pass the business transaction. */
  enqueue(db: Db, kind: string, payload: unknown): Promise<void>;
  /** Deliver soon: call after committing a transaction that enqueued mail. */
  kick(): void;
  /** Delivers everything due now, in this process; resolves with how many deliveries this call ran. */
  drain(): Promise<number>;
}

export function mailOutbox(jobs: JobQueue, deliver: JobHandler, now: () => number): Outbox {
  return {
    async enqueue(db, kind, payload) {
      const outboxId = await insertOutboxMail(db, kind, payload, now());
      await jobs.send(db, MAIL_JOB, { outboxId });
    },
    kick: () => jobs.kick(MAIL_JOB),
    drain: () => jobs.drain(MAIL_JOB, deliver),
  };
}
