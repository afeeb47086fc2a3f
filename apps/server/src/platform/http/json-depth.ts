/** How deep a JSON body may nest: the deepest the storefront sends is a landing card's content tree (well under 32). */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP = 'The request body is nested too deeply.';

/**
 * Whether JSON text opens more than `limit` arrays and objects inside each other. A linear scan of the raw text, before
 * JSON.parse, so a hostile body thousands of levels deep never reaches a recursive walk or a schema (a stack overflow
 * there answered 500). Brackets inside strings do not count.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
