import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context';
import { deleteCounter, isKnownAddress, lockCounters, releaseAttempt, rememberAddress, saveCounter } from './sign-in-throttle.repository';
import { type CounterRow, decide, THROTTLE_KINDS, type ThrottleKind, type ThrottleLimits, throttleKeys, usernameDelayMs } from './sign-in-throttle.rules';

/** success: the password was right; failure: it was wrong; not_evaluated: never checked (the hash gate was full). */
export type AttemptOutcome = 'success' | 'failure' | 'not_evaluated';

export type Reservation = { refused: { kind: ThrottleKind; retryAfterSeconds: number } } | { refused: null; settle(outcome: AttemptOutcome): Promise<void> };

function limitsOf(ctx: AppContext): ThrottleLimits {
  const l = ctx.config.login;
  return { pairMax: l.maxFailures, addressMax: l.maxFailuresPerAddress, usernameFree: l.maxFailures, windowMs: l.windowMs, maxDelayMs: l.maxDelayMs };
}

/**
 * Counts the attempt before its password is hashed, in one transaction over the locked
 * counters (see lockCounters), so a burst is admitted one by one and only up to the limits.
 * The caller settles the reservation once it knows the outcome.
 */
export async function reserveAttempt(ctx: AppContext, username: string, ip: string, log: FastifyBaseLogger): Promise<Reservation> {
  const limits = limitsOf(ctx);
  const keys = throttleKeys(username, ip);
  const now = ctx.now();
  const known = await isKnownAddress(ctx.db, username, ip, now - ctx.config.login.knownAddressMs);
  const decision = await ctx.db.transaction().execute(async (trx) => {
    const byKey = new Map((await lockCounters(trx, Object.values(keys), now)).map((r) => [r.key, r]));
    const row = (kind: ThrottleKind): CounterRow => byKey.get(keys[kind]) ?? { key: keys[kind], count: 0, window_start: now, last_at: now };
    const d = decide({ pair: row('pair'), address: row('address'), username: row('username') }, now, limits, known);
    if (d.refused === null) for (const kind of THROTTLE_KINDS) await saveCounter(trx, d.next[kind]);
    return d;
  });
  if (decision.refused) {
    const { kind, retryAfterSeconds, count } = decision.refused;
    log.warn({ event: 'sign_in_throttled', kind, username, ip, failures: count, retryAfterSeconds }, 'sign-in throttled');
    return { refused: { kind, retryAfterSeconds } };
  }
  const counted = decision.next;
  return {
    refused: null,
    async settle(outcome) {
      if (outcome === 'not_evaluated') {
        await releaseAttempt(ctx.db, Object.values(keys));
        return;
      }
      if (outcome === 'success') {
        // The right password clears its own address's count; the address and username counts
        // give back this attempt only, so one success does not wipe an attacker's record.
        await deleteCounter(ctx.db, keys.pair);
        await releaseAttempt(ctx.db, [keys.address, keys.username]);
        await rememberAddress(ctx.db, username, ip, ctx.now());
        const earlier = counted.username.count - 1;
        if (earlier > 0) log.info({ event: 'sign_in_after_failures', username, ip, failures: earlier }, 'signed in after failures');
        return;
      }
      if (counted.pair.count === limits.pairMax) {
        log.warn({ event: 'sign_in_locked', kind: 'pair', username, ip, failures: counted.pair.count }, 'sign-in locked for this username and address');
      }
      if (counted.address.count === limits.addressMax) {
        log.warn({ event: 'sign_in_locked', kind: 'address', ip, failures: counted.address.count }, 'sign-in locked for this address');
      }
      if (counted.username.count >= limits.usernameFree) {
        const delaySeconds = usernameDelayMs(counted.username.count, limits) / 1000;
        log.warn({ event: 'sign_in_slowed', username, failures: counted.username.count, delaySeconds }, 'sign-in slowed for this username');
      }
    },
  };
}
