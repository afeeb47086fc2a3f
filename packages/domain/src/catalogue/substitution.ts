/**
 * Substitutions (issue 31): what may replace a product that cannot be filled. A customer (or consumer) says how
 * they want it: allow (offered in the cart, and shipped in its place when the order is invoiced short), ask
 * (offered in the cart only: nothing is shipped in its place without the buyer choosing it) or never (neither).
 * A cart line can say 'No substitutes for this line' whatever the preference.
 */
export const SUBSTITUTION_PREFERENCES = ['allow', 'ask', 'never'] as const;
export type SubstitutionPreference = (typeof SUBSTITUTION_PREFERENCES)[number];
export const DEFAULT_SUBSTITUTION_PREFERENCE: SubstitutionPreference = 'ask';
export const NO_SUBSTITUTES_LABEL = 'No substitutes for this line';
/** At most this many substitutes a product names. */
export const MAX_SUBSTITUTES = 10;

export const isSubstitutionPreference = (value: unknown): value is SubstitutionPreference =>
  typeof value === 'string' && (SUBSTITUTION_PREFERENCES as readonly string[]).includes(value);

/** The cart, quick entry and checkout offer 'Replace with ...' for a line that cannot be filled. */
export function offersSubstitutes(preference: SubstitutionPreference, noSubstitutesForLine: boolean): boolean {
  return preference !== 'never' && !noSubstitutesForLine;
}

/** Invoicing may ship a substitute in place of a line that is short. */
export function mayShipSubstitute(preference: SubstitutionPreference, noSubstitutesForLine: boolean): boolean {
  return preference === 'allow' && !noSubstitutesForLine;
}
