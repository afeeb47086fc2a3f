/**
 * The letters of a name's avatar: the first and last words' initials ('Casey Customer' → 'CC'), or a one-word name's
 * first two letters. A note in parentheses and what is not a letter or digit are not words ('Demo Procurement (cXML)' → 'DP').
 */
export function initials(name: string): string {
  const parts = name
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s+/)
    .map((part) => part.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}` : (parts[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}
