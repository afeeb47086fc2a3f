import { z } from 'zod/mini';
import { BillingAddress, CardIn } from './checkout.schema';

/**
 * Accounts receivable and invoice payments on the wire (spec 2 §3 Account summary,
 * Account detail row, Open A/R item, Payment request / result / types; §7 the calls).
 * Amounts are exact decimal strings with 2 places; credits are negative.
 */
const Money = z.string().check(z.maxLength(20), z.regex(/^-?\d+\.\d{2}$/));
const IsoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** A calendar date in a request: YYYY-MM-DD that exists. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** YYYY-MM-DD naming a day that exists (2026-02-30 does not). Never throws: zod runs the refinement even after the regex fails. */
function isRealDate(s: string): boolean {
  if (!ISO_DATE.test(s)) return false;
  const date = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(s);
}
const IsoDateIn = z.string().check(z.maxLength(10), z.regex(ISO_DATE), z.refine(isRealDate, 'must be a real date'));

export const AgingBucket = z.object({ name: z.string(), value: Money });

/** GET /api/account/summary. */
export const AccountSummary = z.object({
  name: z.string(),
  /** Multi-line: one line per address line. */
  address: z.string(),
  creditLimit: Money,
  balance: Money,
  onOrder: Money,
  onHold: Money,
  availableCredit: Money,
  lastPaymentDate: z.nullable(IsoDate),
  lastPaymentAmount: z.nullable(Money),
  lastInvoiceDate: z.nullable(IsoDate),
  lastInvoiceAmount: z.nullable(Money),
  unappliedCredit: Money,
  current: Money,
  buckets: z.array(AgingBucket),
  /** The date the aging was computed for. */
  asOf: IsoDate,
});
export type AccountSummary = z.infer<typeof AccountSummary>;

/** Spec 2 §3 scanDocuments (key, name): the papers behind an A/R item, opened through the document fetch. */
export const ArScanDocument = z.object({ key: z.string(), name: z.string() });
export type ArScanDocument = z.infer<typeof ArScanDocument>;

/** GET /api/account/detail?startDate&endDate: both optional ISO dates, start not after end. */
export const AccountDetailQuery = z.object({ startDate: z.optional(IsoDateIn), endDate: z.optional(IsoDateIn) }).check(
  z.refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'The start date cannot be later than the end date.',
    path: ['startDate'],
  }),
);
export type AccountDetailQuery = z.infer<typeof AccountDetailQuery>;

/**
 * Spec 2 §3 Account detail row, with what the documents column and the running balance need.
 * One row is no A/R item: the Balance Forward (recordType 0, type and reference 'Balance
 * Forward', sequence 0), last in the answer (the oldest row) when older items are left out: by
 * a start date, dated at it, or by the row limit, dated at the oldest row shown. Its initial
 * (and balance) is the ledger balance of everything before the rows shown.
 */
export const AccountDetailRow = z.object({
  arCode: z.string(),
  /** Spec 2 §3 record type (1-8), or 0 for the Balance Forward row. */
  recordType: z.int(),
  type: z.string(),
  reference: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: IsoDate,
  dueDate: IsoDate,
  /** Days since the invoice date (0 for a future invoice). */
  age: z.int(),
  initial: Money,
  balance: Money,
  remarks: z.string(),
  isCredit: z.boolean(),
  orderNumber: z.nullable(z.string()),
  scanDocuments: z.array(ArScanDocument),
  /** Ledger order: ties on the invoice date keep it in the running balance. */
  sequence: z.int(),
  /**
   * Issue 31: an invoice of an order with catch-weight lines is the actual amount (`initial`); this is the order's
   * estimated total beside it. Null (or absent) for every other row.
   */
  estimate: z.optional(z.nullable(Money)),
});
export type AccountDetailRow = z.infer<typeof AccountDetailRow>;

export const AccountDetail = z.object({
  rows: z.array(AccountDetailRow),
  /** More rows matched than one answer carries (the newest are kept; a Balance Forward row carries the balance of the rest): narrow the dates. */
  truncated: z.boolean(),
});
export type AccountDetail = z.infer<typeof AccountDetail>;

/** Spec 2 §3 Open A/R item. */
export const OpenArItem = z.object({
  type: z.string(),
  reference: z.string(),
  invoiceDate: IsoDate,
  dueDate: IsoDate,
  po_number: z.string(),
  initial: Money,
  balance: Money,
  isCredit: z.boolean(),
  invoiceNumber: z.string(),
  scanDocuments: z.array(ArScanDocument),
  arCode: z.string(),
  recordType: z.int(),
});
export type OpenArItem = z.infer<typeof OpenArItem>;

/** GET /api/payment/types: each accepted card issuer (enRoute excluded) and eCheck. */
export const AcceptedPaymentType = z.object({
  paymentType: z.int(),
  creditCardIssuer: z.int(),
  name: z.string(),
});
export type AcceptedPaymentType = z.infer<typeof AcceptedPaymentType>;

export const PaymentDetail = z.object({
  arCode: z.string().check(z.minLength(1), z.maxLength(40)),
  /** The item's record type, as the page read it from the open A/R. */
  detailType: z.optional(z.int().check(z.minimum(1), z.maximum(8))),
  amount: Money,
});

export const BankAccountIn = z.object({
  accountNumber: z.string().check(z.maxLength(30)),
  routingNumber: z.string().check(z.maxLength(20)),
  bankName: z._default(z.optional(z.string().check(z.maxLength(60))), ''),
  checkNumber: z._default(z.optional(z.string().check(z.maxLength(20))), ''),
});

/** The most items one payment may apply to. */
export const MAX_PAYMENT_DETAILS = 500;

/** POST /api/payment (spec 2 §3 Payment request), with an Idempotency-Key header. */
export const PaymentRequest = z.object({
  /** 0 apply credit, 1 credit card, 2 eCheck. */
  paymentType: z.int().check(z.minimum(0), z.maximum(2)),
  paymentAmount: Money,
  details: z.array(PaymentDetail).check(z.minLength(1), z.maxLength(MAX_PAYMENT_DETAILS)),
  address: z.optional(BillingAddress),
  creditCard: z.optional(CardIn),
  bankAccount: z.optional(BankAccountIn),
});
export type PaymentRequest = z.infer<typeof PaymentRequest>;

/** Spec 2 §3 Payment result. */
export const PaymentResult = z.object({
  isSuccess: z.boolean(),
  transactionId: z.string(),
  errorReason: z.string(),
  invoicePaymentKey: z.string(),
});
export type PaymentResult = z.infer<typeof PaymentResult>;

export const PaymentKeyParams = z.object({
  key: z.string().check(z.minLength(8), z.maxLength(40), z.regex(/^[A-Za-z0-9-]+$/)),
});

/** GET /api/payment/{key}: what the receipt shows. */
export const PaymentReceipt = z.object({
  invoicePaymentKey: z.string(),
  paidOn: IsoDate,
  paymentType: z.int(),
  /** 'Visa ending 1111', 'First Bank account ending 6789', 'Apply Credit'. */
  method: z.string(),
  amount: Money,
  transactionId: z.string(),
  lines: z.array(
    z.object({ reference: z.string(), type: z.string(), amount: Money, balanceBefore: Money, balanceAfter: Money }),
  ),
});
export type PaymentReceipt = z.infer<typeof PaymentReceipt>;
