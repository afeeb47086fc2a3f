import { type Decimal, type DecimalInput, isZero, toDecimal } from './decimal';
import { formatPlain } from './format';
import { findSellBy, type ProductUnits } from './product-units';

/** Where the quantity was typed; the spec words the refusal differently in each. */
export type MultipleContext = 'dialog' | 'quickEntry';

/**
 * The multiple of a sell-by unit, or null when none applies. Any multiple above 0 applies,
 * 1 included: with a multiple of 1 whole numbers pass and 1.5 does not.
 */
export function sellByMultipleOf(product: ProductUnits, unit: string): Decimal | null {
  const sellBy = findSellBy(product, unit);
  return sellBy ? activeMultiple(sellBy.sellByMultiple) : null;
}

/** A multiple that applies (above 0) as a decimal, else null. */
export function activeMultiple(multiple: DecimalInput | null | undefined): Decimal | null {
  if (multiple === null || multiple === undefined || multiple === '') return null;
  const m = toDecimal(multiple);
  return m.gt(0) ? m : null;
}

/** True when no multiple applies, the quantity is 0, or it divides exactly. */
export function isValidMultiple(value: DecimalInput, multiple: DecimalInput | null | undefined): boolean {
  const m = activeMultiple(multiple);
  const v = toDecimal(value);
  return m === null || isZero(v) || isZero(v.mod(m));
}

/** Spec 1 §5, add dialog and order guide edit. */
export function invalidMultipleMessage(value: DecimalInput, multiple: DecimalInput): string {
  return `Invalid quantity of ${formatPlain(value)}. Please enter a multiple of ${formatPlain(multiple)}`;
}

/** Spec 1 §5, quick entry. */
export function quickEntryMultipleMessage(multiple: DecimalInput): string {
  return `Enter a multiple of ${formatPlain(multiple)}`;
}

/** The spec's refusal for this context, or null when the quantity is acceptable. */
export function multipleProblem(
  value: DecimalInput,
  multiple: DecimalInput | null | undefined,
  context: MultipleContext = 'dialog',
): string | null {
  const m = activeMultiple(multiple);
  if (m === null || isValidMultiple(value, m)) return null;
  return context === 'quickEntry' ? quickEntryMultipleMessage(m) : invalidMultipleMessage(value, m);
}
