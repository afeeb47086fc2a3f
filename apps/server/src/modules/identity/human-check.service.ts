import type { HumanCheckChallenge } from '@storefront/contract';
import type { AppContext } from '../../platform/context';
import { newHumanCheckChallenge, passHumanCheck } from '../../platform/human-check/human-check';
import { readSiteValues } from '../settings/settings.repository';

/** GET /api/humancheck/challenge. */
export async function humanCheckChallenge(ctx: AppContext): Promise<HumanCheckChallenge> {
  const challenge = await newHumanCheckChallenge(ctx.db, ctx.now(), ctx.config.humanCheckCost);
  return { parameters: { ...challenge.parameters }, signature: challenge.signature ?? '' };
}

/** True when the site has its human check configured (a site key) and the payload passes it, once. */
export async function humanCheckPassed(ctx: AppContext, verifyToken: string | undefined): Promise<boolean> {
  const site = await readSiteValues(ctx.db);
  if (!site.siteKey) return false;
  return passHumanCheck(ctx.db, verifyToken, ctx.now());
}
