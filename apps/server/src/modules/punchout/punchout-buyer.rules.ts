/**
 * Where a punchout session may hand its cart back: an allowed return URL is a prefix of scheme, host, optional
 * port and optional path. An entry without a port allows any port of its host: 'http://localhost' allows any
 * port and path on localhost over http; 'https://buyer.example:8443/ariba/' only that port, that path and below.
 */
export function isAllowedReturnUrl(candidate: string, allowed: readonly string[]): boolean {
  const url = parseHttpUrl(candidate);
  if (!url || url.username || url.password) return false;
  return allowed.some((entry) => matches(url, entry));
}

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Whether the entry names a port of its own ('http://host:8443/...'), as URL drops default ports. */
function entryPort(entry: string): string | null {
  const authority = /^[a-z]+:\/\/([^/?#]+)/i.exec(entry)?.[1] ?? '';
  const port = /:(\d+)$/.exec(authority)?.[1];
  return port ?? null;
}

function matches(url: URL, entry: string): boolean {
  const rule = parseHttpUrl(entry);
  if (!rule) return false;
  if (rule.protocol !== url.protocol || rule.hostname !== url.hostname) return false;
  const port = entryPort(entry);
  if (port !== null && port !== (url.port || (url.protocol === 'https:' ? '443' : '80'))) return false;
  const path = rule.pathname === '/' ? '/' : rule.pathname.replace(/\/?$/, '/');
  return path === '/' || url.pathname === rule.pathname || url.pathname.startsWith(path);
}

/** The CSP frame-ancestors sources of the allowed return URLs: their origins, any port when the entry names none. */
export function frameAncestorsOf(allowed: readonly string[]): string[] {
  const sources = new Set<string>();
  for (const entry of allowed) {
    const rule = parseHttpUrl(entry);
    if (!rule) continue;
    const port = entryPort(entry);
    sources.add(`${rule.protocol}//${rule.hostname}${port === null ? ':*' : `:${port}`}`);
  }
  return [...sources];
}

/** A return URL rule as an administrator may enter it: an http(s) address without credentials, query or fragment. */
export function returnUrlProblem(entry: string): string | null {
  const rule = parseHttpUrl(entry);
  if (!rule) return `'${entry}' is not an http:// or https:// address`;
  if (rule.username || rule.password) return `'${entry}' must not carry a user name or password`;
  if (rule.search || rule.hash) return `'${entry}' must not have a query or fragment`;
  return null;
}

/** Our unit code in the buyer's code list (UN/CEFACT Rec. 20): the buyer's map, else the usual ones, else our own code. */
export function buyerUnitOf(unit: string, unitMap: Readonly<Record<string, string>>): string {
  return unitMap[unit] ?? STANDARD_UNITS[unit] ?? unit;
}

/** UN/CEFACT codes of the units a food distributor sells by. */
export const STANDARD_UNITS: Readonly<Record<string, string>> = {
  CS: 'CA',
  EA: 'EA',
  LB: 'LBR',
  KG: 'KGM',
  DZ: 'DZN',
  BX: 'BX',
  BG: 'BG',
  PK: 'PK',
  GAL: 'GLL',
  OZ: 'ONZ',
};
