import { z } from 'zod';

/** Spec 2 §3 delivery address: a consumer's own address book. */
export const DeliveryAddress = z.object({
  id: z.number().int(),
  key: z.number().int(),
  isPrimary: z.boolean(),
  name: z.string(),
  display: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  county: z.string(),
  contact: z.string(),
  phone: z.string(),
  deliveryTime: z.string(),
  /** The zip zone's minimum order, 2 decimals ("0.00" when none). */
  minimumOrderAmount: z.string(),
  /** false when the zip is outside every zone we deliver to (zipCodeRestrictionFlag). */
  isValidZipCode: z.boolean(),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;

/** GET /api/address: the signed-in consumer's addresses, primary first. */
export const DeliveryAddressList = z.array(DeliveryAddress);
