import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { PunchoutOperation } from '../../db/schema';
import { isAllowedReturnUrl } from './punchout-buyer.rules';
import { punchoutCartOwner, rebuildCart } from './punchout-cart.service';
import { startPunchout } from './punchout-session.service';
import { type BuyerRow, findBuyerByCredential, fromKeysOf, identityKey, shipTosOf } from './punchout.repository';
import { setupResponse, statusResponse } from './cxml/documents';
import { parseXmlSafely, XmlRefused } from './cxml/safe-xml';
import { readSetupRequest, type SetupRequest, type SetupShipTo } from './cxml/setup-request';

export interface CxmlAnswer {
  status: number;
  xml: string;
}

const OPERATIONS: readonly string[] = ['create', 'edit', 'inspect'] satisfies PunchoutOperation[];

export const hashSharedSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** Compares the secret's hash with the stored one in constant time (both are 64 hex digits). */
function secretMatches(secret: string, storedHash: string | null): boolean {
  if (!storedHash || !secret) return false;
  const given = Buffer.from(hashSharedSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The buyer whose Sender credential and secret these are, whose From and To agree with it; else null. */
async function authenticate(ctx: AppContext, request: SetupRequest): Promise<{ buyer: BuyerRow | null; why: string }> {
  const { sender, deploymentMode: mode } = request;
  const buyer = await findBuyerByCredential(ctx.db, identityKey('sender', mode, sender.domain, sender.identity));
  if (!buyer || buyer.protocol !== 'cxml') return { buyer: null, why: 'unknown sender' };
  if (!secretMatches(sender.sharedSecret, buyer.shared_secret_hash)) return { buyer: null, why: 'wrong shared secret' };
  const fromKeys = request.from.map((c) => identityKey('from', mode, c.domain, c.identity));
  const known = await fromKeysOf(ctx.db, buyer.id);
  if (!known.some((key) => fromKeys.includes(key))) return { buyer: null, why: 'From does not belong to the sender' };
  const to = (buyer.to_identity ?? '').toLowerCase();
  if (!request.to.some((c) => c.identity.toLowerCase() === to)) return { buyer: null, why: 'To is not us' };
  return { buyer, why: '' };
}

/** The ShipTo's addressID when it is one of the customer's ship-to codes, else a ship-to at the same street and post code, else the buyer's. */
async function shipToOf(ctx: AppContext, buyer: BuyerRow, shipTo: SetupShipTo | null): Promise<string | null> {
  if (!shipTo) return buyer.ship_to_code;
  const rows = await shipTosOf(ctx.db, buyer.customer_id);
  const addressId = shipTo.addressId?.toLowerCase();
  const byId = addressId ? rows.find((r) => r.code.toLowerCase() === addressId) : undefined;
  if (byId) return byId.code;
  const norm = (v: string) => v.toLowerCase().replace(/[^a-z0-9]/g, '');
  const byAddress = rows.find(
    (r) =>
      norm(r.address1) === norm(shipTo.street) &&
      norm(r.zip).startsWith(norm(shipTo.postalCode).slice(0, 5)) &&
      shipTo.street,
  );
  return byAddress?.code ?? buyer.ship_to_code;
}

/**
 * POST /punchout/cxml/setup: a PunchOutSetupRequest in, a PunchOutSetupResponse (or a bare Status) out. Refusals
 * say only their code; the log says why.
 */
export async function cxmlSetup(ctx: AppContext, body: unknown, log: FastifyBaseLogger): Promise<CxmlAnswer> {
  const stamp = { now: ctx.now(), host: new URL(ctx.config.publicUrl).hostname };
  const refuse = (status: number, why: string, extra: Record<string, unknown> = {}) => {
    log.warn({ security: 'punchout-setup-refused', status, why, ...extra }, 'punchout setup refused');
    return { status, xml: statusResponse(stamp, status) };
  };
  if (typeof body !== 'string' || body.length === 0) return refuse(400, 'no XML body');
  let request: SetupRequest;
  try {
    request = readSetupRequest(parseXmlSafely(body));
  } catch (err) {
    if (err instanceof XmlRefused) return refuse(400, err.detail);
    throw err;
  }
  if (request.operation === 'source') return refuse(406, 'operation source is not offered');
  if (!OPERATIONS.includes(request.operation)) return refuse(400, `operation ${request.operation}`);
  const { buyer, why } = await authenticate(ctx, request);
  if (!buyer) return refuse(401, why, { sender: request.sender.identity, domain: request.sender.domain });
  const returnUrls = JSON.parse(buyer.return_urls) as string[];
  if (!isAllowedReturnUrl(request.browserFormPostUrl, returnUrls))
    return refuse(403, 'BrowserFormPost outside the allowed return URLs', { buyer: buyer.name });

  const { punchoutSessionId, startPage } = await startPunchout(ctx, {
    buyer,
    buyerCookie: request.buyerCookie,
    operation: request.operation as PunchoutOperation,
    deploymentMode: request.deploymentMode,
    returnUrl: request.browserFormPostUrl,
    shipToCode: await shipToOf(ctx, buyer, request.shipTo),
    extrinsics: request.extrinsics,
  });
  if (request.operation !== 'create') {
    const owner = await punchoutCartOwner(ctx, punchoutSessionId, buyer.user_id, buyer.customer_id);
    const rebuilt = await rebuildCart(
      ctx,
      owner,
      request.itemOut,
      JSON.parse(buyer.unit_map) as Record<string, string>,
    );
    if (rebuilt.skipped > 0)
      log.warn(
        { buyer: buyer.name, skipped: rebuilt.skipped },
        'punchout edit: ItemOut lines that match no product were left out',
      );
  }
  log.info(
    {
      event: 'punchout-setup',
      buyer: buyer.name,
      operation: request.operation,
      mode: request.deploymentMode,
      punchoutSessionId,
    },
    'punchout session opened',
  );
  return { status: 200, xml: setupResponse(stamp, startPage) };
}
