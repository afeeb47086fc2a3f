import type { AccountResult, ConsumerSignUp } from '@storefront/contract';
import { signUpProblems, storedPhone } from '@storefront/domain';
import type { Db } from '../../db/database';
import { hashPassword } from '../../platform/auth/password-hash';
import { hashSessionToken, newSessionToken } from '../../platform/auth/session-token';
import type { AppContext } from '../../platform/context';
import { badRequest, forbidden, HttpError } from '../../platform/http/http-error';
import type { Outbox } from '../../platform/mail/mail-outbox';
import { signInHashGate } from '../auth/auth.service';
import { readSiteValues } from '../settings/settings.repository';
import { ACCOUNT_EXISTS_MAIL, VERIFY_MAIL } from './account-mail';
import {
  findUsableToken,
  insertAccountToken,
  retireAccountTokens,
  spendAccountToken,
} from './account-tokens.repository';
import {
  HUMAN_CHECK_UNAVAILABLE,
  SIGN_UP_CLOSED,
  SIGN_UP_SUCCESS,
  VERIFY_DONE,
  VERIFY_FAILED,
} from './accounts.messages';
import { findUserByLogin, insertConsumer, markEmailVerified } from './accounts.repository';
import { mayMail } from './mail-allowance';
import { humanCheckPassed } from './human-check.service';
import { passwordOptions } from './password-options.service';
import { inSteadyTime, STEADY_ANSWER_MS } from './steady-time';

export const VERIFY_LINK_TTL_MS = 24 * 3_600_000;

const failed = (errors: string[]): HttpError =>
  new HttpError(400, errors[0] ?? HUMAN_CHECK_UNAVAILABLE, { isSuccess: false, message: '', errors });

/** A new verification link for the user (older ones stop working), mailed after the transaction commits. */
export async function issueVerifyLink(
  outbox: Pick<Outbox, 'enqueue'>,
  db: Db,
  userId: number,
  now: number,
): Promise<void> {
  await retireAccountTokens(db, userId, 'verify', now);
  // The mailed token is made by the mail's handler; this one is never revealed.
  const tokenId = await insertAccountToken(db, {
    userId,
    purpose: 'verify',
    tokenHash: hashSessionToken(newSessionToken()),
    now,
    expiresAt: now + VERIFY_LINK_TTL_MS,
  });
  await outbox.enqueue(db, VERIFY_MAIL, { tokenId });
}

/**
 * POST /api/consumer/signup. Creates an unverified consumer and mails the activation link.
 * An address that already has an account gets the same answer, in the same time, and its
 * owner a mail saying so: the visitor learns nothing about who has an account.
 */
export async function signUp(ctx: AppContext, form: ConsumerSignUp, clientAddress: string): Promise<AccountResult> {
  const site = await readSiteValues(ctx.db);
  if (!site.allowConsumer) throw forbidden(SIGN_UP_CLOSED);
  if (!(await humanCheckPassed(ctx, form.verifyToken))) throw failed([HUMAN_CHECK_UNAVAILABLE]);
  const fields = {
    name: form.name,
    email: form.email,
    company: form.company ?? '',
    phone: form.phone ?? '',
    password: form.password,
    passwordConfirmation: form.passwordConfirmation,
  };
  const problems = Object.values(signUpProblems(fields, await passwordOptions(ctx.db)));
  if (problems.length > 0) throw failed(problems);
  const email = fields.email.trim().toLowerCase();
  return inSteadyTime(STEADY_ANSWER_MS, async () => {
    const passwordHash = await signInHashGate.run(`signup:${email}`, () =>
      hashPassword(form.password, ctx.config.passwordHashCost),
    );
    const now = ctx.now();
    // Past the hour's allowance for this address or this client, the account is made but nothing is mailed (a resend
    // later still can be): the answer is the same.
    const mail = await mayMail(ctx.db, email, clientAddress, now);
    await ctx.db.transaction().execute(async (trx) => {
      const existing = await findUserByLogin(trx, email);
      const userId = existing
        ? undefined
        : await insertConsumer(trx, {
            email,
            name: fields.name.trim(),
            company: fields.company.trim(),
            phone: storedPhone(fields.phone),
            optIn: form.optIn ?? false,
            passwordHash,
            now,
          });
      if (!mail) return;
      if (userId === undefined) await ctx.outbox.enqueue(trx, ACCOUNT_EXISTS_MAIL, { to: email });
      else await issueVerifyLink(ctx.outbox, trx, userId, now);
    });
    ctx.outbox.kick();
    return { isSuccess: true, message: SIGN_UP_SUCCESS, errors: [] };
  });
}

/** GET /api/consumer/verify?t=: uses the link once. */
export async function verifyEmail(ctx: AppContext, token: string): Promise<{ message: string }> {
  const now = ctx.now();
  const row = await findUsableToken(ctx.db, hashSessionToken(token), 'verify', now);
  if (!row) throw badRequest(VERIFY_FAILED);
  const done = await ctx.db.transaction().execute(async (trx) => {
    if (!(await spendAccountToken(trx, row.id, now))) return false;
    await markEmailVerified(trx, row.user_id);
    return true;
  });
  if (!done) throw badRequest(VERIFY_FAILED);
  return { message: VERIFY_DONE };
}
