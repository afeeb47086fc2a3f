import { UNVERIFIED_EMAIL_DESCRIPTION, type User } from '@storefront/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context';
import { HttpError } from '../../platform/http/http-error';
import { defaultHashGateOptions, HashGate, HashGateBusy } from '../../platform/auth/hash-gate';
import {
  hashPassword,
  needsRehash,
  UNSET_PASSWORD_HASH,
  verifyAgainstDummy,
  verifyPassword,
} from '../../platform/auth/password-hash';
import type { Principal } from '../../platform/auth/principal';
import { hashSessionToken, newSessionToken } from '../../platform/auth/session-token';
import { insertSession, revokeSession } from '../../platform/auth/session.repository';
import { findUserForSignIn, isBuyerAccount, replacePasswordHash } from './auth.repository';
import { inFlightFrom, reserveAttempt } from './sign-in-throttle.service';

export const TOO_MANY_ATTEMPTS = 'Too many login attempts, please try again later';
export const BAD_CREDENTIALS = 'Unknown user or invalid password';
// The sign-in page's own words for a 503 (spec 1 §8).
const BUSY = 'Service temporarily unavailable';

/** A refusal of the token endpoint, answered in the OAuth shape the sign-in page reads. */
export class TokenError extends HttpError {
  constructor(
    status: number,
    readonly error: string,
    description: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(status, description);
  }
}

/** Every password check of this process passes here: a burst waits its turn or is refused, others keep a slot. */
export const signInHashGate = new HashGate(defaultHashGateOptions());

/**
 * grant_type=password: reserves the attempt with the throttle, checks the password through
 * the hash gate, settles the reservation, and opens a session. Logs carry the username and
 * address, never the password or the token.
 */
export function signIn(ctx: AppContext, rawUsername: string, password: string, ip: string, log: FastifyBaseLogger) {
  return inFlightFrom(ip, () => checkedSignIn(ctx, rawUsername.trim().toLowerCase(), password, ip, log));
}

async function checkedSignIn(ctx: AppContext, username: string, password: string, ip: string, log: FastifyBaseLogger) {
  const user = await checkedCredentials(ctx, username, password, ip, log);
  if (await isBuyerAccount(ctx.db, user.id)) {
    // A procurement system's account shops only through its punchout (its sessions are opened by the setup request).
    log.warn({ event: 'sign_in_failed', username, ip, reason: 'punchout_account' }, 'sign-in refused');
    throw new TokenError(401, 'invalid_grant', 'This account is not authorized to sign in');
  }
  const now = ctx.now();
  const token = newSessionToken();
  const expiresAt = now + ctx.config.session.maxMs;
  await insertSession(ctx.db, { tokenHash: hashSessionToken(token), userId: user.id, now, expiresAt });
  return {
    access_token: token,
    token_type: 'bearer' as const,
    expires_in: Math.floor(ctx.config.session.idleMs / 1000),
  };
}

/**
 * A username and password checked as sign-in checks them: counted by the throttle, hashed through the gate,
 * refused for a disabled or unverified account. The user row, or a TokenError (401, 429 or 503).
 */
export function checkCredentials(
  ctx: AppContext,
  rawUsername: string,
  password: string,
  ip: string,
  log: FastifyBaseLogger,
) {
  return inFlightFrom(ip, () => checkedCredentials(ctx, rawUsername.trim().toLowerCase(), password, ip, log));
}

async function checkedCredentials(
  ctx: AppContext,
  username: string,
  password: string,
  ip: string,
  log: FastifyBaseLogger,
) {
  const reservation = await reserveAttempt(ctx, username, ip, log);
  if (reservation.refused?.kind === 'busy')
    throw new TokenError(503, 'temporarily_unavailable', BUSY, reservation.refused.retryAfterSeconds);
  if (reservation.refused)
    throw new TokenError(429, 'too_many_requests', TOO_MANY_ATTEMPTS, reservation.refused.retryAfterSeconds);
  const user = username ? await findUserForSignIn(ctx.db, username) : undefined;
  const gateKey = `u:${username}`;
  let ok: boolean;
  try {
    // Each client address gets its share of the hashing queue; a known user at a known address goes first.
    ok = await signInHashGate.run(
      gateKey,
      () =>
        // A password never set fails as an unknown user does, in the same time.
        user && user.password_hash !== UNSET_PASSWORD_HASH
          ? verifyPassword(password, user.password_hash)
          : verifyAgainstDummy(password, ctx.config.passwordHashCost),
      { group: `a:${ip}`, priority: reservation.knownAddress },
    );
  } catch (err) {
    if (!(err instanceof HashGateBusy)) throw err;
    await reservation.settle('not_evaluated');
    log.warn(
      { event: 'sign_in_busy', username, ip, retryAfterSeconds: err.retryAfterSeconds },
      'sign-in refused: password hashing saturated',
    );
    throw new TokenError(503, 'temporarily_unavailable', BUSY, err.retryAfterSeconds);
  }
  if (!user || !ok) {
    await reservation.settle('failure');
    log.warn(
      { event: 'sign_in_failed', username, ip, reason: user ? 'wrong_password' : 'unknown_user' },
      'sign-in failed',
    );
    throw new TokenError(401, 'invalid_grant', BAD_CREDENTIALS);
  }
  await reservation.settle('success');
  if (user.disabled === 1 || user.email_verified !== 1) {
    log.warn(
      { event: 'sign_in_failed', username, ip, reason: user.disabled === 1 ? 'disabled' : 'unverified' },
      'sign-in refused',
    );
    if (user.disabled === 1) throw new TokenError(401, 'invalid_grant', 'This account is not authorized to sign in');
    throw new TokenError(401, 'invalid_grant', UNVERIFIED_EMAIL_DESCRIPTION);
  }
  if (needsRehash(user.password_hash, ctx.config.passwordHashCost))
    await rehash(ctx, user.id, user.password_hash, password, gateKey);
  return user;
}

/** Moves a hash of an older cost to today's once the password is known; when hashing is saturated, the next sign-in does it. */
async function rehash(
  ctx: AppContext,
  userId: number,
  oldHash: string,
  password: string,
  gateKey: string,
): Promise<void> {
  try {
    const newHash = await signInHashGate.run(gateKey, () => hashPassword(password, ctx.config.passwordHashCost));
    await replacePasswordHash(ctx.db, userId, oldHash, newHash);
  } catch (err) {
    if (!(err instanceof HashGateBusy)) throw err;
  }
}

export async function signOut(ctx: AppContext, principal: Principal): Promise<void> {
  await revokeSession(ctx.db, principal.sessionId, ctx.now());
}

export function toUser(p: Principal): User {
  return {
    username: p.username,
    name: p.name,
    email: p.email,
    isSalesperson: p.kind === 'salesperson',
    isAdmin: p.isAdmin,
    userType: p.userType,
    customerKey: p.isPunchout ? (p.punchoutCustomerId ?? 0) : p.kind === 'customer' ? (p.customerId ?? 0) : 0,
    isPunchout: p.isPunchout,
    punchoutReadOnly: p.punchoutReadOnly,
  };
}
