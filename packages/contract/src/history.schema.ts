import { z } from 'zod/mini';
import { ArScanDocument } from './account.schema';

/** Dates on the wire: YYYY-MM-DD (the page shows them as MM/dd/yyyy). */
export const CalendarDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'must be a real date',
  ),
);

/** Rows per page of history: a page is what the table shows before it asks for more. */
export const HISTORY_PAGE_MAX = 500;
export const HISTORY_PAGE_DEFAULT = 100;

const Paging = {
  /** Matches by words (spec 3 §2: order number, product code, type and description; orders also P.O. number and status). */
  search: z.optional(z.string().check(z.maxLength(100))),
  startDate: z.optional(CalendarDate),
  endDate: z.optional(CalendarDate),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), 0),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(HISTORY_PAGE_MAX)), HISTORY_PAGE_DEFAULT),
  direction: z._default(z.enum(['asc', 'desc']), 'desc'),
};

export const HISTORY_ORDER_SORTS = [
  'orderNumber',
  'pO_Number',
  'orderDate',
  'deliveryDate',
  'status',
  'total',
] as const;
export type HistoryOrderSort = (typeof HISTORY_ORDER_SORTS)[number];

/** GET /api/history/orders query. */
export const HistoryOrdersQuery = z.object({ ...Paging, sortBy: z._default(z.enum(HISTORY_ORDER_SORTS), 'orderDate') });
export type HistoryOrdersQuery = z.infer<typeof HistoryOrdersQuery>;

/** Spec 3 §3 Order: what the Order History table shows. */
export const HistoryOrder = z.object({
  orderNumber: z.string(),
  pO_Number: z.string(),
  orderDate: z.string(),
  deliveryDate: z.nullable(z.string()),
  status: z.string(),
  total: z.string(),
  /** Whether the order confirmation document can be opened. */
  orderConfirmation: z.boolean(),
  /** Whether the order has been invoiced (its invoice document exists). */
  invoice: z.boolean(),
  /** Scanned paperwork of the order (signed delivery receipts and the like), opened by order number and key. */
  scanDocuments: z.array(ArScanDocument),
  /** Issue 31: an order with catch-weight lines was placed at an estimate: `total` is that estimate, repeated here; null for other orders. */
  estimatedTotal: z.nullable(z.string()),
  /** What the order was invoiced at (actual weights, quantities shipped); null until it is invoiced on the site. */
  invoicedTotal: z.nullable(z.string()),
  /** Issue 32: an open order before its cut-off: until when it may be edited or cancelled (ISO instant; the text). */
  editableUntil: z.optional(z.nullable(z.string())),
  editableUntilText: z.optional(z.nullable(z.string())),
  /** Issue 33: whether the order's delivery has been checked in (its check-in is then viewed, not made). */
  checkedIn: z.optional(z.boolean()),
});
export type HistoryOrder = z.infer<typeof HistoryOrder>;

export const HistoryOrderPage = z.object({ orders: z.array(HistoryOrder), total: z.int() });
export type HistoryOrderPage = z.infer<typeof HistoryOrderPage>;

export const HISTORY_PRODUCT_SORTS = [
  'orderNumber',
  'productCode',
  'description',
  'invoiceDate',
  'quantity',
  'type',
] as const;

/** GET /api/history/products?startDate&endDate query. */
export const HistoryProductsQuery = z.object({
  ...Paging,
  sortBy: z._default(z.enum(HISTORY_PRODUCT_SORTS), 'invoiceDate'),
});
export type HistoryProductsQuery = z.infer<typeof HistoryProductsQuery>;

/** Spec 3 §3 Product history line. */
export const ProductHistoryLine = z.object({
  orderNumber: z.string(),
  productCode: z.string(),
  description: z.string(),
  invoiceDate: z.string(),
  quantity: z.string(),
  unitOfMeasure_SellBy: z.string(),
  /** Per priceUnit, fixed to that unit's price decimals (3 per LB, 2 per CS and EA); null when the line carries no price. */
  price: z.nullable(z.string()),
  /** The price-by unit the price is per ('1.00 CS' of cheese at '2.950' per LB). */
  priceUnit: z.string(),
  type: z.string(),
  productKey: z.int(),
  /** Issue 31, a catch-weight line: the weight (in priceUnit) and the extension it was ordered at, estimates; null for other lines. */
  estimatedWeight: z.nullable(z.string()),
  estimatedExtension: z.nullable(z.string()),
  /** Once invoiced on the site: the quantity shipped (in unitOfMeasure_SellBy), a catch-weight line's actual weight (in priceUnit) and the amount invoiced; null before. */
  shippedQuantity: z.nullable(z.string()),
  actualWeight: z.nullable(z.string()),
  invoicedExtension: z.nullable(z.string()),
});
export type ProductHistoryLine = z.infer<typeof ProductHistoryLine>;

export const ProductHistoryPage = z.object({ lines: z.array(ProductHistoryLine), total: z.int() });
export type ProductHistoryPage = z.infer<typeof ProductHistoryPage>;
