import type { CustomerListItem } from '@storefront/contract';

/** Spec 2 §9. */
export const CUSTOMER_ROW_HEIGHT = 75;
export const CUSTOMER_OVERSCAN_ROWS = 10;
export const KEYBOARD_THROTTLE_MS = 100;

/** The instant, client-side half of the search: by name or customer code. */
export function filterCustomers(list: readonly CustomerListItem[], text: string): CustomerListItem[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...list];
  return list.filter((c) => c.name.toLowerCase().includes(needle) || c.customerCode.toLowerCase().includes(needle));
}

export interface ListKey {
  key: string;
  shiftKey: boolean;
}

/**
 * The next highlighted row for a key, or null when the key is not ours.
 * Arrows stop at the ends; Tab past the last row (Shift+Tab before the first)
 * is left to the browser so keyboard users can still leave the list.
 */
export function nextActiveIndex({ key, shiftKey }: ListKey, current: number, count: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(current + 1, last);
    case 'ArrowUp':
      return Math.max(current - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'Tab':
      if (shiftKey) return current > 0 ? current - 1 : null;
      return current < last ? current + 1 : null;
    default:
      return null;
  }
}
