import type { PunchoutBuyer, PunchoutBuyerInput, PunchoutIdentity } from '@storefront/contract';

type PunchoutProtocol = PunchoutBuyer['protocol'];
type CxmlEncoding = Exclude<PunchoutBuyer['transferEncoding'], 'oci'>;
export const CXML_ENCODINGS: readonly CxmlEncoding[] = ['cxml-urlencoded', 'cxml-base64'];

/** A row of the identities table; `key` only tells React the rows apart. */
export interface IdentityRow extends PunchoutIdentity {
  key: number;
}

/** A row of the unit map: our unit code and the code the buyer's system uses for it. */
export interface UnitRow {
  key: number;
  ours: string;
  theirs: string;
}

export interface CustomerChoice {
  customerKey: number;
  name: string;
}

/**
 * What the Add / Edit dialog holds while the administrator types: text as typed, both protocols' fields at once (a
 * protocol switched back finds what was typed), the secret and the password empty unless a new one is typed.
 */
export interface BuyerDraft {
  name: string;
  protocol: PunchoutProtocol;
  customer: CustomerChoice | null;
  shipToCode: string;
  identities: IdentityRow[];
  toIdentity: string;
  sharedSecret: string;
  username: string;
  password: string;
  /** One per line. */
  returnUrls: string;
  unitMap: UnitRow[];
  unspscDefault: string;
  cxmlEncoding: CxmlEncoding;
  enabled: boolean;
}

let lastKey = 0;
const nextKey = () => ++lastKey;

export function identityRow(identity: Partial<PunchoutIdentity> = {}): IdentityRow {
  return { key: nextKey(), role: 'from', deploymentMode: 'production', domain: 'NetworkId', identity: '', ...identity };
}

export const unitRow = (ours = '', theirs = ''): UnitRow => ({ key: nextKey(), ours, theirs });

/** The next row to add: the role the list lacks (From, then Sender), in the mode and domain of the last row. */
export function nextIdentityRow(rows: readonly IdentityRow[]): IdentityRow {
  const last = rows.at(-1);
  const role = !rows.some((r) => r.role === 'from')
    ? 'from'
    : !rows.some((r) => r.role === 'sender')
      ? 'sender'
      : (last?.role ?? 'from');
  return identityRow({
    role,
    deploymentMode: last?.deploymentMode ?? 'production',
    domain: last?.domain ?? 'NetworkId',
  });
}

/** The dialog's starting point: the buyer as listed, or a new cXML buyer with an empty From and Sender. */
export function draftOf(buyer: PunchoutBuyer | null): BuyerDraft {
  if (!buyer)
    return {
      name: '',
      protocol: 'cxml',
      customer: null,
      shipToCode: '',
      identities: [identityRow({ role: 'from' }), identityRow({ role: 'sender' })],
      toIdentity: '',
      sharedSecret: '',
      username: '',
      password: '',
      returnUrls: '',
      unitMap: [],
      unspscDefault: '',
      cxmlEncoding: 'cxml-urlencoded',
      enabled: true,
    };
  return {
    name: buyer.name,
    protocol: buyer.protocol,
    customer: { customerKey: buyer.customerKey, name: buyer.customerName },
    shipToCode: buyer.shipToCode ?? '',
    identities: buyer.identities.map((i) => identityRow(i)),
    toIdentity: buyer.toIdentity ?? '',
    sharedSecret: '',
    username: buyer.username,
    password: '',
    returnUrls: buyer.returnUrls.join('\n'),
    unitMap: Object.entries(buyer.unitMap).map(([ours, theirs]) => unitRow(ours, theirs)),
    unspscDefault: buyer.unspscDefault,
    cxmlEncoding: buyer.transferEncoding === 'oci' ? 'cxml-urlencoded' : buyer.transferEncoding,
    enabled: buyer.enabled,
  };
}

/** The return URLs as entered: one per line, blank lines left out. */
export const returnUrlLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The unit rows with something typed in them (an empty row is a row not yet filled, not a mistake). */
export const filledUnitRows = (rows: readonly UnitRow[]): UnitRow[] =>
  rows.filter((r) => r.ours.trim() !== '' || r.theirs.trim() !== '');

/**
 * The request body (POST or PUT): trimmed; only the chosen protocol's credentials; a secret or password left
 * empty is left out, which keeps the stored one. Call it on a draft without problems (buyerProblems).
 */
export function buyerInputOf(draft: BuyerDraft): PunchoutBuyerInput {
  const cxml = draft.protocol === 'cxml';
  const sharedSecret = cxml && draft.sharedSecret !== '' ? draft.sharedSecret : undefined;
  const password = !cxml && draft.password !== '' ? draft.password : undefined;
  return {
    name: draft.name.trim(),
    protocol: draft.protocol,
    customerKey: draft.customer?.customerKey ?? 0,
    shipToCode: draft.shipToCode.trim() === '' ? null : draft.shipToCode.trim(),
    identities: cxml
      ? draft.identities.map(({ role, deploymentMode, domain, identity }) => ({
          role,
          deploymentMode,
          domain: domain.trim(),
          identity: identity.trim(),
        }))
      : [],
    toIdentity: cxml ? draft.toIdentity.trim() : null,
    ...(sharedSecret === undefined ? {} : { sharedSecret }),
    username: draft.username.trim(),
    ...(password === undefined ? {} : { password }),
    returnUrls: returnUrlLines(draft.returnUrls),
    unitMap: Object.fromEntries(filledUnitRows(draft.unitMap).map((r) => [r.ours.trim(), r.theirs.trim()])),
    unspscDefault: draft.unspscDefault.trim(),
    transferEncoding: cxml ? draft.cxmlEncoding : 'oci',
    enabled: draft.enabled,
  };
}

/** Whether the administrator has changed anything since the dialog opened (closing then asks first). */
export const draftChanged = (initial: BuyerDraft, draft: BuyerDraft): boolean =>
  JSON.stringify(initial) !== JSON.stringify(draft);

export const PROTOCOL_LABELS: Readonly<Record<PunchoutProtocol, string>> = { cxml: 'cXML', oci: 'SAP OCI' };
