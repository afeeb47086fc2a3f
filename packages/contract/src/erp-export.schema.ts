import { z } from 'zod/mini';

/**
 * What the storefront hands the distributor's ERP (issue 30): one document per placed order and per invoice payment,
 * and one per later revision or cancellation of an order (issue 32) and per approved credit request (issue 33),
 * written as a JSON and a CSV file and POSTed to the webhook. Amounts are decimal text with two decimals (unit prices
 * with the decimals of their price-by unit), quantities with two, dates YYYY-MM-DD, times ISO 8601 in UTC. `version`
 * goes up only when a field changes meaning or goes away; new fields may appear at any time.
 */
export const ERP_EXPORT_VERSION = 1;

export const ExportCustomer = z.object({ code: z.string(), name: z.string() });
export type ExportCustomer = z.infer<typeof ExportCustomer>;

export const ExportOrderLine = z.object({
  lineNumber: z.int(),
  productCode: z.string(),
  description: z.string(),
  quantity: z.string(),
  /** The unit the quantity is in (sell-by). */
  unit: z.string(),
  /** The unit the price is per (price-by): extension = quantity converted to it x unitPrice. */
  priceUnit: z.string(),
  unitPrice: z.string(),
  extension: z.string(),
  taxable: z.boolean(),
  /** A catch-weight line (issue 31): `extension` is an estimate at this weight in priceUnit; invoice it at the weight shipped. Null for other lines. */
  estimatedWeight: z.nullable(z.string()),
  /** The buyer said 'No substitutes for this line'. */
  noSubstitutes: z.boolean(),
});
export type ExportOrderLine = z.infer<typeof ExportOrderLine>;

/**
 * What an order document reports (issue 32): the order as placed, as revised by an edit saved before its cut-off, or
 * its cancellation. Each is sent once, after the order's earlier documents; a later one replaces them as a whole.
 */
export const ORDER_EXPORT_CHANGES = ['placed', 'revised', 'cancelled'] as const;
export type OrderExportChange = (typeof ORDER_EXPORT_CHANGES)[number];

/**
 * GET /api/admin/export/orders/{orderNumber} (the order as it is now), and the .json file and the webhook's body of
 * each of its changes (the order as that change left it): keep an order's documents by orderNumber and revision.
 */
export const OrderExport = z.object({
  type: z.literal('order'),
  version: z.literal(ERP_EXPORT_VERSION),
  orderNumber: z.string(),
  orderDate: z.string(),
  deliveryDate: z.nullable(z.string()),
  /** 'Cancelled' in a cancellation. */
  status: z.string(),
  /** Issue 32: 0 as placed, one more for each saved edit; a cancellation keeps the revision it cancelled. */
  revision: z.int(),
  /** Issue 32: placed (revision 0), revised (lines, header and totals all as now) or cancelled. */
  change: z.enum(ORDER_EXPORT_CHANGES),
  /** null for a consumer's order (no trade account): placedBy says who. */
  customer: z.nullable(ExportCustomer),
  placedBy: z.nullable(z.object({ username: z.string(), name: z.string(), email: z.nullable(z.string()) })),
  shipTo: z.object({
    code: z.nullable(z.string()),
    method: z.nullable(z.string()),
    /** The address as printed, one line each. */
    address: z.array(z.string()),
  }),
  poNumber: z.string(),
  specialInstruction1: z.string(),
  specialInstruction2: z.string(),
  notes: z.string(),
  lines: z.array(ExportOrderLine),
  lineTotal: z.string(),
  taxableAmount: z.string(),
  tax: z.string(),
  addOnCharges: z.string(),
  charges: z.array(z.object({ name: z.string(), amount: z.string() })),
  total: z.string(),
  /** The card that paid at checkout, brand and last four digits only; null when the order goes on account. */
  payment: z.nullable(z.object({ cardBrand: z.string(), last4: z.string() })),
  createdAt: z.string(),
});
export type OrderExport = z.infer<typeof OrderExport>;

export const PAYMENT_EXPORT_METHODS = ['card', 'echeck', 'credit'] as const;

export const ExportPaymentLine = z.object({
  arCode: z.string(),
  reference: z.string(),
  /** The open item's record type as spec 2 §3 names it (Invoice, Credit Memo ...). */
  recordType: z.string(),
  invoiceNumber: z.string(),
  orderNumber: z.nullable(z.string()),
  amount: z.string(),
  balanceBefore: z.string(),
  balanceAfter: z.string(),
});
export type ExportPaymentLine = z.infer<typeof ExportPaymentLine>;

/** GET /api/admin/export/payments/{key}, the payment's .json file and the webhook's body for an invoice payment. */
export const PaymentExport = z.object({
  type: z.literal('payment'),
  version: z.literal(ERP_EXPORT_VERSION),
  paymentKey: z.string(),
  paidOn: z.string(),
  customer: ExportCustomer,
  amount: z.string(),
  /** card: brand and last four; echeck: bank name and the account's last four; credit: credit applied, no money. */
  method: z.object({ type: z.enum(PAYMENT_EXPORT_METHODS), name: z.string(), last4: z.string() }),
  transactionId: z.string(),
  lines: z.array(ExportPaymentLine),
  createdAt: z.string(),
});
export type PaymentExport = z.infer<typeof PaymentExport>;

/** What a credit document reports (issue 33): a request approved in full or in part (a rejected one is not exported). */
export const CREDIT_EXPORT_STATUSES = ['Approved', 'Partly approved'] as const;

/** What the buyer found of a credited line, as the check-in names it: short, damaged, wrong (product) or quality. */
export const CREDIT_EXPORT_OUTCOMES = ['short', 'damaged', 'wrong', 'quality'] as const;

/** A claimed line the review approved, all or part of it. */
export const ExportCreditLine = z.object({
  /** The order line's number (the invoice's line, as the buyer checked it in). */
  lineNumber: z.int(),
  /** What shipped (a substitute's code and description when one did). */
  productCode: z.string(),
  description: z.string(),
  outcome: z.enum(CREDIT_EXPORT_OUTCOMES),
  /** The quantity claimed, in `unit`. */
  quantity: z.string(),
  unit: z.string(),
  /** What the review approved of it: approvedAmount is credited, at the invoiced price. */
  approvedQuantity: z.string(),
  approvedAmount: z.string(),
});
export type ExportCreditLine = z.infer<typeof ExportCreditLine>;

/**
 * Issue 33: GET /api/admin/export/credits/{number}, the .json file and the webhook's body of an approved credit
 * request: the credit memo (A/R record type 6, coded `arCode`) written in A/R when it was approved. Sent once; keep
 * credits by creditNumber.
 */
export const CreditExport = z.object({
  type: z.literal('credit'),
  version: z.literal(ERP_EXPORT_VERSION),
  creditNumber: z.string(),
  status: z.enum(CREDIT_EXPORT_STATUSES),
  customer: ExportCustomer,
  orderNumber: z.string(),
  invoiceNumber: z.string(),
  /** The credit memo's A/R code (the credit number). */
  arCode: z.string(),
  /** The approved total, positive (the memo's amount is its negative). */
  amount: z.string(),
  /** The lines approved, all or part; lines approved at nothing are left out. */
  lines: z.array(ExportCreditLine),
  reviewerNote: z.string(),
  /** The reviewer's username; null when that user is gone. */
  reviewedBy: z.nullable(z.string()),
  reviewedAt: z.string(),
  /** When the buyer's check-in requested the credit. */
  createdAt: z.string(),
});
export type CreditExport = z.infer<typeof CreditExport>;

export type ExportDocument = OrderExport | PaymentExport | CreditExport;

export const PaymentExportParams = z.strictObject({
  key: z.string().check(z.minLength(8), z.maxLength(40), z.regex(/^[A-Za-z0-9-]+$/)),
});

// ---- The webhook's address and secret (administrators).

export const ERP_WEBHOOK_URL_MAX = 500;

/** Why a webhook address cannot be used, or null: an absolute http(s) URL without credentials, at most 500 characters. */
export function webhookUrlProblem(url: string): string | null {
  if (url.length > ERP_WEBHOOK_URL_MAX) return `The address may have at most ${ERP_WEBHOOK_URL_MAX} characters.`;
  if (/\s/.test(url)) return 'The address may not contain spaces.';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Enter an absolute address, e.g. https://erp.example.com/storefront/orders.';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    return 'The address must start with https:// or http://.';
  if (!parsed.hostname) return 'The address needs a host name.';
  if (parsed.username || parsed.password) return 'The address may not carry a user name or password.';
  return null;
}

/** PUT /api/admin/export/webhook */
export const ErpWebhookUpdate = z.strictObject({
  url: z.string().check(
    z.maxLength(ERP_WEBHOOK_URL_MAX),
    z.refine((url) => webhookUrlProblem(url) === null, 'must be an absolute http:// or https:// URL'),
  ),
});
export type ErpWebhookUpdate = z.infer<typeof ErpWebhookUpdate>;

/** GET /api/admin/export/webhook: all null while no webhook is set. The secret signs every POST (HMAC-SHA256). */
export const ErpWebhook = z.object({
  url: z.nullable(z.string()),
  secret: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
});
export type ErpWebhook = z.infer<typeof ErpWebhook>;

// ---- The exports as the administrators' page lists them.

/** pending: not yet handed over (files, webhook); failed: the last webhook attempt failed (retried); delivered: done. */
export const ERP_EXPORT_STATES = ['pending', 'failed', 'delivered'] as const;
export type ErpExportState = (typeof ERP_EXPORT_STATES)[number];
export const ERP_EXPORTS_SHOWN = 100;

export const ErpExportsQuery = z.strictObject({ state: z.optional(z.enum(ERP_EXPORT_STATES)) });

export const ErpExportRow = z.object({
  id: z.int(),
  subject: z.enum(['order', 'payment', 'credit']),
  /** The order number, the payment key or the credit number. */
  reference: z.string(),
  state: z.enum(ERP_EXPORT_STATES),
  createdAt: z.string(),
  filesWrittenAt: z.nullable(z.string()),
  deliveredAt: z.nullable(z.string()),
  /** Webhook POSTs so far, the time and HTTP status of the last one (null: no answer) and its error. */
  attempts: z.int(),
  lastAttemptAt: z.nullable(z.string()),
  lastStatus: z.nullable(z.int()),
  lastError: z.string(),
});
export type ErpExportRow = z.infer<typeof ErpExportRow>;

/** GET /api/admin/exports?state=: the newest ERP_EXPORTS_SHOWN, newest first. */
export const ErpExportList = z.object({ exports: z.array(ErpExportRow) });
export type ErpExportList = z.infer<typeof ErpExportList>;

// ---- The pull: GET /api/admin/export/orders?since=

/** At most this many orders per call; ask again from the last order's createdAt for the rest. */
export const ERP_PULL_MAX_ORDERS = 10_000;

const SINCE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** A date (midnight UTC) or a date and time with its offset; the instant it names, in ms, or NaN. */
export function sinceInstant(since: string): number {
  if (!SINCE.test(since)) return Number.NaN;
  const ms = Date.parse(since.length === 10 ? `${since}T00:00:00Z` : since);
  // Date.parse rolls 2026-02-30 over to March: the date part must come back as written.
  return Number.isNaN(ms) || new Date(ms + offsetMs(since)).toISOString().slice(0, 10) !== since.slice(0, 10)
    ? Number.NaN
    : ms;
}

function offsetMs(since: string): number {
  const m = /([+-])(\d{2}):(\d{2})$/.exec(since);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000;
}

export const ExportOrdersQuery = z.strictObject({
  since: z.string().check(
    z.maxLength(40),
    z.refine((s) => !Number.isNaN(sinceInstant(s)), 'must be a date (2026-11-27) or a date and time with its offset'),
  ),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(ERP_PULL_MAX_ORDERS))),
});
export type ExportOrdersQuery = z.infer<typeof ExportOrdersQuery>;
