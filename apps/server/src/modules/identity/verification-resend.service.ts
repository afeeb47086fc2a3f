import type { ResendVerification } from '@storefront/contract';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/http/http-error';
import { countAccountTokensSince } from './account-tokens.repository';
import { HUMAN_CHECK_UNAVAILABLE, RESEND_SENT } from './accounts.messages';
import { findUserByLogin, lockUser } from './accounts.repository';
import { humanCheckPassed } from './human-check.service';
import { mayMail } from './mail-allowance';
import { issueVerifyLink } from './sign-up.service';
import { inSteadyTime, STEADY_ANSWER_MS } from './steady-time';

/** Verification links one account is mailed in an hour, the sign-up's included: a solved human check cannot flood an inbox. */
const VERIFY_LINKS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

/**
 * POST /api/consumer/resend: a new link for a consumer still unverified, within the hourly
 * allowance. Every address gets the same answer in the same time, whether it has an account,
 * is verified, or has had its links for the hour.
 */
export async function resendVerification(
  ctx: AppContext,
  body: ResendVerification,
  clientAddress: string,
): Promise<{ message: string }> {
  if (!(await humanCheckPassed(ctx, body.verifyToken))) throw badRequest(HUMAN_CHECK_UNAVAILABLE);
  const email = body.email.trim().toLowerCase();
  return inSteadyTime(STEADY_ANSWER_MS, async () => {
    const user = email ? await findUserByLogin(ctx.db, email) : undefined;
    const now = ctx.now();
    const mail = await mayMail(ctx.db, email, clientAddress, now);
    if (mail && user && user.kind === 'consumer' && user.email_verified !== 1 && user.disabled !== 1) {
      const issued = await ctx.db.transaction().execute(async (trx) => {
        // Two resends at once are counted one after the other.
        await lockUser(trx, user.id);
        if ((await countAccountTokensSince(trx, user.id, 'verify', now - HOUR_MS)) >= VERIFY_LINKS_PER_HOUR)
          return false;
        await issueVerifyLink(ctx.outbox, trx, user.id, now);
        return true;
      });
      if (issued) ctx.outbox.kick();
    }
    return { message: RESEND_SENT };
  });
}
