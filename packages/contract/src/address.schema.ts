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

/** POST /api/address and PUT /api/address/{id}: bounds only; the field rules (spec 2 §5) answer with the spec's words. */
export const DeliveryAddressInput = z.object({
  display: z.string().max(100),
  name: z.string().max(100),
  address1: z.string().max(100).default(''),
  address2: z.string().max(100).default(''),
  city: z.string().max(100).default(''),
  state: z.string().max(10).default(''),
  zip: z.string().max(20),
  contact: z.string().max(100).default(''),
  phone: z.string().max(40).default(''),
  deliveryTime: z.string().max(100).default(''),
});
export type DeliveryAddressInput = z.input<typeof DeliveryAddressInput>;

export const AddressIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** POST /api/address/invalid: an address the page found undeliverable, for the distributor to follow up. */
export const InvalidAddressReport = z.object({ id: z.number().int().min(1).max(2_147_483_647) });
