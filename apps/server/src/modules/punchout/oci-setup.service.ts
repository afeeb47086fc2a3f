import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context';
import { checkCredentials, TokenError } from '../auth/auth.service';
import { isAllowedReturnUrl } from './punchout-buyer.rules';
import { OCI_CALLER_FIELDS } from './punchout-message.service';
import { startPunchout } from './punchout-session.service';
import { findOciBuyerByUsername } from './punchout.repository';

export type OciAnswer = { kind: 'redirect'; location: string } | { kind: 'error'; status: number; message: string };

const field = (fields: Record<string, unknown>, name: string): string => {
  const value = fields[name];
  return typeof value === 'string' ? value.slice(0, 2000) : '';
};

/**
 * GET|POST /punchout/oci: SAP OCI's call (USERNAME, PASSWORD, HOOK_URL and the caller's ~ fields) opens a punchout
 * session and sends the browser to the start page. Credentials are checked as sign-in checks them (throttled);
 * a refusal is a plain page that says no more than sign-in would.
 */
export async function ociSetup(
  ctx: AppContext,
  fields: Record<string, unknown>,
  ip: string,
  log: FastifyBaseLogger,
): Promise<OciAnswer> {
  const username = field(fields, 'USERNAME');
  const password = field(fields, 'PASSWORD');
  const hookUrl = field(fields, 'HOOK_URL');
  if (!username || !password || !hookUrl)
    return { kind: 'error', status: 400, message: 'USERNAME, PASSWORD and HOOK_URL are required.' };
  try {
    await checkCredentials(ctx, username, password, ip, log);
  } catch (err) {
    if (!(err instanceof TokenError)) throw err;
    return { kind: 'error', status: err.statusCode, message: err.reason };
  }
  const buyer = await findOciBuyerByUsername(ctx.db, username.trim().toLowerCase());
  if (!buyer) {
    log.warn({ security: 'punchout-oci-refused', username, why: 'not an OCI buyer' }, 'punchout OCI refused');
    return { kind: 'error', status: 403, message: 'This account is not set up for punchout.' };
  }
  if (!isAllowedReturnUrl(hookUrl, JSON.parse(buyer.return_urls) as string[])) {
    log.warn(
      { security: 'punchout-oci-refused', username, why: 'HOOK_URL outside the allowed return URLs' },
      'punchout OCI refused',
    );
    return { kind: 'error', status: 403, message: 'The HOOK_URL is not an allowed return address.' };
  }
  const caller: Record<string, string> = {};
  for (const name of [...OCI_CALLER_FIELDS, 'returntarget', 'http_content_charset']) {
    const value = field(fields, name);
    if (value) caller[name] = value.slice(0, 200);
  }
  const { startPage } = await startPunchout(ctx, {
    buyer,
    // OCI has no buyer cookie: every call is a session of its own.
    buyerCookie: `oci-${randomBytes(12).toString('hex')}`,
    operation: 'create',
    deploymentMode: 'production',
    returnUrl: hookUrl,
    shipToCode: buyer.ship_to_code,
    extrinsics: caller,
  });
  log.info(
    { event: 'punchout-setup', buyer: buyer.name, operation: 'create', protocol: 'oci' },
    'punchout session opened',
  );
  return { kind: 'redirect', location: startPage };
}
