import type { CreditPolicy, CreditPolicyUpdate } from '@storefront/contract';
import { CLAIM_WINDOW_MAX_HOURS, CLAIM_WINDOW_MIN_HOURS, claimWindowText } from '@storefront/domain';

/** The policy as typed: hours as text, a main category's blank meaning 'the default'. */
export interface CreditPolicyDraft {
  defaultHours: string;
  categories: Readonly<Record<string, string>>;
}

export function policyDraftOf(policy: CreditPolicy): CreditPolicyDraft {
  return {
    defaultHours: String(policy.defaultWindowHours),
    categories: Object.fromEntries(
      policy.categories.map((c) => [c.mainCategoryCode, c.windowHours === null ? '' : String(c.windowHours)]),
    ),
  };
}

const WHOLE = /^\d+$/;

/** What is wrong with hours as typed, or null; blank is allowed where the default applies. */
export function hoursProblem(text: string, blankAllowed: boolean): string | null {
  const t = text.trim();
  if (t === '') return blankAllowed ? null : 'Enter the hours.';
  const n = Number(t);
  if (!WHOLE.test(t) || n < CLAIM_WINDOW_MIN_HOURS || n > CLAIM_WINDOW_MAX_HOURS)
    return `Whole hours from ${CLAIM_WINDOW_MIN_HOURS} to ${CLAIM_WINDOW_MAX_HOURS} (a year).`;
  return null;
}

/** How a window as typed reads ('14 days'), or what applies when it is blank ('Default: 7 days'). */
export function hoursHint(text: string, defaultHours: string): string {
  const own = text.trim();
  if (own === '')
    return hoursProblem(defaultHours, false) ? 'Default' : `Default: ${claimWindowText(Number(defaultHours))}`;
  return hoursProblem(own, true) ?? claimWindowText(Number(own));
}

export function policyValid(draft: CreditPolicyDraft): boolean {
  return (
    hoursProblem(draft.defaultHours, false) === null &&
    Object.values(draft.categories).every((h) => hoursProblem(h, true) === null)
  );
}

/** The PUT body: every main category, blank as null (the default). */
export function policyUpdate(draft: CreditPolicyDraft): CreditPolicyUpdate {
  return {
    defaultWindowHours: Number(draft.defaultHours.trim()),
    categories: Object.entries(draft.categories).map(([mainCategoryCode, h]) => ({
      mainCategoryCode,
      windowHours: h.trim() === '' ? null : Number(h.trim()),
    })),
  };
}
