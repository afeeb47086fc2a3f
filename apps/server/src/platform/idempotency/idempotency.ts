import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { SUBMIT_STILL_RUNNING } from '@storefront/contract';
import type { Db } from '../../db/database';
import { badRequest, conflict } from '../http/http-error';
import { claimKey, completeKey, findKey, releaseKey, releaseStaleKey, renewLease } from './idempotency.repository';

/** Keys the page makes (a UUID); anything else printable and short is accepted too. */
const KEY_FORMAT = /^[A-Za-z0-9_.:-]{8,100}$/;
/** How long a duplicate waits for the first request's answer before it is told to check later. */
const WAIT_MS = 15_000;
const POLL_MS = 25;
/**
 * A running request renews its key's lease every LEASE_RENEW_MS; a pending key whose lease ran out belongs to a request
 * that died with its process, and the next retry takes it over. A key without a lease is stale after STALE_MS.
 */
export const LEASE_MS = 10_000;
const LEASE_RENEW_MS = 2_000;
const STALE_MS = 120_000;

export const KEY_REUSED = 'This request was already sent with different details. Please reload the page and try again.';
export const STILL_RUNNING = SUBMIT_STILL_RUNNING;

export function checkIdempotencyKey(key: string | undefined): string {
  if (!key || !KEY_FORMAT.test(key))
    throw badRequest('An Idempotency-Key header (8 to 100 letters, digits or -_.:) is required.');
  return key;
}

export function requestHash(operation: string, request: unknown): string {
  return createHash('sha256').update(operation).update('\0').update(JSON.stringify(request)).digest('hex');
}

export interface Outcome<T> {
  answer: T;
  /**
   * true: the answer was stored by `record` in the transaction that made it (retries get it back).
   * false: nothing happened worth repeating (refused, declined): the key is freed for another try.
   */
  kept: boolean;
}

export interface OnceInput {
  db: Db;
  now: () => number;
  userId: number;
  key: string;
  operation: string;
  /** Hash of the request (requestHash): the same key with another request is refused. */
  hash: string;
}

/**
 * Runs `work` at most once per (user, key): concurrent and later requests with the same key
 * get the first answer. `work` receives `record`, to be called inside its own transaction
 * with the answer, so that the outcome and the stored answer commit together.
 */
export async function once<T>(
  input: OnceInput,
  work: (record: (trx: Db, answer: T) => Promise<void>) => Promise<Outcome<T>>,
): Promise<T> {
  const { db, userId, key } = input;
  const record = (trx: Db, answer: T) => completeKey(trx, userId, key, JSON.stringify(answer));
  // Waiting is measured on the wall clock; the injected clock only stamps rows.
  const deadline = performance.now() + WAIT_MS;
  for (;;) {
    const claimedAt = input.now();
    if (
      await claimKey(
        db,
        { userId, key, operation: input.operation, requestHash: input.hash },
        claimedAt,
        claimedAt + LEASE_MS,
      )
    ) {
      let outcome: Outcome<T>;
      const renewal = setInterval(() => {
        renewLease(db, userId, key, input.now() + LEASE_MS).catch(() => undefined);
      }, LEASE_RENEW_MS);
      try {
        outcome = await work(record);
      } catch (err) {
        await releaseKey(db, userId, key);
        throw err;
      } finally {
        clearInterval(renewal);
      }
      if (!outcome.kept) await releaseKey(db, userId, key);
      return outcome.answer;
    }
    const row = await findKey(db, userId, key);
    if (!row) continue; // released between our insert and read: claim again
    if (row.operation !== input.operation || row.request_hash !== input.hash) throw conflict(KEY_REUSED);
    if (row.response !== null) return JSON.parse(row.response) as T;
    const now = input.now();
    if (row.lease_until !== null ? row.lease_until < now : row.created_at < now - STALE_MS) {
      await releaseStaleKey(db, row.id, now, now - STALE_MS);
      continue;
    }
    if (performance.now() > deadline) throw conflict(STILL_RUNNING);
    await sleep(POLL_MS);
  }
}
