import type { PasswordChange } from '@storefront/contract';
import { passwordProblems } from '@storefront/domain';
import { hashPassword, verifyPassword } from '../../platform/auth/password-hash';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { badRequest, forbidden } from '../../platform/http/http-error';
import { signInHashGate } from '../auth/auth.service';
import { CURRENT_PASSWORD_WRONG, PASSWORD_UPDATED } from './accounts.messages';
import { endSessionsForPasswordChange, readPasswordHash, setPassword } from './accounts.repository';
import { passwordOptions } from './password-options.service';

/** POST /api/password: needs the current password; ends the user's other sessions, keeps this one. */
export async function changePassword(
  ctx: AppContext,
  principal: Principal,
  body: PasswordChange,
): Promise<{ message: string }> {
  if (principal.isPunchout) throw forbidden();
  const [problem] = passwordProblems(body.newPassword, await passwordOptions(ctx.db));
  if (problem) throw badRequest(problem);
  const stored = await readPasswordHash(ctx.db, principal.userId);
  const gateKey = `u:${principal.username}`;
  const ok = stored !== undefined && (await signInHashGate.run(gateKey, () => verifyPassword(body.password, stored)));
  if (!ok) throw badRequest(CURRENT_PASSWORD_WRONG);
  const passwordHash = await signInHashGate.run(gateKey, () =>
    hashPassword(body.newPassword, ctx.config.passwordHashCost),
  );
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await setPassword(trx, principal.userId, passwordHash, now, false);
    await endSessionsForPasswordChange(trx, principal.userId, now, principal.sessionId);
  });
  return { message: PASSWORD_UPDATED };
}
