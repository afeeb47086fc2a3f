import { z } from 'zod';
import { BillingAddress, CardIn } from './checkout.schema';

/**
 * Accounts receivable and invoice payments on the wire (spec 2 §3 Account summary,
 * Account detail row, Open A/R item, Payment request / result / types; §7 the calls).
 * Amounts are exact decimal strings with 2 places; credits are negative.
 */
const Money = z
  .string()
  .max(20)
  .regex(/^-?\d+\.\d{2}$/);
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A calendar date in a request: YYYY-MM-DD that exists. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** YYYY-MM-DD naming a day that exists (2026-02-30 does not). Never throws: zod runs the refinement even after the regex fails. */
function isRealDate(s: string): boolean {
  if (!ISO_DATE.test(s)) return false;
  const date = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(s);
}
const IsoDateIn = z.string().max(10).regex(ISO_DATE).refine(isRealDate, 'must be a real date');

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
  lastPaymentDate: IsoDate.nullable(),
  lastPaymentAmount: Money.nullable(),
  lastInvoiceDate: IsoDate.nullable(),
  lastInvoiceAmount: Money.nullable(),
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
export const AccountDetailQuery = z
  .object({ startDate: IsoDateIn.optional(), endDate: IsoDateIn.optional() })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, { message: 'The start date cannot be later than the end date.', path: ['startDate'] });
export type AccountDetailQuery = z.infer<typeof AccountDetailQuery>;

/** Spec 2 §3 Account detail row, with what the documents column and the running balance need. */
export const AccountDetailRow = z.object({
  arCode: z.string(),
  recordType: z.number().int(),
  type: z.string(),
  reference: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: IsoDate,
  dueDate: IsoDate,
  /** Days since the invoice date (0 for a future invoice). */
  age: z.number().int(),
  initial: Money,
  balance: Money,
  remarks: z.string(),
  isCredit: z.boolean(),
  orderNumber: z.string().nullable(),
  scanDocuments: z.array(ArScanDocument),
  /** Ledger order: ties on the invoice date keep it in the running balance. */
  sequence: z.number().int(),
});
export type AccountDetailRow = z.infer<typeof AccountDetailRow>;

export const AccountDetail = z.object({
  rows: z.array(AccountDetailRow),
  /** More rows matched than one answer carries (the newest are kept): narrow the dates. */
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
  recordType: z.number().int(),
});
export type OpenArItem = z.infer<typeof OpenArItem>;

/** GET /api/payment/types: each accepted card issuer (enRoute excluded) and eCheck. */
export const AcceptedPaymentType = z.object({
  paymentType: z.number().int(),
  creditCardIssuer: z.number().int(),
  name: z.string(),
});
export type AcceptedPaymentType = z.infer<typeof AcceptedPaymentType>;

export const PaymentDetail = z.object({
  arCode: z.string().min(1).max(40),
  /** The item's record type, as the page read it from the open A/R. */
  detailType: z.number().int().min(1).max(8).optional(),
  amount: Money,
});

export const BankAccountIn = z.object({
  accountNumber: z.string().max(30),
  routingNumber: z.string().max(20),
  bankName: z.string().max(60).optional().default(''),
  checkNumber: z.string().max(20).optional().default(''),
});

/** The most items one payment may apply to. */
export const MAX_PAYMENT_DETAILS = 500;

/** POST /api/payment (spec 2 §3 Payment request), with an Idempotency-Key header. */
export const PaymentRequest = z.object({
  /** 0 apply credit, 1 credit card, 2 eCheck. */
  paymentType: z.number().int().min(0).max(2),
  paymentAmount: Money,
  details: z.array(PaymentDetail).min(1).max(MAX_PAYMENT_DETAILS),
  address: BillingAddress.optional(),
  creditCard: CardIn.optional(),
  bankAccount: BankAccountIn.optional(),
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
  key: z
    .string()
    .min(8)
    .max(40)
    .regex(/^[A-Za-z0-9-]+$/),
});

/** GET /api/payment/{key}: what the receipt shows. */
export const PaymentReceipt = z.object({
  invoicePaymentKey: z.string(),
  paidOn: IsoDate,
  paymentType: z.number().int(),
  /** 'Visa ending 1111', 'First Bank account ending 6789', 'Apply Credit'. */
  method: z.string(),
  amount: Money,
  transactionId: z.string(),
  lines: z.array(z.object({ reference: z.string(), type: z.string(), amount: Money, balanceBefore: Money, balanceAfter: Money })),
});
export type PaymentReceipt = z.infer<typeof PaymentReceipt>;
