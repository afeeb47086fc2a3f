import type { User } from '@storefront/contract';
import type { AppContext } from '../../platform/context';
import { HttpError } from '../../platform/http/http-error';
import { verifyAgainstDummy, verifyPassword } from '../../platform/auth/password-hash';
import type { Principal } from '../../platform/auth/principal';
import { hashSessionToken, newSessionToken } from '../../platform/auth/session-token';
import { insertSession, revokeSession } from '../../platform/auth/session.repository';
import { findUserForSignIn } from './auth.repository';
import { clearUsernameFailures, countRecentFailures, pruneFailures, recordFailure } from './login-throttle.repository';

export const TOO_MANY_ATTEMPTS = 'Too many login attempts, please try again later';
export const BAD_CREDENTIALS = 'Unknown user or invalid password';

/** A refusal of the token endpoint, answered in the OAuth shape the sign-in page reads. */
export class TokenError extends HttpError {
  constructor(status: number, readonly error: string, description: string, readonly retryAfterSeconds?: number) {
    super(status, description);
  }
}

async function assertNotThrottled(ctx: AppContext, username: string, ip: string): Promise<void> {
  const { windowMs, maxFailures } = ctx.config.login;
  const now = ctx.now();
  const since = now - windowMs;
  for (const [column, value] of [['username', username], ['ip', ip]] as const) {
    const { count, oldest } = await countRecentFailures(ctx.db, column, value, since);
    if (count >= maxFailures) {
      const retryAfter = Math.max(1, Math.ceil(((oldest ?? now) + windowMs - now) / 1000));
      throw new TokenError(429, 'too_many_requests', TOO_MANY_ATTEMPTS, retryAfter);
    }
  }
}

/** grant_type=password: checks the throttle, then the password, and opens a session. */
export async function signIn(ctx: AppContext, rawUsername: string, password: string, ip: string) {
  const username = rawUsername.trim().toLowerCase();
  await assertNotThrottled(ctx, username, ip);
  const user = username ? await findUserForSignIn(ctx.db, username) : undefined;
  const ok = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDummy(password);
  const now = ctx.now();
  if (!user || !ok) {
    await recordFailure(ctx.db, username, ip, now);
    if (Math.random() < 0.05) await pruneFailures(ctx.db, now - ctx.config.login.windowMs);
    throw new TokenError(401, 'invalid_grant', BAD_CREDENTIALS);
  }
  if (user.disabled === 1) throw new TokenError(401, 'invalid_grant', 'This account is not authorized to sign in');
  if (user.email_verified !== 1) {
    throw new TokenError(401, 'invalid_grant', 'Please verify your e-mail address before signing in');
  }
  await clearUsernameFailures(ctx.db, username);
  const token = newSessionToken();
  const expiresAt = now + ctx.config.session.maxMs;
  await insertSession(ctx.db, { tokenHash: hashSessionToken(token), userId: user.id, now, expiresAt });
  return { access_token: token, token_type: 'bearer' as const, expires_in: Math.floor(ctx.config.session.idleMs / 1000) };
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
  };
}
