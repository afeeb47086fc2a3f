import type { Db } from '../../db/database';
import type { Mailer, OutgoingMail } from './mailer';
import { claimDue, markFailed, markSent, OUTBOX_MAX_ATTEMPTS } from './outbox.repository';

/** Turns an outbox payload into a mail; null when there is nothing to send any more (the row counts as sent). */
export type OutboxHandler = (payload: unknown) => Promise<OutgoingMail | null>;

export interface OutboxLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface OutboxDeps {
  db: Db;
  now: () => number;
  mailer: Mailer;
  log: OutboxLog;
  /** By outbox kind. */
  handlers: Record<string, OutboxHandler>;
  /** Poll period; mail enqueued by another process is picked up within it. */
  intervalMs?: number;
}

export interface Outbox {
  /** Deliver soon: call after committing a transaction that enqueued mail. */
  kick(): void;
  /** Stops the timers and waits for a pass under way. */
  stop(): Promise<void>;
  /** Delivers everything due now; resolves with the number of rows marked sent. */
  drain(): Promise<number>;
}

const MINUTE = 60_000;
/** Wait after the n-th failed attempt (the last entry repeats). */
const BACKOFF_MS = [1, 5, 30, 120, 360, 720, 1440].map((m) => m * MINUTE);
const BATCH = 20;
/** Longer than one send can take (the mailer's SMTP timeouts), so a claim never lapses mid-send. */
const CLAIM_MS = 5 * MINUTE;
const MAX_ERROR_LENGTH = 500;

export function retryDelayMs(failedAttempts: number): number {
  const index = Math.min(Math.max(failedAttempts, 1), BACKOFF_MS.length) - 1;
  return BACKOFF_MS[index] ?? MINUTE;
}

function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_LENGTH);
}

/**
 * Delivers outbox rows: on a timer, soon after kick(), or all at once with drain(). Rows
 * are claimed in the database, so any number of processes may run one. Delivery is at
 * least once: a process that dies after sending but before marking the row sent leaves
 * it to be sent again when its claim lapses.
 */
export function startOutbox(deps: OutboxDeps): Outbox {
  const { db, now, mailer, log, handlers } = deps;
  let stopped = false;
  let kickTimer: NodeJS.Timeout | null = null;
  // One pass at a time per process; the claims keep processes apart.
  let tail: Promise<unknown> = Promise.resolve();

  async function deliver(id: number, kind: string, payload: string, attempts: number): Promise<boolean> {
    const handler = Object.hasOwn(handlers, kind) ? handlers[kind] : undefined;
    try {
      if (!handler) throw new Error(`No handler for outbox kind '${kind}'.`);
      const mail = await handler(JSON.parse(payload) as unknown);
      if (mail) await mailer.send(mail);
      await markSent(db, id, now());
      return true;
    } catch (err) {
      const error = errorText(err);
      const givesUp = attempts >= OUTBOX_MAX_ATTEMPTS;
      await markFailed(db, id, error, now() + retryDelayMs(attempts));
      log.warn(
        { outboxId: id, kind, attempts, error, givesUp },
        givesUp ? 'mail failed for good' : 'mail failed, will retry',
      );
      return false;
    }
  }

  async function pass(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDue(db, now(), BATCH, CLAIM_MS);
      if (batch.length === 0) return sent;
      for (const row of batch) {
        if (await deliver(row.id, row.kind, row.payload, row.attempts)) sent += 1;
      }
    }
  }

  function queuePass(): Promise<number> {
    const run = tail.then(pass);
    tail = run.catch(() => undefined);
    return run;
  }

  function background(): void {
    queuePass().catch((err: unknown) => log.warn({ error: errorText(err) }, 'outbox pass failed'));
  }

  const interval = setInterval(() => {
    if (!stopped) background();
  }, deps.intervalMs ?? 2000);
  interval.unref();

  return {
    kick() {
      if (stopped || kickTimer) return;
      kickTimer = setTimeout(() => {
        kickTimer = null;
        if (!stopped) background();
      }, 0);
      kickTimer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(interval);
      if (kickTimer) clearTimeout(kickTimer);
      kickTimer = null;
      await tail;
    },
    drain: queuePass,
  };
}
