import { isValidMultiple } from '@storefront/domain';

/** A sell-by unit as the product_units table has it. */
export interface GuideSellBy {
  unit: string;
  /** 0: any quantity; above 0: quantities must be multiples of it. */
  multiple: number | string;
}

/** One product line of a guide, before it gets its sequence. */
export interface GuideLine {
  productKey: number;
  orderQuantity: number;
  unitOfMeasure: string;
}

/**
 * The line a guide holds for a product: one of the `preferred` unit when that is a
 * sell-by unit and 1 is a valid multiple of it, else one of the first sell-by unit
 * that allows it, else one multiple of the preferred (or first) sell-by unit, so the
 * line can always go to the cart as it is. null when the product has no sell-by unit.
 */
export function guideLineFor(
  productKey: number,
  sellBys: readonly GuideSellBy[],
  preferred?: string,
): GuideLine | null {
  const first = sellBys.find((s) => s.unit === preferred) ?? sellBys[0];
  if (!first) return null;
  const candidates = [first, ...sellBys.filter((s) => s !== first)];
  const whole = candidates.find((s) => isValidMultiple(1, s.multiple));
  if (whole) return { productKey, orderQuantity: 1, unitOfMeasure: whole.unit };
  return { productKey, orderQuantity: Number(first.multiple), unitOfMeasure: first.unit };
}

/** A product bought in an order line, in the unit it was bought in. */
export interface Purchase {
  productKey: number;
  unit: string;
}

/**
 * The Standard guide of one customer: every product it has bought, once, in the
 * order it was first bought (`purchases` oldest first), with a line from
 * guideLineFor. Products without a sell-by unit are left out.
 */
export function standardGuideLines(
  purchases: readonly Purchase[],
  sellBysOf: (productKey: number) => readonly GuideSellBy[],
): GuideLine[] {
  const seen = new Set<number>();
  const lines: GuideLine[] = [];
  for (const p of purchases) {
    if (seen.has(p.productKey)) continue;
    seen.add(p.productKey);
    const line = guideLineFor(p.productKey, sellBysOf(p.productKey), p.unit);
    if (line) lines.push(line);
  }
  return lines;
}
