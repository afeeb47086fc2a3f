import type { Db } from '../../db/database';
import { releasePaymentLocks, takePaymentLocks } from './payment-lock.repository';

/** Longer than a gateway call and the commit after it; a lock this old belongs to a process that died. */
const HOLD_MS = 120_000;

export const PAYMENT_IN_PROGRESS =
  'A payment for these items is already being made. Please wait a moment, then check your account.';

/**
 * Runs `pay` (charge, then record or refund) holding the locks of what it pays for (`ar-item:12`, `cart:c:3`), taken
 * before the gateway is called: a second payment of the same thing, whatever its idempotency key, gets null at once and
 * is never charged. The locks are released when `pay` ends, however it ends. `pay` reads what it pays for (balances,
 * the cart) itself: a payment that held the locks a moment ago has changed what was read before they were taken.
 */
export async function whilePaying<T>(
  db: Db,
  subjects: readonly string[],
  now: number,
  pay: () => Promise<T>,
): Promise<T | null> {
  const expiresAt = now + HOLD_MS;
  if (!(await takePaymentLocks(db, subjects, now, expiresAt))) return null;
  try {
    return await pay();
  } finally {
    await releasePaymentLocks(db, subjects, expiresAt);
  }
}
