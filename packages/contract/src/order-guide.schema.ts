import { z } from 'zod/mini';
import { isCalendarDate } from '@storefront/domain';
import { DecimalIn, IdIn, MAX_INT_ID } from './common.schema';

/** Spec 1 §9: the system guide every customer has; it cannot be edited or deleted. */
export const STANDARD_ORDER_GUIDE = 'Standard';
/** Spec 1 §5 and §9. */
export const ORDER_GUIDE_NAME_MAX = 12;

/** Spec 1 §5: required, at most 12 characters. */
export const OrderGuideName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Order Guide Name cannot be blank.'),
    z.maxLength(ORDER_GUIDE_NAME_MAX, `Order Guide Name can be at most ${ORDER_GUIDE_NAME_MAX} characters.`),
  );

/** Issue 32: ISO delivery weekday, 1 = Monday ... 7 = Sunday. */
const ParWeekday = z.int().check(z.minimum(1), z.maximum(7));

/**
 * Issue 32: a line's par level for the ship-to the request acts on: `quantity` of one of the
 * product's sell-by units, or on the delivery weekdays `byWeekday` names, that day's quantity.
 */
export const ParLevel = z.object({
  unitOfMeasure: z.string(),
  quantity: z.number(),
  byWeekday: z.array(z.object({ weekday: ParWeekday, quantity: z.number() })),
});
export type ParLevel = z.infer<typeof ParLevel>;

/** A par level as PATCH /api/orderguide/{key} takes it (quantities 0 or more, 2 decimals; each weekday once). */
export const ParLevelIn = z.object({
  unitOfMeasure: z.string().check(z.minLength(1), z.maxLength(20)),
  quantity: DecimalIn,
  byWeekday: z.optional(z.array(z.object({ weekday: ParWeekday, quantity: DecimalIn })).check(z.maxLength(7))),
});
export type ParLevelIn = z.infer<typeof ParLevelIn>;

/**
 * One product of a guide (spec 1 §3). Quantities travel as JSON numbers with at most
 * 2 decimals, as the product's defaultQuantity does.
 */
export const OrderGuideProduct = z.object({
  productKey: z.int(),
  orderQuantity: z.number(),
  /** A sell-by unit of the product. */
  unitOfMeasure: z.string(),
  sequence: z.int(),
  /** Issue 32: the par level for the acting ship-to; null (or absent) when the line has none. */
  parLevel: z.optional(z.nullable(ParLevel)),
});
export type OrderGuideProduct = z.infer<typeof OrderGuideProduct>;

/**
 * A product line of a guide patch (spec 1 §4 order guide editing): removed products
 * carry isDelete true, new or changed ones sequence -1. The PATCH call itself comes
 * with the order guide page.
 */
export const OrderGuideProductPatch = z.extend(OrderGuideProduct, { isDelete: z.optional(z.boolean()) });
export type OrderGuideProductPatch = z.infer<typeof OrderGuideProductPatch>;

/** Spec 1 §3 order guide, with only the products that are visible (spec 1 §5), in sequence order. */
export const OrderGuide = z.object({
  name: z.string(),
  /** The customer's primary guide: the system guide 'Standard'. */
  isPrimary: z.boolean(),
  /** The system guide: it cannot be edited or deleted. */
  isReadOnly: z.boolean(),
  products: z.array(OrderGuideProduct),
});
export type OrderGuide = z.infer<typeof OrderGuide>;

/**
 * GET /api/orderguide: the acting customer's guides, 'Standard' first, then by name.
 * A caller that acts for no trade customer (a consumer) has none.
 */
export const OrderGuideList = z.array(OrderGuide);
export type OrderGuideList = z.infer<typeof OrderGuideList>;

/** At most this many products in one guide (and so in one create or patch call). */
export const ORDER_GUIDE_MAX_PRODUCTS = 1000;

/** The {key} of /api/orderguide/{key}: the guide's name. */
export const OrderGuideParams = z.object({ key: OrderGuideName });
export type OrderGuideParams = z.infer<typeof OrderGuideParams>;

/** Spec 2 §8 order guide line payload: a sell-by unit of the product and a quantity in it (2 decimals, 0 or more). */
export const OrderGuideLinePayload = z.object({
  productKey: IdIn,
  orderQuantity: DecimalIn,
  unitOfMeasure: z.string().check(z.minLength(1), z.maxLength(20)),
});
export type OrderGuideLinePayload = z.infer<typeof OrderGuideLinePayload>;

/** POST /api/orderguide/{key}: create the guide named {key} with these lines, in this order. */
export const CreateOrderGuideRequest = z.object({
  products: z.array(OrderGuideLinePayload).check(z.maxLength(ORDER_GUIDE_MAX_PRODUCTS)),
});
export type CreateOrderGuideRequest = z.infer<typeof CreateOrderGuideRequest>;

/**
 * PATCH /api/orderguide/{key} (spec 1 §4 order guide editing): isDelete removes a product;
 * any other line adds or changes it, at `sequence`, or at the end when sequence is -1.
 * `name` renames the guide (never Standard).
 */
export const PatchOrderGuideRequest = z.object({
  name: z.optional(OrderGuideName),
  products: z
    .array(
      z.extend(OrderGuideLinePayload, {
        sequence: z.optional(z.int().check(z.minimum(-1), z.maximum(MAX_INT_ID))),
        isDelete: z.optional(z.boolean()),
        /** Issue 32: the par for the acting ship-to; absent keeps the line's par, null clears it. */
        parLevel: z.optional(z.nullable(ParLevelIn)),
      }),
    )
    .check(z.maxLength(ORDER_GUIDE_MAX_PRODUCTS)),
});
export type PatchOrderGuideRequest = z.infer<typeof PatchOrderGuideRequest>;

/** POST /api/orderguide/{key}/copy: a new guide of this name holding the products of {key}. */
export const CopyOrderGuideRequest = z.object({ name: OrderGuideName });
export type CopyOrderGuideRequest = z.infer<typeof CopyOrderGuideRequest>;

/** Issue 32: at most this many earlier counts are answered, newest first. */
export const ORDER_GUIDE_COUNTS_SHOWN = 5;

/** One counted line: what is on hand, in a sell-by unit of the product (usually the par's). */
export const OrderGuideCountLineIn = z.object({
  productKey: IdIn,
  onHand: DecimalIn,
  unitOfMeasure: z.string().check(z.minLength(1), z.maxLength(20)),
});
export type OrderGuideCountLineIn = z.infer<typeof OrderGuideCountLineIn>;

/** POST /api/orderguide/{key}/counts: today's count of the guide for the acting ship-to (a second one today replaces it). */
export const SaveOrderGuideCountRequest = z.object({
  lines: z.array(OrderGuideCountLineIn).check(z.maxLength(ORDER_GUIDE_MAX_PRODUCTS)),
});
export type SaveOrderGuideCountRequest = z.infer<typeof SaveOrderGuideCountRequest>;

export const OrderGuideCount = z.object({
  /** YYYY-MM-DD, the site's date when it was counted. */
  countDate: z.string().check(z.refine(isCalendarDate, 'must be a date YYYY-MM-DD')),
  lines: z.array(z.object({ productKey: z.int(), onHand: z.number(), unitOfMeasure: z.string() })),
});
export type OrderGuideCount = z.infer<typeof OrderGuideCount>;

/**
 * GET /api/orderguide/{key}/counts (and the POST's answer): the guide's latest counts for the
 * acting ship-to, newest first, with what the page needs to suggest par − on hand.
 */
export const OrderGuideCounts = z.object({
  counts: z.array(OrderGuideCount),
  /** The ship-to the pars and counts belong to; null for an account without ship-tos (a consumer). */
  shipToCode: z.nullable(z.string()),
  /** The cart's delivery date: its weekday picks a weekday par. Null when none is chosen yet. */
  deliveryDate: z.nullable(z.string()),
  /** The site's parRoundUpShare: a remainder of at least this share of a unit orders one more. */
  roundUpShare: z.number(),
});
export type OrderGuideCounts = z.infer<typeof OrderGuideCounts>;
