import { z } from 'zod';
import { ArScanDocument } from './account.schema';

/** Dates on the wire: YYYY-MM-DD (the page shows them as MM/dd/yyyy). */
export const CalendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'must be a real date');

/** Rows per page of history: a page is what the table shows before it asks for more. */
export const HISTORY_PAGE_MAX = 500;
export const HISTORY_PAGE_DEFAULT = 100;

const Paging = {
  /** Matches by words (spec 3 §2: order number, product code, type and description; orders also P.O. number and status). */
  search: z.string().max(100).optional(),
  startDate: CalendarDate.optional(),
  endDate: CalendarDate.optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_MAX).default(HISTORY_PAGE_DEFAULT),
  direction: z.enum(['asc', 'desc']).default('desc'),
};

export const HISTORY_ORDER_SORTS = ['orderNumber', 'pO_Number', 'orderDate', 'deliveryDate', 'status', 'total'] as const;
export type HistoryOrderSort = (typeof HISTORY_ORDER_SORTS)[number];

/** GET /api/history/orders query. */
export const HistoryOrdersQuery = z.object({ ...Paging, sortBy: z.enum(HISTORY_ORDER_SORTS).default('orderDate') });
export type HistoryOrdersQuery = z.infer<typeof HistoryOrdersQuery>;

/** Spec 3 §3 Order: what the Order History table shows. */
export const HistoryOrder = z.object({
  orderNumber: z.string(),
  pO_Number: z.string(),
  orderDate: z.string(),
  deliveryDate: z.string().nullable(),
  status: z.string(),
  total: z.string(),
  /** Whether the order confirmation document can be opened. */
  orderConfirmation: z.boolean(),
  /** Whether the order has been invoiced (its invoice document exists). */
  invoice: z.boolean(),
  /** Scanned paperwork of the order (signed delivery receipts and the like), opened by order number and key. */
  scanDocuments: z.array(ArScanDocument),
});
export type HistoryOrder = z.infer<typeof HistoryOrder>;

export const HistoryOrderPage = z.object({ orders: z.array(HistoryOrder), total: z.number().int() });
export type HistoryOrderPage = z.infer<typeof HistoryOrderPage>;

export const HISTORY_PRODUCT_SORTS = ['orderNumber', 'productCode', 'description', 'invoiceDate', 'quantity', 'type'] as const;

/** GET /api/history/products?startDate&endDate query. */
export const HistoryProductsQuery = z.object({ ...Paging, sortBy: z.enum(HISTORY_PRODUCT_SORTS).default('invoiceDate') });
export type HistoryProductsQuery = z.infer<typeof HistoryProductsQuery>;

/** Spec 3 §3 Product history line. */
export const ProductHistoryLine = z.object({
  orderNumber: z.string(),
  productCode: z.string(),
  description: z.string(),
  invoiceDate: z.string(),
  quantity: z.string(),
  unitOfMeasure_SellBy: z.string(),
  /** Null when the line carries no price. */
  price: z.string().nullable(),
  type: z.string(),
  productKey: z.number().int(),
});
export type ProductHistoryLine = z.infer<typeof ProductHistoryLine>;

export const ProductHistoryPage = z.object({ lines: z.array(ProductHistoryLine), total: z.number().int() });
export type ProductHistoryPage = z.infer<typeof ProductHistoryPage>;
