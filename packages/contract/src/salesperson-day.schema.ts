import { z } from 'zod/mini';

/**
 * Issue 33, a salesperson's day: per customer of the signed-in salesperson, what needs attention, most urgent first
 * (GET /api/salesperson/alerts, `customers`). Each item carries the keys the page links with: the customer to select
 * (customerKey), then the product (productKey, productCode), the invoice (arCode, invoiceNumber) or the order
 * (orderNumber). Amounts are exact decimal strings with 2 places. Every list is bounded (see the limits below).
 */
const Money = z.string().check(z.maxLength(20), z.regex(/^-?\d+\.\d{2}$/));
const IsoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** At most this many customers, and this many items in each list of a customer. */
export const ATTENTION_MAX_CUSTOMERS = 200;
export const ATTENTION_MAX_ITEMS = 10;

/** The customer's usual order for its next delivery date is missing: it can be placed until cutoffAt. */
export const MissingUsualOrder = z.object({
  deliveryDate: IsoDate,
  /** The instant (ISO) after which an order for that date can no longer be placed. */
  cutoffAt: z.string(),
  /** 'Fri 2:00 pm' in the site's time zone. */
  cutoffLabel: z.string(),
});
export type MissingUsualOrder = z.infer<typeof MissingUsualOrder>;

/** A product of the customer's Standard guide bought in 3 of the 8 weeks before the last 3, and not since. */
export const StoppedBuyingProduct = z.object({
  productKey: z.int(),
  productCode: z.string(),
  description: z.string(),
  /** The last delivery date it was bought for. */
  lastBoughtOn: IsoDate,
  /** In how many of the 8 earlier weeks it was bought (3 to 8). */
  weeksBought: z.int(),
});
export type StoppedBuyingProduct = z.infer<typeof StoppedBuyingProduct>;

/** An A/R invoice (record type 1) with a balance owed more than 30 days past its due date. */
export const OverdueInvoice = z.object({
  /** The A/R item's key (Account Details, Make Payment). */
  arCode: z.string(),
  invoiceNumber: z.string(),
  /** The order invoiced, when known. */
  orderNumber: z.nullable(z.string()),
  invoiceDate: IsoDate,
  dueDate: IsoDate,
  daysPastDue: z.int(),
  amount: Money,
  balance: Money,
});
export type OverdueInvoice = z.infer<typeof OverdueInvoice>;

/** A product whose detail a user of the customer opened this week that is on none of its orders placed this week. */
export const ViewedNotBoughtProduct = z.object({
  productKey: z.int(),
  productCode: z.string(),
  description: z.string(),
  /** The instant (ISO) of the last view. */
  lastViewedAt: z.string(),
  /** Views this week (at most one row per day is kept, each counting its views). */
  views: z.int(),
});
export type ViewedNotBoughtProduct = z.infer<typeof ViewedNotBoughtProduct>;

/** A credit request of the customer still Open: waiting for the salesperson's (or an administrator's) review. */
export const OpenCreditRequest = z.object({
  /** CR-000123: /credits/{number}. */
  number: z.string(),
  orderNumber: z.string(),
  /** The instant (ISO) the delivery was checked in and the credit requested. */
  requestedAt: z.string(),
  amount: Money,
});
export type OpenCreditRequest = z.infer<typeof OpenCreditRequest>;

/** One customer and what needs attention there. */
export const CustomerAttention = z.object({
  customerKey: z.int(),
  customerCode: z.string(),
  customerName: z.string(),
  /** 1 for the most urgent customer, then 2, 3 ...: the answer's order (usual order first, then overdue amount ...). */
  urgency: z.int(),
  usualOrderMissing: z.nullable(MissingUsualOrder),
  stoppedBuying: z.array(StoppedBuyingProduct),
  /** Oldest due date first. */
  overdueInvoices: z.array(OverdueInvoice),
  /** The balance of all the customer's overdue invoices, also those beyond the list's limit. */
  overdueTotal: Money,
  overdueCount: z.int(),
  /** Most recently viewed first. */
  viewedNotBought: z.array(ViewedNotBoughtProduct),
  /** Oldest first. */
  openCreditRequests: z.array(OpenCreditRequest),
  /** All the customer's open requests, also those beyond the list's limit. */
  openCreditCount: z.int(),
});
export type CustomerAttention = z.infer<typeof CustomerAttention>;
