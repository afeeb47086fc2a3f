import type { ParLevel, ParLevelIn } from '@storefront/contract';
import { onHandOf } from './guide-count';
import { PAR_WEEKDAYS } from './par-weekdays';

/** What the Set Par dialog holds: the par on any day and, by weekday, that day's own par ('' for none). */
export interface ParDraft {
  quantity: string;
  unitOfMeasure: string;
  byWeekday: ReadonlyMap<number, string>;
}

export function parDraftOf(par: ParLevel | null | undefined, lineUnit: string): ParDraft {
  return {
    quantity: par ? String(par.quantity) : '',
    unitOfMeasure: par?.unitOfMeasure ?? lineUnit,
    byWeekday: new Map(par?.byWeekday.map((w) => [w.weekday, String(w.quantity)]) ?? []),
  };
}

/**
 * The par level PATCH /api/orderguide/{key} takes, or why not: 'blank' without the par on other days, 'invalid' when
 * a quantity is not 0 or more with at most 2 decimals. Blank weekdays use the par on other days; weekdays in order.
 */
export function parLevelOfDraft(draft: ParDraft): ParLevelIn | 'blank' | 'invalid' {
  const quantity = onHandOf(draft.quantity);
  const days = PAR_WEEKDAYS.map((d) => ({
    weekday: d.weekday,
    quantity: onHandOf(draft.byWeekday.get(d.weekday) ?? ''),
  }));
  if (quantity === 'invalid' || days.some((d) => d.quantity === 'invalid')) return 'invalid';
  if (quantity === null) return 'blank';
  return {
    quantity,
    unitOfMeasure: draft.unitOfMeasure,
    byWeekday: days.flatMap((d) =>
      typeof d.quantity === 'number' ? [{ weekday: d.weekday, quantity: d.quantity }] : [],
    ),
  };
}
