import type { AccountResult, PasswordReset, PasswordUserType } from '@storefront/contract';
import { passwordProblems } from '@storefront/domain';
import type { Db } from '../../db/database';
import { hashPassword } from '../../platform/auth/password-hash';
import { hashSessionToken, newSessionToken } from '../../platform/auth/session-token';
import type { AppContext } from '../../platform/context';
import { badRequest, HttpError } from '../../platform/http/http-error';
import type { Outbox } from '../../platform/mail/mail-outbox';
import { signInHashGate } from '../auth/auth.service';
import { RESET_MAIL, SET_PASSWORD_LINK_DAYS, SET_PASSWORD_MAIL } from './account-mail';
import {
  findUsableToken,
  insertAccountToken,
  retireAccountTokens,
  spendAccountToken,
} from './account-tokens.repository';
import { HUMAN_CHECK_UNAVAILABLE, PASSWORD_UPDATED, RESET_LINK_INVALID, RESET_REQUEST_SENT } from './accounts.messages';
import { endSessionsForPasswordChange, findUserByLogin, setPassword } from './accounts.repository';
import { mayMail } from './mail-allowance';
import { humanCheckPassed } from './human-check.service';
import { passwordOptions } from './password-options.service';
import { inSteadyTime, STEADY_ANSWER_MS } from './steady-time';

export const RESET_LINK_TTL_MS = 3_600_000;

/**
 * A new account's first password (an ERP import's user): a reset link that lasts a week, mailed through the outbox in
 * the caller's transaction, so the mail leaves only if the account is committed. The link is spent like any reset link.
 */
export async function queueSetPasswordMail(trx: Db, outbox: Outbox, userId: number, now: number): Promise<void> {
  const tokenId = await insertAccountToken(trx, {
    userId,
    purpose: 'reset',
    tokenHash: hashSessionToken(newSessionToken()),
    now,
    expiresAt: now + SET_PASSWORD_LINK_DAYS * 24 * 3_600_000,
  });
  await outbox.enqueue(trx, SET_PASSWORD_MAIL, { tokenId });
}

/**
 * POST /api/password/requestreset. The same answer, in about the same time, whether or not
 * the account exists; the link leaves through the outbox.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  emailOrUsername: string,
  verifyToken: string,
  clientAddress: string,
): Promise<AccountResult> {
  if (!(await humanCheckPassed(ctx, verifyToken))) {
    throw new HttpError(400, HUMAN_CHECK_UNAVAILABLE, {
      isSuccess: false,
      message: '',
      errors: [HUMAN_CHECK_UNAVAILABLE],
    });
  }
  const login = emailOrUsername.trim().toLowerCase();
  return inSteadyTime(STEADY_ANSWER_MS, async () => {
    const user = login ? await findUserByLogin(ctx.db, login) : undefined;
    const now = ctx.now();
    // Counted whether or not the account exists; past the allowance nothing is mailed and the answer is the same.
    const mail = await mayMail(ctx.db, user?.email ?? login, clientAddress, now);
    if (mail && user && user.email && user.disabled !== 1) {
      await ctx.db.transaction().execute(async (trx) => {
        await retireAccountTokens(trx, user.id, 'reset', now);
        const tokenId = await insertAccountToken(trx, {
          userId: user.id,
          purpose: 'reset',
          tokenHash: hashSessionToken(newSessionToken()),
          now,
          expiresAt: now + RESET_LINK_TTL_MS,
        });
        await ctx.outbox.enqueue(trx, RESET_MAIL, { tokenId });
      });
      ctx.outbox.kick();
    }
    return { isSuccess: true, message: RESET_REQUEST_SENT, errors: [] };
  });
}

async function usableResetToken(ctx: AppContext, token: string) {
  const row = await findUsableToken(ctx.db, hashSessionToken(token), 'reset', ctx.now());
  if (!row || row.disabled === 1) throw badRequest(RESET_LINK_INVALID);
  return row;
}

/** POST /api/password/userType: whether the link's user is a trade user (signs in by username) or a consumer. */
export async function resetUserType(ctx: AppContext, token: string): Promise<PasswordUserType> {
  const row = await usableResetToken(ctx, token);
  return { isB2B: row.kind !== 'consumer' };
}

/**
 * POST /api/password/reset. The link is the proof (a 256-bit secret mailed to the owner),
 * used once, and only with a passed human check (spec 3 §4), checked first so a refused
 * check leaves the link as it was; it ends every session of the user. A given e-mail must
 * be the account's.
 */
export async function resetPassword(ctx: AppContext, body: PasswordReset): Promise<{ message: string }> {
  if (!(await humanCheckPassed(ctx, body.verifyToken))) throw badRequest(HUMAN_CHECK_UNAVAILABLE);
  const row = await usableResetToken(ctx, body.resetToken);
  const email = body.email?.trim().toLowerCase();
  if (email && email !== row.email?.toLowerCase() && email !== row.username) throw badRequest(RESET_LINK_INVALID);
  const [problem] = passwordProblems(body.password, await passwordOptions(ctx.db));
  if (problem) throw badRequest(problem);
  const passwordHash = await signInHashGate.run(`u:${row.username}`, () =>
    hashPassword(body.password, ctx.config.passwordHashCost),
  );
  const now = ctx.now();
  const done = await ctx.db.transaction().execute(async (trx) => {
    if (!(await spendAccountToken(trx, row.id, now))) return false;
    await setPassword(trx, row.user_id, passwordHash, now, true);
    await endSessionsForPasswordChange(trx, row.user_id, now, null);
    return true;
  });
  if (!done) throw badRequest(RESET_LINK_INVALID);
  return { message: PASSWORD_UPDATED };
}
