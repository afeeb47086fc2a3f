import { randomBytes } from 'node:crypto';
import type { PunchoutBuyer, PunchoutBuyerInput } from '@storefront/contract';
import type { Db } from '../../db/database';
import { hashPassword } from '../../platform/auth/password-hash';
import { badRequest, conflict, notFound } from '../../platform/http/http-error';
import { hashSharedSecret } from './cxml-setup.service';
import { returnUrlProblem } from './punchout-buyer.rules';
import {
  customerExists,
  findBuyerRow,
  identitiesOf,
  listBuyerRows,
  shipToExists,
  UsernameTaken,
  writeBuyer,
} from './punchout-buyers.repository';
import { identityKey } from './punchout.repository';

/** The buyers /admin lists (never a secret or a password hash). */
export async function listBuyers(db: Db): Promise<PunchoutBuyer[]> {
  const buyers = await listBuyerRows(db);
  const identities = await identitiesOf(
    db,
    buyers.map((b) => b.id),
  );
  return buyers.map((b) => ({
    id: b.id,
    name: b.name,
    protocol: b.protocol,
    customerKey: b.customer_id,
    customerName: b.customer_name,
    shipToCode: b.ship_to_code,
    identities: identities
      .filter((i) => i.buyer_id === b.id)
      .map((i) => ({ role: i.role, deploymentMode: i.deployment_mode, domain: i.domain, identity: i.identity })),
    toIdentity: b.to_identity,
    hasSharedSecret: b.shared_secret_hash !== null,
    username: b.username,
    returnUrls: JSON.parse(b.return_urls) as string[],
    unitMap: JSON.parse(b.unit_map) as Record<string, string>,
    unspscDefault: b.unspsc_default,
    transferEncoding: b.transfer_encoding,
    enabled: b.enabled === 1,
  }));
}

/** What a buyer must have for its protocol; the first problem, in the administrator's words. */
function inputProblem(
  input: PunchoutBuyerInput,
  existing: { shared_secret_hash: string | null } | undefined,
): string | null {
  for (const url of input.returnUrls) {
    const problem = returnUrlProblem(url);
    if (problem) return problem;
  }
  if (input.protocol === 'oci') {
    if (input.transferEncoding !== 'oci') return 'An OCI buyer takes its cart back as OCI fields.';
    if (!input.password && !existing) return 'An OCI buyer needs a password.';
    return null;
  }
  if (input.transferEncoding === 'oci') return 'A cXML buyer takes its cart back as cxml-urlencoded or cxml-base64.';
  if (!input.identities.some((i) => i.role === 'sender') || !input.identities.some((i) => i.role === 'from')) {
    return 'A cXML buyer needs at least one From and one Sender identity.';
  }
  if (!input.toIdentity) return 'A cXML buyer needs the identity it sends us in To.';
  if (!input.sharedSecret && !existing?.shared_secret_hash) return 'A cXML buyer needs a shared secret.';
  return null;
}

/**
 * Adds (id null) or changes a buyer with its account and identities. The account shops only through punchout; an
 * OCI buyer signs in with its username and password. A secret or password left out keeps the stored one; a new
 * cXML buyer's account gets an unusable random password.
 */
export async function saveBuyer(
  db: Db,
  id: number | null,
  input: PunchoutBuyerInput,
  opts: { now: number; hashCost: number },
): Promise<number> {
  const existing = id === null ? undefined : await findBuyerRow(db, id);
  if (id !== null && !existing) throw notFound('No such punchout buyer.');
  const problem = inputProblem(input, existing);
  if (problem) throw badRequest(problem);
  if (!(await customerExists(db, input.customerKey))) throw badRequest('No such customer.');
  if (input.shipToCode && !(await shipToExists(db, input.customerKey, input.shipToCode)))
    throw badRequest(`The customer has no ship-to ${input.shipToCode}.`);
  const password = input.password ?? (existing ? null : randomBytes(24).toString('base64url'));
  try {
    return await writeBuyer(db, {
      existing: existing ? { buyerId: existing.id, userId: existing.user_id } : null,
      account: {
        username: input.username.toLowerCase(),
        name: input.name,
        customer_id: input.customerKey,
        password_hash: password === null ? null : await hashPassword(password, opts.hashCost),
      },
      buyer: {
        name: input.name,
        protocol: input.protocol,
        customer_id: input.customerKey,
        ship_to_code: input.shipToCode || null,
        to_identity: input.protocol === 'cxml' ? input.toIdentity : null,
        return_urls: JSON.stringify(input.returnUrls),
        unit_map: JSON.stringify(input.unitMap),
        unspsc_default: input.unspscDefault,
        transfer_encoding: input.transferEncoding,
        enabled: input.enabled ? 1 : 0,
        ...(input.sharedSecret ? { shared_secret_hash: hashSharedSecret(input.sharedSecret) } : {}),
      },
      identities: (input.protocol === 'cxml' ? input.identities : []).map((i) => ({
        role: i.role,
        deployment_mode: i.deploymentMode,
        domain: i.domain,
        identity: i.identity,
        match_key: identityKey(i.role, i.deploymentMode, i.domain, i.identity),
      })),
      now: opts.now,
    });
  } catch (err) {
    if (err instanceof UsernameTaken) throw conflict(`The username ${err.message} is taken.`);
    if (err instanceof Error && /unique|duplicate/i.test(err.message))
      throw conflict('Another buyer already has this name or one of these identities.');
    throw err;
  }
}
