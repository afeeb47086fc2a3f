import { createContext, useContext } from 'react';

/**
 * Opens Repeat as Standing Order for an order number. The page holds the dialog (RepeatAsStandingOrderProvider), not
 * the row: it stays open while the rows change (the table and the cards swap at 600 px, the table's rows scroll away).
 */
export const RepeatAsStandingOrderContext = createContext<((orderNumber: string) => void) | null>(null);

/** The opener, or null outside Order History (no button then). */
export function useRepeatAsStandingOrder(): ((orderNumber: string) => void) | null {
  return useContext(RepeatAsStandingOrderContext);
}
