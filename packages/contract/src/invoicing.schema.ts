import { z } from 'zod/mini';
import { OrderView } from './checkout.schema';
import { DecimalIn, IdIn } from './common.schema';

/**
 * Invoicing an order (issue 31): what was shipped, line by line. A catch-weight line is invoiced at its actual
 * weight; a line shipped short may ship an allowed substitute instead. The invoice's A/R item is the actual amount.
 */

/** One order line as shipped. `lineNumber` is the line's number on the order (GET /api/admin/orders/{orderNumber}). */
export const InvoiceLineIn = z.object({
  lineNumber: z.int().check(z.minimum(1), z.maximum(10_000)),
  /** In the line's unit, 2 decimals, 0 or more (0: nothing shipped). */
  shippedQuantity: DecimalIn,
  /** The weight on the dock, in the line's price unit (2 decimals): required for a catch-weight line that shipped, refused for other lines. */
  actualWeight: z.optional(z.nullable(DecimalIn)),
  /** A substitute shipped in place of the product ordered; only when the customer's preference and the line allow it. */
  substituteProductKey: z.optional(z.nullable(IdIn)),
});
export type InvoiceLineIn = z.infer<typeof InvoiceLineIn>;

/** POST /api/admin/orders/{orderNumber}/invoice (administrators). Lines left out ship in full as ordered (a catch-weight line needs its weight). */
export const InvoiceOrderRequest = z.object({
  /** Defaults to IN and the order number's digits (W0000012: IN0000012), as the ledger numbers invoices. */
  invoiceNumber: z.optional(z.string().check(z.minLength(1), z.maxLength(20), z.regex(/^[A-Za-z0-9-]+$/))),
  lines: z.array(InvoiceLineIn).check(z.maxLength(1000)),
});
export type InvoiceOrderRequest = z.infer<typeof InvoiceOrderRequest>;

/** A product named to ship in place of one that is short. */
export const SubstituteProduct = z.object({ productKey: z.int(), productCode: z.string(), description: z.string() });
export type SubstituteProduct = z.infer<typeof SubstituteProduct>;

/** GET /api/admin/orders/{orderNumber}: an order as an administrator invoices it (any customer's). */
export const AdminOrderView = z.object({
  order: OrderView,
  /** The customer's name, or the consumer's. */
  customerName: z.string(),
  substitutionPreference: z.enum(['allow', 'ask', 'never']),
  lines: z.array(
    z.object({
      lineNumber: z.int(),
      isCatchWeight: z.boolean(),
      noSubstitutes: z.boolean(),
      /** The product's substitutes that may ship in its place (empty when the preference or the line refuses them). */
      substitutes: z.array(SubstituteProduct),
    }),
  ),
});
export type AdminOrderView = z.infer<typeof AdminOrderView>;
