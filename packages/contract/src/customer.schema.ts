import { z } from 'zod/mini';

export const ShipTo = z.object({
  code: z.string(),
  name: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type ShipTo = z.infer<typeof ShipTo>;

/** GET /api/customer: the customer named by the X-Customer-Key header (spec 1 §3). */
export const Customer = z.object({
  customerKey: z.int(),
  customerCode: z.string(),
  name: z.string(),
  defaultShipto: z.nullable(z.string()),
  defaultPO: z.string(),
  requiredPO: z.boolean(),
  shiptos: z.array(ShipTo),
});
export type Customer = z.infer<typeof Customer>;

/** GET /api/customer/list?search=: the customers this user may act for (spec 2 §3). */
export const CustomerListQuery = z.object({ search: z.optional(z.string().check(z.maxLength(100))) });
export const CustomerListItem = z.object({
  customerKey: z.int(),
  customerCode: z.string(),
  name: z.string(),
});
export const CustomerList = z.array(CustomerListItem);
export type CustomerListItem = z.infer<typeof CustomerListItem>;
