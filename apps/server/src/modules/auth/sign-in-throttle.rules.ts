/** What a sign-in attempt is counted against. */
export type ThrottleKind = 'pair' | 'address' | 'username';

export interface CounterRow {
  key: string;
  count: number;
  window_start: number;
  last_at: number;
}

export interface ThrottleLimits {
  /** Failures per username from one address in the window (LOGIN_MAX_FAILURES). */
  pairMax: number;
  /** Failures from one address over all usernames (LOGIN_MAX_FAILURES_PER_ADDRESS): an office NAT is many users. */
  addressMax: number;
  /** Failures per username from anywhere before each further attempt waits 2^n seconds. */
  usernameFree: number;
  windowMs: number;
  /** The per-username wait never exceeds this, so it stays below the window that forgets it. */
  maxDelayMs: number;
}

export type ThrottleKeys = Record<ThrottleKind, string>;

export const THROTTLE_KINDS: readonly ThrottleKind[] = ['pair', 'address', 'username'];

/** Column widths of the tables: a longer username cannot exist, so clipping merges nothing real. */
export function throttleKeys(username: string, ip: string): ThrottleKeys {
  const u = username.slice(0, 100);
  const a = ip.slice(0, 64);
  return { pair: `p:${a} ${u}`, address: `a:${a}`, username: `u:${u}` };
}

/** The wait before the next attempt on a username with `failures` failures in its window (0 while under the free allowance). */
export function usernameDelayMs(failures: number, limits: ThrottleLimits): number {
  if (failures < limits.usernameFree) return 0;
  const doublings = Math.min(failures - limits.usernameFree + 1, 30);
  return Math.min(2 ** doublings * 1000, limits.maxDelayMs);
}

/**
 * A counter as it stands at `now`: the address and pair windows are fixed (15 minutes from
 * their first attempt), the username window ends after 15 quiet minutes, so a slow attacker
 * who keeps within the delays never gets a fresh allowance.
 */
export function current(kind: ThrottleKind, row: CounterRow, now: number, limits: ThrottleLimits): CounterRow {
  const since = kind === 'username' ? row.last_at : row.window_start;
  return since + limits.windowMs <= now ? { ...row, count: 0, window_start: now } : row;
}

export type ThrottleDecision =
  | { refused: { kind: ThrottleKind; retryAfterSeconds: number; count: number } }
  | { refused: null; next: Record<ThrottleKind, CounterRow> };

/**
 * Decides one attempt from its three counters (read under lock). Admitted, each counter
 * counts the attempt now, before the password is checked, so concurrent attempts see each
 * other. `knownAddress`: the user signed in from this address lately, so neither the per-username
 * slowdown (meant for attempts from everywhere) nor the address's limit (one member of an office
 * behind one NAT must not lock out the others) applies; the pair limit still does.
 */
export function decide(
  rows: Record<ThrottleKind, CounterRow>,
  now: number,
  limits: ThrottleLimits,
  knownAddress: boolean,
): ThrottleDecision {
  const pair = current('pair', rows.pair, now, limits);
  const address = current('address', rows.address, now, limits);
  const username = current('username', rows.username, now, limits);
  const windowLeft = (row: CounterRow) => Math.max(1, Math.ceil((row.window_start + limits.windowMs - now) / 1000));
  if (pair.count >= limits.pairMax)
    return { refused: { kind: 'pair', retryAfterSeconds: windowLeft(pair), count: pair.count } };
  if (address.count >= limits.addressMax && !knownAddress)
    return { refused: { kind: 'address', retryAfterSeconds: windowLeft(address), count: address.count } };
  const delay = knownAddress ? 0 : usernameDelayMs(username.count, limits);
  if (delay > 0 && now < username.last_at + delay) {
    const retryAfterSeconds = Math.max(1, Math.ceil((username.last_at + delay - now) / 1000));
    return { refused: { kind: 'username', retryAfterSeconds, count: username.count } };
  }
  const counted = (row: CounterRow): CounterRow => ({ ...row, count: row.count + 1, last_at: now });
  return { refused: null, next: { pair: counted(pair), address: counted(address), username: counted(username) } };
}
