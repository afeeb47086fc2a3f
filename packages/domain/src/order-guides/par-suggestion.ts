import { type Decimal, type DecimalInput, floor, roundQuantity, toDecimal } from '../units/decimal';
import { findSellBy, type ProductUnits } from '../units/product-units';
import { convertQuantity, type DecimalQuantity, type Quantity } from '../units/quantity';
import { sellByMultipleOf } from '../units/sell-by-multiple';

/** Issue 32: the share of one unit (or multiple) a shortfall's remainder must reach to order one more; a site setting. */
export const DEFAULT_PAR_ROUND_UP_SHARE = 0.5;

/** A line's par level: `quantity` of a sell-by unit, or `byWeekday`'s quantity on the delivery weekdays it names. */
export interface ParLevel {
  unitOfMeasure: string;
  quantity: DecimalInput;
  byWeekday?: readonly { weekday: number; quantity: DecimalInput }[] | undefined;
}

/** The par on a delivery weekday (1 = Monday ... 7 = Sunday, null when unknown): its own quantity, else the line's. */
export function parOn(par: ParLevel, weekday: number | null): DecimalQuantity {
  const own = weekday === null ? undefined : par.byWeekday?.find((w) => w.weekday === weekday);
  return { value: toDecimal(own?.quantity ?? par.quantity), unit: par.unitOfMeasure };
}

/** ISO weekday (1 = Monday ... 7 = Sunday) of a YYYY-MM-DD date. */
export function isoWeekdayOf(isoDate: string): number {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export interface ParSuggestionInput {
  product: ProductUnits;
  /** The par for the day (see parOn), in a sell-by unit of the product. */
  par: Quantity;
  /** What was counted, in any of the product's units (usually the par's). */
  onHand: Quantity;
  /** The guide line's sell-by unit: the suggestion is in it. */
  lineUnit: string;
  /** 0 to 1: a remainder of at least this share of one step (the unit's multiple, else 1) orders one more step. */
  roundUpShare: DecimalInput;
}

/**
 * Issue 32 fill to par: par − on hand, converted to the line's sell-by unit, as whole steps
 * of its multiple (1 when it has none): the part of a step left over rounds up when it
 * reaches `roundUpShare` of a step and is dropped otherwise. Null when nothing is to be
 * ordered (on hand at or above par, or a shortfall under the share of one step).
 * Hand-checkable: par 6 CS, on hand 2.5 CS, share 0.5 → short 3.5 CS → 4 CS.
 */
export function parSuggestion(input: ParSuggestionInput): DecimalQuantity | null {
  const { product, par, onHand, lineUnit } = input;
  if (!findSellBy(product, lineUnit)) return null;
  const counted = convertQuantity(onHand, par.unit, product).value;
  const short = toDecimal(par.value).minus(counted);
  if (short.lte(0)) return null;
  const inLineUnit = convertQuantity({ value: short, unit: par.unit }, lineUnit, product).value;
  const step: Decimal = sellByMultipleOf(product, lineUnit) ?? toDecimal(1);
  const share = toDecimal(input.roundUpShare);
  const whole = floor(inLineUnit.div(step));
  const remainder = inLineUnit.minus(whole.times(step));
  const steps = remainder.gt(0) && remainder.gte(step.times(share)) ? whole.plus(1) : whole;
  const value = roundQuantity(steps.times(step));
  return value.gt(0) ? { value, unit: lineUnit } : null;
}
