import { createHash, randomBytes } from 'node:crypto';
import type { TokenResponse } from '@storefront/contract';
import { CLIENT_ID } from '@storefront/domain';
import type { AppContext } from '../../platform/context';
import { hashSessionToken, newSessionToken } from '../../platform/auth/session-token';
import { insertSession, revokeSession } from '../../platform/auth/session.repository';
import type { PunchoutOperation } from '../../db/schema';
import { frameAncestorsOf } from './punchout-buyer.rules';
import {
  allReturnUrls,
  type BuyerRow,
  deleteCodesBefore,
  findBuyer,
  findCode,
  findPunchoutSession,
  insertCode,
  recordIssuedSession,
  setPunchoutStatus,
  spendCode,
  upsertPunchoutSession,
} from './punchout.repository';

/** A code is good for five minutes; a punchout session lives at most four hours from its setup. */
export const CODE_LIFETIME_MS = 5 * 60_000;
export const PUNCHOUT_LIFETIME_MS = 4 * 3_600_000;
class CodeRejected extends Error {
  constructor(readonly why: string) {
    super(why);
  }
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** The page the procurement system opens: the storefront's root with the code. */
export function startPageBase(ctx: AppContext): string {
  return `${ctx.config.publicUrl}/`;
}

export interface PunchoutStart {
  buyer: BuyerRow;
  buyerCookie: string;
  operation: PunchoutOperation;
  deploymentMode: 'test' | 'production';
  returnUrl: string;
  shipToCode: string | null;
  extrinsics: Record<string, string>;
}

/**
 * Opens (or reopens, by buyer cookie) the punchout session and hands out its single-use code: 32 random bytes,
 * only the hash stored, bound to the client and the start page. Returns the session and the start page URL.
 */
export async function startPunchout(
  ctx: AppContext,
  start: PunchoutStart,
): Promise<{ punchoutSessionId: number; startPage: string }> {
  const now = ctx.now();
  const punchoutSessionId = await upsertPunchoutSession(ctx.db, {
    buyerId: start.buyer.id,
    buyerCookie: start.buyerCookie,
    operation: start.operation,
    deploymentMode: start.deploymentMode,
    returnUrl: start.returnUrl,
    customerId: start.buyer.customer_id,
    shipToCode: start.shipToCode,
    extrinsics: start.extrinsics,
    now,
    expiresAt: now + PUNCHOUT_LIFETIME_MS,
  });
  const code = randomBytes(32).toString('base64url');
  const base = startPageBase(ctx);
  await insertCode(ctx.db, {
    codeHash: hashCode(code),
    punchoutSessionId,
    clientId: CLIENT_ID,
    redirectUri: base,
    expiresAt: now + CODE_LIFETIME_MS,
  });
  await deleteCodesBefore(ctx.db, now - 24 * 3_600_000);
  return { punchoutSessionId, startPage: `${base}?ac=${code}` };
}

/** Without query or fragment: the start page the code was issued for. */
function withoutQuery(uri: string): string {
  try {
    const url = new URL(uri);
    return `${url.origin}${url.pathname}`;
  } catch {
    return '';
  }
}

/**
 * grant_type=authorization_code: exchanges a code once for the access token of a punchout session (no refresh
 * token). A used code presented again revokes the session it issued; an unknown, expired or foreign code is
 * refused with the same words.
 */
export async function exchangePunchoutCode(
  ctx: AppContext,
  input: { code: string; clientId: string | undefined; redirectUri: string | undefined },
): Promise<{ ok: true; token: TokenResponse } | { ok: false; why: string }> {
  try {
    return { ok: true, token: await exchange(ctx, input) };
  } catch (err) {
    if (err instanceof CodeRejected) return { ok: false, why: err.why };
    throw err;
  }
}

async function exchange(
  ctx: AppContext,
  input: { code: string; clientId: string | undefined; redirectUri: string | undefined },
): Promise<TokenResponse> {
  const { db } = ctx;
  const now = ctx.now();
  const codeHash = hashCode(input.code);
  const row = await findCode(db, codeHash);
  if (!row) throw new CodeRejected('unknown code');
  if (row.used_at !== null) {
    if (row.issued_session_id !== null) await revokeSession(db, row.issued_session_id, now);
    throw new CodeRejected('code used before: its session revoked');
  }
  if (row.expires_at <= now) throw new CodeRejected('code expired');
  if ((input.clientId ?? CLIENT_ID) !== row.client_id) throw new CodeRejected('other client');
  if (input.redirectUri !== undefined && withoutQuery(input.redirectUri) !== row.redirect_uri)
    throw new CodeRejected('other redirect_uri');
  if (!(await spendCode(db, codeHash, now))) throw new CodeRejected('code used concurrently');

  const session = await findPunchoutSession(db, row.punchout_session_id);
  if (!session) throw new CodeRejected('punchout session gone');
  if (session.expires_at <= now) {
    await setPunchoutStatus(db, session.id, 'Expired');
    throw new CodeRejected('punchout session expired');
  }
  const buyer = await findBuyer(db, session.buyer_id);
  if (!buyer) throw new CodeRejected('buyer gone');
  const token = newSessionToken();
  const sessionId = await insertSession(db, {
    tokenHash: hashSessionToken(token),
    userId: buyer.user_id,
    now,
    expiresAt: Math.min(now + ctx.config.session.maxMs, session.expires_at),
    isPunchout: true,
    punchoutCustomerId: session.customer_id,
    punchoutSessionId: session.id,
  });
  await recordIssuedSession(db, codeHash, sessionId);
  return {
    access_token: token,
    token_type: 'bearer' as const,
    expires_in: Math.floor(ctx.config.session.idleMs / 1000),
  };
}

/**
 * Who may frame a page (procurement systems show the catalogue in a frame): the start page of a live code by its
 * buyer's allowed return origins; any other framed page load (a reload inside the frame) by the origins of every
 * enabled buyer; nobody otherwise.
 */
export async function frameAncestorsFor(ctx: AppContext, code: string | null, framed: boolean): Promise<string[]> {
  if (code && code.length <= 100) {
    const row = await findCode(ctx.db, hashCode(code));
    if (row && row.used_at === null && row.expires_at > ctx.now()) {
      const session = await findPunchoutSession(ctx.db, row.punchout_session_id);
      const buyer = session ? await findBuyer(ctx.db, session.buyer_id) : undefined;
      if (buyer) return frameAncestorsOf(JSON.parse(buyer.return_urls) as string[]);
    }
  }
  return framed ? frameAncestorsOf(await allReturnUrls(ctx.db)) : [];
}
