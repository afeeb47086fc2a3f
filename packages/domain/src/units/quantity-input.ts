import {
  ceil,
  type Decimal,
  type DecimalInput,
  floor,
  isNegative,
  QUANTITY_DECIMALS,
  roundQuantity,
  toDecimal,
} from './decimal';
import { activeMultiple } from './sell-by-multiple';

export type StepDirection = 'up' | 'down';

/**
 * Spec 1 §5 while typing: non-digit characters are stripped, the first decimal point is
 * kept, and digits past the second decimal are dropped (quantities have 2 decimals).
 */
export function sanitizeQuantityText(text: string): string {
  const kept = text.replace(/[^0-9.]/g, '');
  const point = kept.indexOf('.');
  if (point < 0) return kept;
  const fraction = kept
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, QUANTITY_DECIMALS);
  return `${kept.slice(0, point)}.${fraction}`;
}

/** The quantity an input holds: blank (or nothing numeric) is 0; never negative. */
export function parseQuantityInput(input: string | number | null | undefined): Decimal {
  if (input === null || input === undefined) return toDecimal(0);
  if (typeof input === 'number') return roundQuantity(Number.isFinite(input) && input > 0 ? input : 0);
  const text = sanitizeQuantityText(input);
  if (text === '' || text === '.') return toDecimal(0);
  return roundQuantity(text);
}

/**
 * The spin buttons: step by the multiple (1 when none applies), landing on the next or
 * previous multiple as a number input with `step` does, so 7 steps up to 12 and down to 6
 * with a multiple of 6. Down never goes below 0.
 */
export function stepQuantity(
  value: DecimalInput,
  multiple: DecimalInput | null | undefined,
  direction: StepDirection,
): Decimal {
  const step = activeMultiple(multiple) ?? toDecimal(1);
  const current = toDecimal(value);
  const steps = current.div(step);
  const next = direction === 'up' ? floor(steps).plus(1) : ceil(steps).minus(1);
  const result = next.times(step);
  return roundQuantity(isNegative(result) ? 0 : result);
}
