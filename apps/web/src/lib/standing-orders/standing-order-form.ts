import type { StandingOrder, UpdateStandingOrderRequest } from '@storefront/contract';
import { deliveryDateLabel, STANDING_ORDER_NAME_MAX } from '@storefront/domain';

/** Delivery weekdays as ship-tos number them: 1 = Sunday .. 7 = Saturday. */
export const WEEKDAYS = [
  { day: 1, short: 'Sun', long: 'Sunday' },
  { day: 2, short: 'Mon', long: 'Monday' },
  { day: 3, short: 'Tue', long: 'Tuesday' },
  { day: 4, short: 'Wed', long: 'Wednesday' },
  { day: 5, short: 'Thu', long: 'Thursday' },
  { day: 6, short: 'Fri', long: 'Friday' },
  { day: 7, short: 'Sat', long: 'Saturday' },
] as const;

export interface DraftLine {
  productKey: number;
  description: string;
  unit: string;
  quantity: string;
}

export interface StandingOrderDraft {
  name: string;
  shipToCode: string;
  weekdays: number[];
  startDate: string;
  endDate: string;
  paused: boolean;
  lines: DraftLine[];
}

export type DraftErrors = Partial<
  Record<'name' | 'shipToCode' | 'weekdays' | 'startDate' | 'endDate' | 'lines', string>
>;

export function draftOf(order: StandingOrder): StandingOrderDraft {
  return {
    name: order.name,
    shipToCode: order.shipToCode,
    weekdays: [...order.weekdays],
    startDate: order.startDate,
    endDate: order.endDate ?? '',
    paused: order.paused,
    lines: order.lines.map((l) => ({
      productKey: l.productKey,
      description: l.description,
      unit: l.unit,
      quantity: l.quantity,
    })),
  };
}

export function newDraft(shipToCode: string, today: string): StandingOrderDraft {
  return { name: '', shipToCode, weekdays: [], startDate: today, endDate: '', paused: false, lines: [] };
}

const QUANTITY = /^\d{1,8}(\.\d{1,2})?$/;

/** What the form says before sending; the server checks everything again (delivery days, products, units). */
export function draftErrors(draft: StandingOrderDraft, withLines: boolean): DraftErrors {
  const errors: DraftErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'Name cannot be blank.';
  else if (name.length > STANDING_ORDER_NAME_MAX)
    errors.name = `Name can be at most ${STANDING_ORDER_NAME_MAX} characters.`;
  if (draft.shipToCode === '') errors.shipToCode = 'Choose a ship-to.';
  if (draft.weekdays.length === 0) errors.weekdays = 'Choose at least one delivery day.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.startDate)) errors.startDate = 'Enter the first delivery date.';
  if (draft.endDate !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(draft.endDate))
    errors.endDate = 'Enter a date or leave it empty.';
  else if (draft.endDate !== '' && draft.endDate < draft.startDate)
    errors.endDate = 'The end date cannot be before the start date.';
  if (withLines) {
    if (draft.lines.length === 0) errors.lines = 'Keep at least one line.';
    else if (draft.lines.some((l) => !QUANTITY.test(l.quantity.trim()) || Number(l.quantity) <= 0))
      errors.lines = 'Every quantity must be a number above 0 with at most 2 decimals.';
  }
  return errors;
}

/** The PUT body (and, without lines, the POST header that takes the cart's lines). */
export function requestOf(draft: StandingOrderDraft): UpdateStandingOrderRequest {
  return {
    name: draft.name.trim(),
    shipToCode: draft.shipToCode,
    weekdays: [...draft.weekdays].sort((a, b) => a - b),
    startDate: draft.startDate,
    endDate: draft.endDate === '' ? null : draft.endDate,
    paused: draft.paused,
    lines: draft.lines.map((l) => ({ productKey: l.productKey, quantity: l.quantity.trim(), unit: l.unit })),
  };
}

/** 'Mon and Thu', 'Mon, Wed and Fri'. */
export function weekdaysText(days: readonly number[]): string {
  const names = WEEKDAYS.filter((w) => days.includes(w.day)).map((w) => w.short);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** What the card says about the next order: when it is delivered and when it is placed. */
export function nextText(order: StandingOrder): string {
  if (order.paused) return 'Paused: no orders are placed.';
  if (order.nextDeliveryDate === null) return 'No more deliveries are planned.';
  return `Next delivery ${deliveryDateLabel(order.nextDeliveryDate)}, ordered ${order.nextPlacement ?? ''}.`;
}

/** Today in the browser's calendar, as a date input holds it. */
export function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
