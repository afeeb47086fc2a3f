import { type PunchoutBuyer, PunchoutBuyerInput } from '@storefront/contract';
import { type BuyerDraft, buyerInputOf, filledUnitRows, returnUrlLines } from './punchout-buyer-draft';

/**
 * Where each problem shows: a field's name, or a row's field (`identity.<key>.domain`, `unit.<key>.ours`). The
 * rules are the server's (the contract's lengths and patterns, punchout-buyers.service and punchout-buyer.rules),
 * repeated here so the administrator sees them at once; the server still decides, and its reason is shown as it is.
 */
export type BuyerProblems = Record<string, string>;

export const identityProblemKey = (rowKey: number, field: 'domain' | 'identity') => `identity.${rowKey}.${field}`;
export const unitProblemKey = (rowKey: number, field: 'ours' | 'theirs') => `unit.${rowKey}.${field}`;

const UNIT_CODE = /^[A-Za-z0-9]{1,10}$/;
const MAX_IDENTITIES = 20;
const MAX_RETURN_URLS = 20;
const MAX_UNITS = 50;

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** A return URL rule as the server accepts it: an http(s) address without credentials, query or fragment. */
export function returnUrlProblem(entry: string): string | null {
  const url = parseUrl(entry);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    return `'${entry}' is not an http:// or https:// address`;
  if (url.username || url.password) return `'${entry}' must not carry a user name or password`;
  if (url.search || url.hash) return `'${entry}' must not have a query or fragment`;
  if (entry.length > 500) return `'${entry.slice(0, 40)}…' is longer than 500 characters`;
  return null;
}

function lengthProblem(value: string, min: number, max: number, empty: string): string | undefined {
  const text = value.trim();
  if (text.length === 0 && min > 0) return empty;
  if (text.length < min) return `At least ${min} characters`;
  if (text.length > max) return `At most ${max} characters`;
  return undefined;
}

function cxmlProblems(draft: BuyerDraft, buyer: PunchoutBuyer | null, out: BuyerProblems): void {
  const seen = new Set<string>();
  for (const row of draft.identities) {
    const domain = lengthProblem(row.domain, 1, 60, 'Enter the domain (e.g. NetworkId)');
    const identity = lengthProblem(row.identity, 1, 120, 'Enter the identity');
    if (domain) out[identityProblemKey(row.key, 'domain')] = domain;
    if (identity) out[identityProblemKey(row.key, 'identity')] = identity;
    const same = [
      row.role,
      row.deploymentMode,
      row.domain.trim().toLowerCase(),
      row.identity.trim().toLowerCase(),
    ].join('|');
    if (!domain && !identity && seen.has(same))
      out[identityProblemKey(row.key, 'identity')] = 'This identity is listed twice';
    seen.add(same);
  }
  if (draft.identities.length > MAX_IDENTITIES) out.identities = `At most ${MAX_IDENTITIES} identities`;
  else if (!draft.identities.some((i) => i.role === 'from') || !draft.identities.some((i) => i.role === 'sender'))
    out.identities = 'A cXML buyer needs at least one From and one Sender identity.';
  const to = lengthProblem(draft.toIdentity, 1, 100, 'A cXML buyer needs the identity it sends us in To.');
  if (to) out.toIdentity = to;
  // A buyer that was OCI has no secret yet, whatever it is called now.
  const stored = buyer?.hasSharedSecret ?? false;
  if (draft.sharedSecret === '') {
    if (!stored) out.sharedSecret = 'A cXML buyer needs a shared secret.';
  } else if (draft.sharedSecret.length < 12) out.sharedSecret = 'At least 12 characters';
  else if (draft.sharedSecret.length > 200) out.sharedSecret = 'At most 200 characters';
}

function ociProblems(draft: BuyerDraft, buyer: PunchoutBuyer | null, out: BuyerProblems): void {
  // Stricter than the server for a cXML buyer made OCI: its account's password is a random one nobody knows.
  const stored = buyer?.protocol === 'oci';
  if (draft.password === '') {
    if (!stored) out.password = 'An OCI buyer needs a password.';
  } else if (draft.password.length < 8) out.password = 'At least 8 characters';
  else if (draft.password.length > 200) out.password = 'At most 200 characters';
}

function transferProblems(draft: BuyerDraft, out: BuyerProblems): void {
  const urls = returnUrlLines(draft.returnUrls);
  if (urls.length === 0) out.returnUrls = 'Enter at least one return URL';
  else if (urls.length > MAX_RETURN_URLS) out.returnUrls = `At most ${MAX_RETURN_URLS} return URLs`;
  else {
    const problem = urls.map(returnUrlProblem).find((p) => p !== null);
    if (problem) out.returnUrls = problem;
  }
  const rows = filledUnitRows(draft.unitMap);
  const mapped = new Set<string>();
  for (const row of rows) {
    const ours = row.ours.trim();
    const theirs = row.theirs.trim();
    if (!UNIT_CODE.test(ours))
      out[unitProblemKey(row.key, 'ours')] = ours === '' ? 'Enter our unit' : 'Letters and digits, at most 10';
    else if (mapped.has(ours)) out[unitProblemKey(row.key, 'ours')] = `${ours} is mapped twice`;
    if (!UNIT_CODE.test(theirs))
      out[unitProblemKey(row.key, 'theirs')] =
        theirs === '' ? "Enter the buyer's code" : 'Letters and digits, at most 10';
    mapped.add(ours);
  }
  if (rows.length > MAX_UNITS) out.unitMap = `At most ${MAX_UNITS} units`;
  const unspsc = draft.unspscDefault.trim();
  if (!/^\d*$/.test(unspsc)) out.unspscDefault = 'Digits only';
  else if (unspsc.length > 20) out.unspscDefault = 'At most 20 digits';
}

/** Every problem of the draft, by where it shows; empty when it can be sent. `buyer` is the one edited (null: new). */
export function buyerProblems(draft: BuyerDraft, buyer: PunchoutBuyer | null): BuyerProblems {
  const out: BuyerProblems = {};
  const name = lengthProblem(draft.name, 1, 80, 'Enter a name');
  if (name) out.name = name;
  if (!draft.customer) out.customer = 'Choose the customer this buyer orders for';
  if (draft.shipToCode.trim().length > 20) out.shipToCode = 'At most 20 characters';
  const username = lengthProblem(draft.username, 3, 100, 'Enter a username');
  if (username) out.username = username;
  if (draft.protocol === 'cxml') cxmlProblems(draft, buyer, out);
  else ociProblems(draft, buyer, out);
  transferProblems(draft, out);
  // The contract is the last word: anything the rules above missed is still caught before it is sent.
  if (Object.keys(out).length === 0) {
    const parsed = PunchoutBuyerInput.safeParse(buyerInputOf(draft));
    if (!parsed.success) out.form = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  }
  return out;
}
