/** Spec 1 §9: Edge minimum version 79; Firefox minimum 41; Internet Explorer never. */
export const MIN_EDGE_VERSION = 79;
export const MIN_FIREFOX_VERSION = 41;

export interface UnsupportedBrowser {
  name: 'Internet Explorer' | 'Edge' | 'Firefox';
  version: number | null;
}

function majorVersion(ua: string, pattern: RegExp): number | null {
  const match = pattern.exec(ua);
  return match ? Number(match[1]) : null;
}

/** Returns the browser when it is one the storefront does not support, else null. */
export function detectUnsupportedBrowser(userAgent: string): UnsupportedBrowser | null {
  if (/MSIE \d|Trident\//.test(userAgent)) {
    return { name: 'Internet Explorer', version: majorVersion(userAgent, /(?:MSIE |rv:)(\d+)/) };
  }
  // Legacy EdgeHTML says "Edge/18"; Chromium Edge says "Edg/120" (also "EdgA"/"EdgiOS" on phones).
  const edge = majorVersion(userAgent, /\bEdge?\/(\d+)/);
  if (edge !== null) return edge < MIN_EDGE_VERSION ? { name: 'Edge', version: edge } : null;
  const firefox = majorVersion(userAgent, /\bFirefox\/(\d+)/);
  if (firefox !== null && firefox < MIN_FIREFOX_VERSION) return { name: 'Firefox', version: firefox };
  return null;
}
