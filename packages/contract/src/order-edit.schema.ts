import { z } from 'zod/mini';

/**
 * Issue 32: editing and cancelling a placed order until the cut-off of its delivery date.
 *
 * POST /api/orders/{orderNumber}/edit    opens the order for editing: its lines and header are copied into an edit
 *                                        cart of its own. While editing, the web sends EDIT_ORDER_HEADER with every
 *                                        cart and checkout call (lines, header, delivery dates, estimate, submit):
 *                                        they then read and write that edit cart, and submit saves the order.
 * DELETE /api/orders/{orderNumber}/edit  leaves the edit: the edit cart is deleted, the order stays as it was.
 * POST /api/orders/{orderNumber}/cancel  cancels the order (its stock is released).
 */
export const EDIT_ORDER_HEADER = 'x-edit-order';

/** What an order number in EDIT_ORDER_HEADER may look like (as OrderNumberParams). */
export const EDIT_ORDER_PATTERN = /^[A-Za-z0-9-]{1,20}$/;

export const OrderEditOpened = z.object({
  orderNumber: z.string(),
  /** The cut-off of the order's delivery date: an ISO instant; and 'Editable until Tue 4:00 pm'. */
  editableUntil: z.string(),
  editableUntilText: z.string(),
  /** Lines copied into the edit cart. */
  lineCount: z.number(),
});
export type OrderEditOpened = z.infer<typeof OrderEditOpened>;

export const OrderEditClosed = z.object({ orderNumber: z.string() });
export type OrderEditClosed = z.infer<typeof OrderEditClosed>;

export const OrderCancelled = z.object({ orderNumber: z.string(), status: z.string() });
export type OrderCancelled = z.infer<typeof OrderCancelled>;
