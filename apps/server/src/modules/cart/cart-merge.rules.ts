import type { CartLineErrorCode } from '@storefront/contract';
import type { Decimal } from '@storefront/domain';
import { type CheckedLine, MAX_QUANTITY } from './cart-line.rules';
import type { LineValues } from './cart-view';

/** A cart line held in memory while a request decides what to write. */
export interface WorkingLine extends Omit<LineValues, 'id'> {
  /** null until inserted. */
  id: number | null;
  sequence: number;
  changed: boolean;
}

type Refusal = { ok: false; code: CartLineErrorCode; errors: string[] };
export type PlanResult = { ok: true; touched: WorkingLine[]; notices: string[] } | Refusal;

export interface PlanContext {
  confirmPriceByChange: boolean;
  /** Pricing's price for a price-by unit of the checked line's product, rounded to its decimals; null when none. */
  priceIn: (priceUnit: string) => Decimal | null;
}

const refuse = (code: CartLineErrorCode, error: string): Refusal => ({ ok: false, code, errors: [error] });

/**
 * All lines of one product share one price-by unit. Lines on another unit are
 * a conflict the user must confirm ('Change Price By U/M?'); once confirmed
 * they move to the new unit at pricing's price for it (an override made for
 * the old unit means nothing in the new one). Returns the move to make, not yet made.
 */
function prepareSwitch(lines: readonly WorkingLine[], checked: CheckedLine, ctx: PlanContext) {
  const moving = lines.filter((l) => l.priceUnit !== checked.priceUnit);
  const [first] = moving;
  if (!first) return { ok: true as const, moving, apply: () => [] as string[] };
  const from = first.priceUnit;
  if (!ctx.confirmPriceByChange) {
    return refuse(
      'PriceByChange',
      `${checked.description} is in the cart priced by ${from}. Change Price By U/M to ${checked.priceUnit}?`,
    );
  }
  const price = ctx.priceIn(checked.priceUnit);
  if (price === null) return refuse('NoPrice', `No price is available for ${checked.priceUnit}`);
  const apply = () => {
    for (const line of moving) {
      line.priceUnit = checked.priceUnit;
      line.unitPrice = price;
      line.isOverride = false;
      line.changed = true;
    }
    return [`${checked.description}: Price By U/M changed from ${from} to ${checked.priceUnit}`];
  };
  return { ok: true as const, moving, apply };
}

function setPriceAndTexts(line: WorkingLine, checked: CheckedLine): void {
  line.priceUnit = checked.priceUnit;
  line.unitPrice = checked.unitPrice;
  line.isOverride = checked.isOverride;
  if (checked.text1 !== undefined) line.text1 = checked.text1;
  if (checked.text2 !== undefined) line.text2 = checked.text2;
  line.changed = true;
}

/**
 * Adds a checked line to its product's lines (mutated in place): same sell-by
 * and price-by unit merges the quantities into the existing line, otherwise a
 * new line is appended. A merge takes pricing's current price, except that an
 * overridden line keeps its override unless the new entry brings its own.
 */
export function planAdd(
  checked: CheckedLine,
  productLines: WorkingLine[],
  ctx: PlanContext,
  nextSequence: () => number,
): PlanResult {
  const switching = prepareSwitch(productLines, checked, ctx);
  if (!switching.ok) return switching;
  const target = productLines.find((l) => l.unit === checked.unit);
  if (target && target.quantity.plus(checked.quantity).gte(MAX_QUANTITY)) {
    return refuse('InvalidQuantity', `Quantity in the cart must stay below ${MAX_QUANTITY.toFixed()}`);
  }
  const notices = switching.apply();
  if (target) {
    // A confirmed switch has already cleared the target's override.
    const keepOverride = target.isOverride && !checked.isOverride;
    const { unitPrice, isOverride } = target;
    target.quantity = target.quantity.plus(checked.quantity);
    setPriceAndTexts(target, checked);
    if (keepOverride) Object.assign(target, { unitPrice, isOverride });
    return { ok: true, touched: [target, ...switching.moving.filter((l) => l !== target)], notices };
  }
  const line: WorkingLine = {
    id: null,
    sequence: nextSequence(),
    productKey: checked.productKey,
    unit: checked.unit,
    quantity: checked.quantity,
    priceUnit: checked.priceUnit,
    unitPrice: checked.unitPrice,
    isOverride: checked.isOverride,
    text1: checked.text1 ?? '',
    text2: checked.text2 ?? '',
    changed: true,
  };
  productLines.push(line);
  return { ok: true, touched: [line, ...switching.moving], notices };
}

/**
 * Sets one line to the checked values: the quantity is replaced, not added.
 * The product's other lines follow a confirmed price-by change; the edited
 * line stays a line of its own even if it now matches another.
 */
export function planUpdate(
  line: WorkingLine,
  checked: CheckedLine,
  otherLines: readonly WorkingLine[],
  ctx: PlanContext,
): PlanResult {
  const switching = prepareSwitch(otherLines, checked, ctx);
  if (!switching.ok) return switching;
  const notices = switching.apply();
  line.unit = checked.unit;
  line.quantity = checked.quantity;
  setPriceAndTexts(line, checked);
  return { ok: true, touched: [line, ...switching.moving], notices };
}
