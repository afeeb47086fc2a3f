import type { OrderGuideCounts, OrderGuideProduct, ParLevel, Product } from '@storefront/contract';
import { formatQuantity, isoWeekdayOf, parOn, parSuggestion } from '@storefront/domain';
import { productUnitsOf } from '../../../lib/catalogue/price-text';
import { PAR_WEEKDAYS } from './par-weekdays';

/** What a counter types: blank is not counted; else 0 or more with at most 2 decimals. */
export function onHandOf(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,7}(\.\d{1,2})?$|^\.\d{1,2}$/.test(trimmed)) return 'invalid';
  return Number(trimmed);
}

/** A line is counted in its par's unit, else in the guide line's own unit. */
export const countUnitOf = (line: OrderGuideProduct) => line.parLevel?.unitOfMeasure ?? line.unitOfMeasure;

/** The delivery weekday a par is read for: the cart's delivery date's, else none (each line's own par). */
export const parWeekdayOf = (deliveryDate: string | null) => (deliveryDate ? isoWeekdayOf(deliveryDate) : null);

/**
 * The par in force on that weekday, as text ('6 CS'), or null for a line without one. Without a delivery weekday, a
 * par with weekday pars names them: '4 CS, Mon 6, Thu 10'.
 */
export function parText(par: ParLevel | null | undefined, weekday: number | null): string | null {
  if (!par) return null;
  const q = parOn(par, weekday);
  const days =
    weekday === null
      ? PAR_WEEKDAYS.flatMap((d) => {
          const own = par.byWeekday.find((w) => w.weekday === d.weekday);
          return own ? [`${d.short} ${formatQuantity(own.quantity)}`] : [];
        })
      : [];
  return [`${formatQuantity(q.value)} ${q.unit}`, ...days].join(', ');
}

/** 'Monday' for ISO weekday 1. */
export const parWeekdayName = (weekday: number) => PAR_WEEKDAYS.find((d) => d.weekday === weekday)?.long ?? '';

/** The count the page starts from: the newest count's quantities as text, by product. */
export function startingCounts(counts: OrderGuideCounts | undefined): Map<number, string> {
  const last = counts?.counts[0];
  return new Map(last?.lines.map((l) => [l.productKey, String(l.onHand)]) ?? []);
}

/**
 * Issue 32: each counted line's suggestion (par − on hand in the line's unit, see the domain's
 * parSuggestion) as a guide line whose quantity is the suggestion. Lines without a par, not
 * counted, counted wrongly or whose product the catalogue no longer shows suggest nothing.
 */
export function suggestedLines(
  lines: readonly OrderGuideProduct[],
  products: ReadonlyMap<number, Product>,
  onHand: ReadonlyMap<number, string>,
  weekday: number | null,
  roundUpShare: number,
): OrderGuideProduct[] {
  return lines.flatMap((line) => {
    const product = products.get(line.productKey);
    const counted = onHandOf(onHand.get(line.productKey) ?? '');
    if (!line.parLevel || !product || counted === null || counted === 'invalid') return [];
    try {
      const suggestion = parSuggestion({
        product: productUnitsOf(product),
        par: parOn(line.parLevel, weekday),
        onHand: { value: counted, unit: countUnitOf(line) },
        lineUnit: line.unitOfMeasure,
        roundUpShare,
      });
      return suggestion ? [{ ...line, orderQuantity: suggestion.value.toNumber() }] : [];
    } catch {
      // A unit the product no longer has: nothing to suggest.
      return [];
    }
  });
}
