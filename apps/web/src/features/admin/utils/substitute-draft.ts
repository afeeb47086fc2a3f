import type { SubstituteListProduct } from '@storefront/contract';
import { MAX_SUBSTITUTES, substituteListProblems } from '@storefront/domain';

/** The substitutes card's list while it is edited: products in the order they will be offered. */
export type SubstituteDraft = readonly SubstituteListProduct[];

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moved(draft: SubstituteDraft, index: number, by: -1 | 1): SubstituteDraft {
  const to = index + by;
  const item = draft[index];
  const other = draft[to];
  if (!item || !other) return draft;
  const next = [...draft];
  next[index] = other;
  next[to] = item;
  return next;
}

export const removed = (draft: SubstituteDraft, index: number): SubstituteDraft => draft.filter((_, i) => i !== index);

/**
 * The list with `product` added last, or why it cannot be (the domain's words: itself, twice, more than
 * MAX_SUBSTITUTES), as the server would refuse the save.
 */
export function added(
  draft: SubstituteDraft,
  product: SubstituteListProduct,
  of: { productCode: string },
): { ok: true; draft: SubstituteDraft } | { ok: false; problem: string } {
  const codes = [...draft.map((p) => p.productCode), product.productCode];
  const [problem] = substituteListProblems(of.productCode, codes);
  return problem ? { ok: false, problem } : { ok: true, draft: [...draft, product] };
}

export const isFull = (draft: SubstituteDraft) => draft.length >= MAX_SUBSTITUTES;

export const sameList = (a: SubstituteDraft, b: SubstituteDraft) =>
  a.length === b.length && a.every((p, i) => p.productKey === b[i]?.productKey);
