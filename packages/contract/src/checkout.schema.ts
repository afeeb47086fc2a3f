import { z } from 'zod/mini';

/**
 * Checkout on the wire (spec 2 §3 cart estimate, submit results; §7 cart and
 * checkout operations, whose paths the spec leaves to us). Amounts are exact
 * decimal strings with 2 places ("12.50"), as in cart.schema.ts.
 */
const Money = z.string().check(z.maxLength(20), z.regex(/^-?\d+\.\d{2}$/));
const IsoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** Header every submit carries: the same key retried returns the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** A 409 with this reason: the first request with the key is still running, so its outcome is not known yet. */
export const SUBMIT_STILL_RUNNING =
  'This order is still being submitted. Please wait a moment and check your cart and orders.';

/**
 * GET /api/cart/deliverydates?shipToCode=  (trade customers; the cart's ship-to when left out)
 * GET /api/cart/deliverydates?addressId=   (consumers delivering; the cart's address when left out)
 * A consumer picking up (X-Ship-Method: Pickup) gets the pickup days.
 */
export const DeliveryDatesQuery = z.object({
  shipToCode: z.optional(z.string().check(z.maxLength(20))),
  addressId: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647))),
});
export type DeliveryDatesQuery = z.infer<typeof DeliveryDatesQuery>;

export const DeliveryDates = z.object({
  /** The next delivery day by the schedule alone (cut-off and lead days not applied); null when there is none. */
  defaultDate: z.nullable(IsoDate),
  /** The first date an order placed now can be delivered; null when there is none. */
  earliestDate: z.nullable(IsoDate),
  /** Every date an order placed now can be delivered on, in the next weeks, ascending. */
  dates: z.array(IsoDate),
  /** HH:mm in `timeZone`: orders after it on a day count from the next day. */
  cutoffTime: z.string(),
  timeZone: z.string(),
  leadDays: z.int(),
  /** For a pickup: where and when to collect (the will-call counter's address lines, then its hours); empty for a delivery. */
  pickupAt: z.array(z.string()),
});
export type DeliveryDates = z.infer<typeof DeliveryDates>;

export const AddOnCharge = z.object({ name: z.string(), amount: Money });
export type AddOnCharge = z.infer<typeof AddOnCharge>;

/** GET /api/cart/estimate (spec 2 §3 cart estimate), computed by the code that records the order. */
export const CartEstimate = z.object({
  addOnCharges: Money,
  lineTotal: Money,
  tax: Money,
  taxableAmount: Money,
  total: Money,
  /** addOnCharges by name (delivery fee, small-order charge). */
  charges: z.array(AddOnCharge),
  /** Consumers: the zone's minimum order amount ("0.00" when none), for 'Minimum order amount for this zip code is X.' */
  minimumOrderAmount: Money,
  /** Why the cart cannot be submitted as it is (empty cart, unavailable product, below the zone minimum...); empty when it can. */
  messages: z.array(z.string()),
});
export type CartEstimate = z.infer<typeof CartEstimate>;

/** POST /api/cart/submit. The header (ship-to, date, P.O., instructions, notes, address) is the cart's, saved through /api/cart/header. */
export const SubmitOrderRequest = z.object({
  /** The total the buyer confirmed; a different total now (a price changed) is reported, not silently ordered. */
  estimatedTotal: z.optional(Money),
});
export type SubmitOrderRequest = z.infer<typeof SubmitOrderRequest>;

/** Spec 2 §3 order submit result. accepted false: `messages` say why and nothing was ordered. */
export const SubmitOrderResult = z.object({
  accepted: z.boolean(),
  orderNumber: z.string(),
  estimatedTotal: Money,
  messages: z.array(z.string()),
});
export type SubmitOrderResult = z.infer<typeof SubmitOrderResult>;

export const CardIn = z.object({
  cardNumber: z.string().check(z.maxLength(40)),
  /** MMYY. */
  expirationDate: z.string().check(z.maxLength(10)),
  cvv2: z._default(z.optional(z.string().check(z.maxLength(10))), ''),
});

/** Spec 2 §3 payment request address; `name` is the card holder (accountHolderName). */
export const BillingAddress = z.object({
  name: z._default(z.optional(z.string().check(z.maxLength(100))), ''),
  accountHolderName: z.optional(z.string().check(z.maxLength(100))),
  address1: z._default(z.optional(z.string().check(z.maxLength(100))), ''),
  address2: z._default(z.optional(z.string().check(z.maxLength(100))), ''),
  city: z._default(z.optional(z.string().check(z.maxLength(100))), ''),
  state: z._default(z.optional(z.string().check(z.maxLength(10))), ''),
  zip: z._default(z.optional(z.string().check(z.maxLength(20))), ''),
  phone: z._default(z.optional(z.string().check(z.maxLength(30))), ''),
  country: z._default(z.optional(z.string().check(z.maxLength(40))), ''),
  email: z._default(z.optional(z.string().check(z.maxLength(200))), ''),
});
export type BillingAddress = z.infer<typeof BillingAddress>;

/** POST /api/cart/submit/card (spec 2 §7 submit card payment): consumers pay the order by card. */
export const SubmitCardRequest = z.object({
  /** The total the buyer confirmed and is charged; a different total now is refused. */
  orderTotal: Money,
  creditCard: CardIn,
  address: BillingAddress,
  deliveryAddressId: z.optional(z.nullable(z.int().check(z.minimum(1), z.maximum(2_147_483_647)))),
});
export type SubmitCardRequest = z.infer<typeof SubmitCardRequest>;

/** Spec 2 §3 card submit result. */
export const SubmitCardResult = z.object({
  isSuccess: z.boolean(),
  orderNumber: z.string(),
  errorReason: z.string(),
});
export type SubmitCardResult = z.infer<typeof SubmitCardResult>;

export const OrderLineView = z.object({
  productKey: z.int(),
  productCode: z.string(),
  description: z.string(),
  quantity: z.string(),
  unit: z.string(),
  priceUnit: z.string(),
  unitPrice: z.string(),
  extension: Money,
  productText1: z.string(),
  productText2: z.string(),
  /** A catch-weight line: `extension` is the estimate at `estimatedWeight` (in priceUnit). Null for other lines. */
  estimatedWeight: z.nullable(z.string()),
  /** Set once invoiced: the quantity shipped (in `unit`); a catch-weight line's actual weight (in priceUnit); the amount invoiced. */
  shippedQuantity: z.nullable(z.string()),
  actualWeight: z.nullable(z.string()),
  invoicedExtension: z.nullable(Money),
  /** A substitute shipped instead of the product ordered: its code and description; null when the product ordered went. */
  shippedProduct: z.nullable(z.object({ productCode: z.string(), description: z.string() })),
});

/** The invoice of an order (issue 31): what was shipped, beside the order's estimate. */
export const OrderInvoiceView = z.object({
  invoiceNumber: z.string(),
  invoiceDate: IsoDate,
  lineTotal: Money,
  tax: Money,
  total: Money,
});

/** GET /api/orders/{orderNumber}: an order as recorded at submit (the receipt reads it). */
export const OrderView = z.object({
  orderNumber: z.string(),
  orderDate: IsoDate,
  deliveryDate: z.nullable(IsoDate),
  status: z.string(),
  shipMethod: z.nullable(z.string()),
  shipToCode: z.nullable(z.string()),
  /** The ship-to's or delivery address's name and address, one line each. */
  shipTo: z.array(z.string()),
  poNumber: z.string(),
  specialInstruction1: z.string(),
  specialInstruction2: z.string(),
  notes: z.string(),
  lines: z.array(OrderLineView),
  lineTotal: Money,
  taxableAmount: Money,
  tax: Money,
  addOnCharges: Money,
  charges: z.array(AddOnCharge),
  total: Money,
  /** Card orders: 'Visa ending 1111, expires 12/30'. */
  payment: z.nullable(z.string()),
  /** The totals include a catch-weight line's estimate: 'Estimated total'. */
  isEstimate: z.boolean(),
  /** Null until the order is invoiced. */
  invoice: z.nullable(OrderInvoiceView),
  /**
   * Issue 32: an open order before the cut-off of its delivery date: until when it may be edited or cancelled (an ISO
   * instant, and 'Editable until Tue 4:00 pm'); null otherwise. Left out where no one may edit it (ERP export, admin).
   */
  editableUntil: z.optional(z.nullable(z.string())),
  editableUntilText: z.optional(z.nullable(z.string())),
  /** How many times the order was edited (0: as placed). */
  revision: z.optional(z.number()),
});
export type OrderView = z.infer<typeof OrderView>;

export const OrderNumberParams = z.object({
  orderNumber: z.string().check(z.minLength(1), z.maxLength(20), z.regex(/^[A-Za-z0-9-]+$/)),
});

/**
 * Spec 2 §7 document fetch result: GET /api/documents/order/{orderNumber}/{kind}
 * (kind confirmation or invoice) answers this; the viewer at /doc/{id} shows the PDF
 * GET /api/documents/file/{id} serves.
 */
export const DocumentResult = z.object({
  isError: z.boolean(),
  message: z.string(),
  status: z.int(),
  id: z.string(),
});
export type DocumentResult = z.infer<typeof DocumentResult>;
