import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context';
import {
  countRefusedAttempt,
  deleteCounter,
  isKnownAddress,
  lockCounters,
  releaseAttempt,
  rememberAddress,
  saveCounter,
} from './sign-in-throttle.repository';
import {
  type CounterRow,
  decide,
  THROTTLE_KINDS,
  type ThrottleKind,
  type ThrottleLimits,
  throttleKeys,
  usernameDelayMs,
} from './sign-in-throttle.rules';

/**
 * success: the password was right; failure: it was wrong; not_evaluated: never checked (the hash gate was full, or the
 * address had used its share of it): it still counts against the address (and the username at that address), not
 * against the username from everywhere.
 */
export type AttemptOutcome = 'success' | 'failure' | 'not_evaluated';

export type Reservation =
  | { refused: { kind: ThrottleKind | 'busy'; retryAfterSeconds: number } }
  | {
      refused: null;
      /** The user signed in from this address lately. */
      knownAddress: boolean;
      settle(outcome: AttemptOutcome): Promise<void>;
    };

/** Sign-ins of one client address being handled at once in this process (reservation and hashing), beyond this one. */
const MAX_IN_FLIGHT_PER_ADDRESS = 8;
const inFlight = new Map<string, number>();

/** Runs one sign-in of `ip` counted in flight until it ends. */
export async function inFlightFrom<T>(ip: string, work: () => Promise<T>): Promise<T> {
  inFlight.set(ip, (inFlight.get(ip) ?? 0) + 1);
  try {
    return await work();
  } finally {
    const left = (inFlight.get(ip) ?? 1) - 1;
    if (left > 0) inFlight.set(ip, left);
    else inFlight.delete(ip);
  }
}

function limitsOf(ctx: AppContext): ThrottleLimits {
  const l = ctx.config.login;
  return {
    pairMax: l.maxFailures,
    addressMax: l.maxFailuresPerAddress,
    usernameFree: l.maxFailures,
    windowMs: l.windowMs,
    maxDelayMs: l.maxDelayMs,
  };
}

/**
 * Counts the attempt before its password is hashed, in one transaction over the locked
 * counters (see lockCounters), so a burst is admitted one by one and only up to the limits.
 * The caller settles the reservation once it knows the outcome.
 */
export async function reserveAttempt(
  ctx: AppContext,
  username: string,
  ip: string,
  log: FastifyBaseLogger,
): Promise<Reservation> {
  const limits = limitsOf(ctx);
  const keys = throttleKeys(username, ip);
  const now = ctx.now();
  const known = await isKnownAddress(ctx.db, username, ip, now - ctx.config.login.knownAddressMs);
  // An address with many attempts in flight is refused before any locking or hashing (a known user at a known
  // address never is), and the refusal counts against the address and the username there: a flood costs two
  // statements per attempt, and its limits close the address for the window.
  if (!known && (inFlight.get(ip) ?? 0) > MAX_IN_FLIGHT_PER_ADDRESS) {
    for (const key of [keys.address, keys.pair]) await countRefusedAttempt(ctx.db, key, now);
    log.warn(
      { event: 'sign_in_busy', username, ip, inFlight: inFlight.get(ip) },
      'sign-in refused: too many attempts in flight from this address',
    );
    return { refused: { kind: 'busy', retryAfterSeconds: 2 } };
  }
  const decision = await ctx.db.transaction().execute(async (trx) => {
    const byKey = new Map((await lockCounters(trx, Object.values(keys), now)).map((r) => [r.key, r]));
    const row = (kind: ThrottleKind): CounterRow =>
      byKey.get(keys[kind]) ?? { key: keys[kind], count: 0, window_start: now, last_at: now };
    const d = decide({ pair: row('pair'), address: row('address'), username: row('username') }, now, limits, known);
    if (d.refused === null) for (const kind of THROTTLE_KINDS) await saveCounter(trx, d.next[kind]);
    return d;
  });
  if (decision.refused) {
    const { kind, retryAfterSeconds, count } = decision.refused;
    log.warn(
      { event: 'sign_in_throttled', kind, username, ip, failures: count, retryAfterSeconds },
      'sign-in throttled',
    );
    return { refused: { kind, retryAfterSeconds } };
  }
  const counted = decision.next;
  return {
    refused: null,
    knownAddress: known,
    async settle(outcome) {
      if (outcome === 'not_evaluated') {
        // A flood from one address is counted against it and against the username at that address (so their limits
        // stop it before the hashing queue); the username from everywhere, maybe a real user's, is not.
        await releaseAttempt(ctx.db, [keys.username]);
        return;
      }
      if (outcome === 'success') {
        // The right password clears its own address's count; the address and username counts
        // give back this attempt only, so one success does not wipe an attacker's record.
        await deleteCounter(ctx.db, keys.pair);
        await releaseAttempt(ctx.db, [keys.address, keys.username]);
        await rememberAddress(ctx.db, username, ip, ctx.now());
        const earlier = counted.username.count - 1;
        if (earlier > 0)
          log.info({ event: 'sign_in_after_failures', username, ip, failures: earlier }, 'signed in after failures');
        return;
      }
      if (counted.pair.count === limits.pairMax) {
        log.warn(
          { event: 'sign_in_locked', kind: 'pair', username, ip, failures: counted.pair.count },
          'sign-in locked for this username and address',
        );
      }
      if (counted.address.count === limits.addressMax) {
        log.warn(
          { event: 'sign_in_locked', kind: 'address', ip, failures: counted.address.count },
          'sign-in locked for this address',
        );
      }
      if (counted.username.count >= limits.usernameFree) {
        const delaySeconds = usernameDelayMs(counted.username.count, limits) / 1000;
        log.warn(
          { event: 'sign_in_slowed', username, failures: counted.username.count, delaySeconds },
          'sign-in slowed for this username',
        );
      }
    },
  };
}
