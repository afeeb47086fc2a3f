import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Db } from '../../db/database';
import { recentlySpent, serverSecret, spendChallenge } from './human-check.repository';

/**
 * The human check (ALTCHA, self-hosted proof of work). The server issues signed challenges
 * that expire; the page's widget solves one and sends the payload with the form; the
 * server accepts each solved challenge once, before it expires.
 *
 * Deterministic mode: the server picks the answer (a counter) and signs the key it derives,
 * so checking a solution costs two HMACs, not a key derivation.
 */
const ALGORITHM = 'PBKDF2/SHA-256';

/**
 * The PBKDF2 iterations per try of a new challenge, raised with the human checks passed in the last 10 minutes (issue
 * 26: sign-ups at 70 a minute each cost the sender 0.3 s). At rest `atRest` (HUMAN_CHECK_COST: 1,000, with the range
 * of tries a second or two in a phone's browser); past 30 passes three times that (a few seconds on a phone); past
 * 100, ten times (a mail flood then costs its sender a CPU-minute every few passes). Checking a solution stays two
 * HMACs whatever the cost.
 */
export function challengeCost(recentPasses: number, atRest: number): number {
  if (recentPasses > 100) return atRest * 10;
  if (recentPasses > 30) return atRest * 3;
  return atRest;
}
const COUNTER_RANGE = [200, 1_000] as const;
export const HUMAN_CHECK_TTL_MS = 10 * 60_000;

const SIGNATURE_SECRET = 'human_check_signature';
const KEY_SECRET = 'human_check_key_signature';

async function secrets(db: Db): Promise<{ hmacSignatureSecret: string; hmacKeySignatureSecret: string }> {
  return {
    hmacSignatureSecret: await serverSecret(db, SIGNATURE_SECRET),
    hmacKeySignatureSecret: await serverSecret(db, KEY_SECRET),
  };
}

/** A new signed challenge; `costAtRest` is config.humanCheckCost. */
export async function newHumanCheckChallenge(db: Db, now: number, costAtRest: number): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: challengeCost(await recentlySpent(db, now), costAtRest),
    counter: randomInt(COUNTER_RANGE[1], COUNTER_RANGE[0]),
    deriveKey,
    expiresAt: Math.floor((now + HUMAN_CHECK_TTL_MS) / 1000),
    ...(await secrets(db)),
  });
}

interface Payload {
  challenge: Challenge;
  signature: string;
  solution: Solution;
}

function decode(verifyToken: string): Payload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(verifyToken, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { challenge, solution } = value as Record<string, unknown>;
    if (typeof challenge !== 'object' || challenge === null || typeof solution !== 'object' || solution === null)
      return null;
    const c = challenge as Record<string, unknown>;
    const s = solution as Record<string, unknown>;
    if (typeof c.signature !== 'string' || typeof c.parameters !== 'object' || c.parameters === null) return null;
    if (typeof s.counter !== 'number' || typeof s.derivedKey !== 'string') return null;
    return {
      challenge: { parameters: c.parameters as Challenge['parameters'], signature: c.signature },
      signature: c.signature,
      solution: { counter: s.counter, derivedKey: s.derivedKey },
    };
  } catch {
    return null;
  }
}

/**
 * True when the payload solves a challenge this server signed, not yet expired (by the
 * server's clock) and never accepted before. The widget's test mode, a forged or replayed
 * payload all give false.
 */
export async function passHumanCheck(db: Db, verifyToken: string | undefined, now: number): Promise<boolean> {
  if (!verifyToken) return false;
  const payload = decode(verifyToken);
  if (!payload) return false;
  const expiresAt = payload.challenge.parameters.expiresAt;
  if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now) return false;
  let verified: boolean;
  try {
    verified = (
      await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        ...(await secrets(db)),
      })
    ).verified;
  } catch {
    return false;
  }
  return verified && (await spendChallenge(db, payload.signature, expiresAt * 1000));
}
