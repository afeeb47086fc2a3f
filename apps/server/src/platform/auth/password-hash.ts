import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt runs on libuv's thread pool, off the event loop. N=2^17, r=8 (OWASP's minimum) costs
// 128 MiB and ~0.4 s per hash; callers on the sign-in path bound how many run at once (hash-gate.ts).
// The cost is config (PASSWORD_HASH_COST, log2 N): production keeps 17; the API tests' demo users use 14.
export const DEFAULT_HASH_COST = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

interface ScryptParams {
  n: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, { n, r, p }: ScryptParams): Promise<Buffer> {
  // What scrypt allocates (128·r·(N + p + 2) bytes) and a margin: a larger stored cost is refused by parseHash first.
  const maxmem = 128 * r * (n + p + 2) + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * Format: scrypt$N$r$p$salt(base64)$hash(base64), so older costs stay verifiable. A stored
 * hash outside sane bounds (N from 2^14 to 2^20) is malformed: it must not buy unbounded work.
 */
function parseHash(stored: string): (ScryptParams & { salt: Buffer; hash: Buffer }) | null {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || rest.length > 0) return null;
  const params = { n: Number(n), r: Number(r), p: Number(p) };
  const powerOfTwo = Number.isInteger(Math.log2(params.n));
  if (!powerOfTwo || params.n < 2 ** 14 || params.n > 2 ** 20) return null;
  if (
    !Number.isInteger(params.r) ||
    params.r < 1 ||
    params.r > 16 ||
    !Number.isInteger(params.p) ||
    params.p < 1 ||
    params.p > 4
  )
    return null;
  return { ...params, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

/**
 * The stored hash of an account whose password was never set (a user an ERP import created): not a scrypt hash, so no
 * password verifies against it until the user chooses one through the mailed link.
 */
export const UNSET_PASSWORD_HASH = 'unset';

/** `cost` is log2 of scrypt's N (config.passwordHashCost). */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const n = 2 ** cost;
  const salt = randomBytes(16);
  const key = await derive(password, salt, { n, r: R, p: P });
  return ['scrypt', n, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** A stored hash made with a lower cost than today's: re-hash it once the password is known right. */
export function needsRehash(stored: string, cost: number): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.n < 2 ** cost || parsed.r < R;
}

const dummyHashes = new Map<number, Promise<string>>();
/** Spends the same time as a real check so that unknown usernames cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string, cost: number): Promise<false> {
  let dummy = dummyHashes.get(cost);
  if (!dummy) dummyHashes.set(cost, (dummy = hashPassword('dummy-password-for-timing', cost)));
  await verifyPassword(password, await dummy);
  return false;
}
