import { z } from 'zod/mini';
import { isCalendarDate, MAX_STANDING_ORDER_LINES, STANDING_ORDER_NAME_MAX } from '@storefront/domain';
import { DecimalIn, IdIn, MAX_INT_ID } from './common.schema';

const CalendarDate = z.string().check(z.refine(isCalendarDate, 'must be a date YYYY-MM-DD'));

/** One line as a buyer sets it: a product, a quantity and one of its sell-by units. */
export const StandingOrderLineIn = z.object({
  productKey: IdIn,
  quantity: DecimalIn,
  unit: z.string().check(z.minLength(1), z.maxLength(20)),
});
export type StandingOrderLineIn = z.infer<typeof StandingOrderLineIn>;

/** What a standing order is: its name, ship-to, delivery weekdays (1 = Sunday .. 7 = Saturday), dates and state. */
const StandingOrderFields = {
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Name cannot be blank.'),
      z.maxLength(STANDING_ORDER_NAME_MAX, `Name can be at most ${STANDING_ORDER_NAME_MAX} characters.`),
    ),
  shipToCode: z.string().check(z.minLength(1), z.maxLength(20)),
  weekdays: z.array(z.int().check(z.minimum(1), z.maximum(7))).check(z.minLength(1), z.maxLength(7)),
  startDate: CalendarDate,
  endDate: z.nullable(CalendarDate),
  paused: z.boolean(),
};

/**
 * POST /api/standingorders: a new standing order with these lines, or the lines of the cart (fromCart) or of one of
 * the customer's orders (fromOrder, its number): exactly one of the three.
 */
export const CreateStandingOrderRequest = z.object({
  ...StandingOrderFields,
  lines: z.optional(z.array(StandingOrderLineIn).check(z.maxLength(MAX_STANDING_ORDER_LINES))),
  fromCart: z.optional(z.boolean()),
  fromOrder: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
});
export type CreateStandingOrderRequest = z.infer<typeof CreateStandingOrderRequest>;

/** PUT /api/standingorders/{id}: the whole standing order as it is to be (lines replace the old ones). */
export const UpdateStandingOrderRequest = z.object({
  ...StandingOrderFields,
  lines: z.array(StandingOrderLineIn).check(z.minLength(1), z.maxLength(MAX_STANDING_ORDER_LINES)),
});
export type UpdateStandingOrderRequest = z.infer<typeof UpdateStandingOrderRequest>;

export const StandingOrderParams = z.object({
  id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_INT_ID)),
});

export const StandingOrderLine = z.object({
  productKey: z.int(),
  productCode: z.string(),
  description: z.string(),
  /** Decimal text, 2 places. */
  quantity: z.string(),
  unit: z.string(),
  /** False when the product can no longer be ordered: the line is kept, reported, and left out of the orders. */
  available: z.boolean(),
});
export type StandingOrderLine = z.infer<typeof StandingOrderLine>;

/** The last delivery date the job acted on: the order it placed, or why it placed none. */
export const StandingOrderRun = z.object({
  deliveryDate: z.string(),
  orderNumber: z.nullable(z.string()),
  /** Lines left out, stock notices, or why no order was placed. */
  messages: z.array(z.string()),
});

export const StandingOrder = z.object({
  id: z.int(),
  ...StandingOrderFields,
  name: z.string(),
  shipToName: z.string(),
  lines: z.array(StandingOrderLine),
  /** The next delivery date it will place, and when ('Placed Tue 4:00 pm'); null when none (paused, ended). */
  nextDeliveryDate: z.nullable(z.string()),
  nextPlacement: z.nullable(z.string()),
  lastRun: z.nullable(StandingOrderRun),
});
export type StandingOrder = z.infer<typeof StandingOrder>;

/** GET /api/standingorders: the acting customer's standing orders, by name (at most MAX_STANDING_ORDERS). */
export const StandingOrderList = z.object({ standingOrders: z.array(StandingOrder) });
export type StandingOrderList = z.infer<typeof StandingOrderList>;
