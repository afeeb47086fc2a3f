import { z } from 'zod/mini';
import { DecimalIn, IdIn } from './common.schema';
import { CatchWeight } from './product.schema';

/**
 * The cart on the wire (spec 1 §3, spec 2 §3).
 *
 * Numbers convention: every quantity, price, conversion factor and amount the
 * server sends is an exact decimal STRING with fixed places: quantities and
 * quantity totals 2 ("2.00"), unit prices the price-by unit's price decimals
 * ("2.4900", "1.25"), conversion factors 4 ("40.0000"), money 2 ("99.60").
 * The page may send quantities and prices as JSON numbers or decimal strings;
 * the server parses them as decimals, never as binary floats.
 */
const Decimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));

export const CartQuantity = z.object({ value: Decimal, unit: z.string() });

/** factor dollars per one `from` (the price-by unit). */
export const CartUnitPrice = z.object({ factor: Decimal, from: z.string(), to: z.literal('$') });

/** How many price-by units (`to`) one sell-by unit (`from`) holds: a 40 lb CS priced per LB has factor "40.0000". */
export const CartPriceConversion = z.object({ from: z.string(), to: z.string(), factor: Decimal });

/** A product offered in place of a line that cannot be filled (issue 31), as it would stand in the cart. */
export const SubstituteOffer = z.object({
  productKey: z.int(),
  productCode: z.string(),
  description: z.string(),
  /** The line's quantity in the substitute's nearest sell-by unit (the domain's substituteQuantity). */
  quantity: CartQuantity,
  /** The substitute's price per its pricing unit for the acting customer. */
  unitPrice: CartUnitPrice,
  /** quantity priced at unitPrice, half-up to cents. */
  extension: Decimal,
  /** Signed: the substitute's extension minus the line's ("4.20", "-1.10"); null when the line's has none. */
  difference: z.nullable(Decimal),
  /** named: one of the product's substitutes; history: the same category and pack bought before. */
  source: z.enum(['named', 'history']),
});
export type SubstituteOffer = z.infer<typeof SubstituteOffer>;

/** Why a line cannot be filled, and the first available substitute when the preference and the line allow one. */
export const UnfilledLine = z.object({
  reason: z.string(),
  substitute: z.nullable(SubstituteOffer),
});
export type UnfilledLine = z.infer<typeof UnfilledLine>;

export const CartLine = z.object({
  id: z.int(),
  productKey: z.int(),
  productCode: z.string(),
  description: z.string(),
  /** In the sell-by unit. */
  quantity: CartQuantity,
  unitPrice: CartUnitPrice,
  priceConversion: CartPriceConversion,
  /** Quantity in the price-by unit times the unit price, half-up to cents; null only when the product's units no longer convert. */
  extension: z.nullable(Decimal),
  isOverridePrice: z.boolean(),
  productText1: z.string(),
  productText2: z.string(),
  /** The line's quantity in cases (the product's CS unit), "0.00" when it is not sold by the case. */
  caseQuantity: Decimal,
  /** The 200x200 list image URL, as product lists give it; null: 'No Image'. */
  listImage: z.optional(z.nullable(z.string())),
  /** A catch-weight product's average weight; null for other products. Its extension is then an estimate. */
  catchWeight: z.nullable(CatchWeight),
  /** A catch-weight line's quantity at the average weight, in the weight unit (2 decimals); null for other lines. */
  estimatedWeight: z.nullable(Decimal),
  /** 'No substitutes for this line': nothing is offered or shipped in its place, whatever the preference. */
  noSubstitutes: z.boolean(),
  /** Set when the line cannot be filled (discontinued, excluded, out of stock); null for every other line. */
  unfilled: z.nullable(UnfilledLine),
});
export type CartLine = z.infer<typeof CartLine>;

export const CartHeader = z.object({
  customerShipToCode: z.nullable(z.string()),
  customerPo: z.string(),
  specialInstruction1: z.string(),
  specialInstruction2: z.string(),
  notes: z.string(),
  /** YYYY-MM-DD. */
  deliveryDate: z.nullable(z.string()),
  /** A consumer's delivery address id. */
  addressId: z.nullable(z.int()),
});
export type CartHeader = z.infer<typeof CartHeader>;

/**
 * Quantity totals are always sent; the show* flags say which ones the page displays. No total adds
 * two units together (cases and pounds): the case total is in cases, the other two are per unit,
 * units in alphabetical order (CS, EA, LB).
 */
export const CartTotals = z.object({
  lineCount: z.int(),
  /** null when some line has no extension: a partial sum would look like a real total. */
  lineTotal: z.nullable(Decimal),
  /** The total includes a catch-weight line's estimate: shown as 'Estimated total'. */
  isEstimate: z.boolean(),
  /** 'Total Case Quantity': the sum of the lines' caseQuantity, every line converted to cases (0 for products without a case). */
  totalCaseQuantity: Decimal,
  /** 'Total Items Quantity': the lines' quantities in their products' stock units (eaches, pounds), one sum per stock unit. */
  totalItemsQuantityByUnit: z.array(CartQuantity),
  /** The one sum of totalItemsQuantityByUnit when it has a single unit ("0.00" for none); null when it has several. */
  totalItemsQuantity: z.nullable(Decimal),
  /** 'Total Order Quantity' (totalOrderQuantityLabel): the lines' quantities as ordered, one sum per sell-by unit. */
  totalOrderQuantityByUnit: z.array(CartQuantity),
  /** The one sum of totalOrderQuantityByUnit when it has a single unit ("0.00" for none); null when it has several. */
  totalOrderQuantity: z.nullable(Decimal),
  totalOrderQuantityLabel: z.string(),
  showTotalCaseQuantity: z.boolean(),
  showTotalItemsQuantity: z.boolean(),
  showTotalOrderQuantity: z.boolean(),
});
export type CartTotals = z.infer<typeof CartTotals>;

/** GET /api/cart. */
export const Cart = z.object({
  header: CartHeader,
  lines: z.array(CartLine),
  /** Notices about lines, e.g. a product that is no longer available. */
  messages: z.array(z.string()),
  /** Server time (epoch ms) this copy was read; the page refreshes copies older than 5 minutes. */
  timestamp: z.int(),
  totals: CartTotals,
});
export type Cart = z.infer<typeof Cart>;

/** One line as the page sends it (spec 1 §3 line payload). */
export const CartLinePayload = z.object({
  /** Ignored by the add calls; the update call takes the line id from its path. */
  id: z.optional(z.nullable(IdIn)),
  productKey: IdIn,
  /** The sell-by unit. */
  unitOfMeasure: z.string().check(z.maxLength(20)),
  /** 2 decimals, above 0. */
  orderQuantity: DecimalIn,
  /** Sent only when the user overrode the price (4 decimals); needs canChangePrice. Absent means the pricing price. */
  overridePrice: z.optional(z.nullable(DecimalIn)),
  /** The price-by unit. */
  unitOfMeasure_Prc: z.string().check(z.maxLength(20)),
  /** Absent keeps a line's text; '' clears it. Ignored when allowProductTextLines is off. */
  productText1: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
  productText2: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
  /** Accepted for symmetry with the line; the server computes the case quantity itself. */
  caseQuantity: z.optional(z.nullable(DecimalIn)),
  /** The user answered 'Change Price By U/M?' with yes: the product's other lines move to this price-by unit. */
  confirmPriceByChange: z.optional(z.boolean()),
  /** The update call only: sets 'No substitutes for this line'; absent keeps it. */
  noSubstitutes: z.optional(z.boolean()),
});
export type CartLinePayload = z.infer<typeof CartLinePayload>;

/** POST /api/cart/lines and /api/cart/validate: { lines } (a bare array of lines is accepted too). */
export const CartLinesRequest = z.union([
  z.object({
    lines: z.array(CartLinePayload).check(z.minLength(1), z.maxLength(1000)),
    /** Applies confirmPriceByChange to every line. */
    confirmPriceByChange: z.optional(z.boolean()),
  }),
  z.array(CartLinePayload).check(z.minLength(1), z.maxLength(1000)),
]);
export type CartLinesRequest = z.infer<typeof CartLinesRequest>;

export const CART_LINE_ERROR_CODES = [
  'ProductUnavailable',
  'NoSellBy',
  'InvalidUnit',
  'InvalidPriceUnit',
  'InvalidQuantity',
  'PriceNotAllowed',
  'NoPrice',
  /** The product is in the cart with another price-by unit: ask 'Change Price By U/M?' and resend with confirmPriceByChange. */
  'PriceByChange',
] as const;
export type CartLineErrorCode = (typeof CART_LINE_ERROR_CODES)[number];

/** A line the server refused (spec 1 §3 line error response). */
export const CartLineError = z.object({
  cartLineItem: CartLinePayload,
  isSuccess: z.literal(false),
  /** The first of `errors`. */
  message: z.string(),
  errors: z.array(z.string()),
  code: z.enum(CART_LINE_ERROR_CODES),
  /** Up to 3 available substitutes when the line's product cannot be filled (the server always sends it; [] for none). */
  substitutes: z.optional(z.array(SubstituteOffer)),
});
export type CartLineError = z.infer<typeof CartLineError>;

/**
 * Answer of POST /api/cart/line, /lines, /line/{id} and /validate (spec 1 §3 add-lines response).
 * 200 when every line passed; 409 when any was refused, with the refused ones in `errors`.
 * /lines adds the good lines even when others are refused: productsAdded counts them.
 */
export const CartWriteResult = z.object({
  isSuccess: z.boolean(),
  message: z.string(),
  data: z.object({
    /** Lines of the request that were added (or, for /validate, would be). */
    productsAdded: z.int(),
    /** Cart lines written by this call, merged and re-priced ones included; empty for /validate. */
    lines: z.array(CartLine),
  }),
  /** Notices such as a quantity rounded to the sell-by multiple. */
  messages: z.array(z.string()),
  errors: z.array(CartLineError),
  errorCode: z.optional(z.int()),
  errorReason: z.optional(z.string()),
});
export type CartWriteResult = z.infer<typeof CartWriteResult>;

export const CartLineParams = z.object({
  id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)),
});

/** POST /api/cart/line/{id}/substitute: replaces the line with one of its offered substitutes. */
export const SubstituteLineRequest = z.object({ productKey: IdIn });
export type SubstituteLineRequest = z.infer<typeof SubstituteLineRequest>;

/**
 * POST /api/cart/header. Absent fields are left as they are; null clears a
 * nullable one. customerPo is also accepted under its legacy name customer_PO.
 */
export const CartHeaderUpdate = z.object({
  customerShipToCode: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  customerPo: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  customer_PO: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  specialInstruction1: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
  specialInstruction2: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
  notes: z.optional(z.nullable(z.string().check(z.maxLength(10_000)))),
  deliveryDate: z.optional(z.nullable(z.string().check(z.maxLength(30)))),
  addressId: z.optional(z.nullable(IdIn)),
});
export type CartHeaderUpdate = z.infer<typeof CartHeaderUpdate>;

/** Spec 2 §7 update cart header: nothing is saved when isValid is false. */
export const CartHeaderResult = z.object({ isValid: z.boolean(), message: z.string() });
export type CartHeaderResult = z.infer<typeof CartHeaderResult>;
