import type { RoundingFlag } from '../settings/enums';
import { ceil, type Decimal, type DecimalInput, floor, isZero, roundHalfUp, roundQuantity, toDecimal } from './decimal';
import { formatPlain } from './format';
import {
  activeMultiple,
  invalidMultipleMessage,
  isValidMultiple,
  type MultipleContext,
  quickEntryMultipleMessage,
} from './sell-by-multiple';

export type QuantityRuleResult =
  { ok: true; value: Decimal; adjustedFrom?: Decimal; message?: string } | { ok: false; message: string };

/** Tells the user what they typed and what the line now holds. */
export function roundedQuantityMessage(from: DecimalInput, to: DecimalInput, multiple: DecimalInput): string {
  const direction = toDecimal(to).gt(toDecimal(from)) ? 'up' : 'down';
  const m = formatPlain(multiple);
  return `Quantity ${formatPlain(from)} was rounded ${direction} to ${formatPlain(to)} (a multiple of ${m})`;
}

function roundToMultiple(value: Decimal, multiple: Decimal, flag: Exclude<RoundingFlag, 'None'>): Decimal {
  const units = value.div(multiple);
  const whole = flag === 'AutoRoundUp' ? ceil(units) : flag === 'AutoRoundDown' ? floor(units) : roundHalfUp(units, 0);
  // A nonzero entry never becomes 0 (which would drop the line the user meant to order):
  // Down and Nearest that land on 0 give one multiple instead.
  return (isZero(whole) ? toDecimal(1) : whole).times(multiple);
}

/**
 * orderQuantityRoundingFlag applied to an entry (quantities are never negative here).
 * None refuses a non-multiple with the spec's message for `context`; the Auto flags round
 * to a multiple and report the entry in `adjustedFrom` and `message`.
 */
export function applyQuantityRule(
  value: DecimalInput,
  multiple: DecimalInput | null | undefined,
  flag: RoundingFlag,
  context: MultipleContext = 'dialog',
): QuantityRuleResult {
  const entered = roundQuantity(value);
  const m = activeMultiple(multiple);
  if (m === null || isValidMultiple(entered, m)) return { ok: true, value: entered };
  if (flag === 'None') {
    const message = context === 'quickEntry' ? quickEntryMultipleMessage(m) : invalidMultipleMessage(entered, m);
    return { ok: false, message };
  }
  const rounded = roundQuantity(roundToMultiple(entered, m, flag));
  return { ok: true, value: rounded, adjustedFrom: entered, message: roundedQuantityMessage(entered, rounded, m) };
}
