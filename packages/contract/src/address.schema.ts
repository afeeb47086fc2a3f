import { z } from 'zod/mini';

/** Spec 2 §3 delivery address: a consumer's own address book. */
export const DeliveryAddress = z.object({
  id: z.int(),
  key: z.int(),
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
  display: z.string().check(z.maxLength(100)),
  name: z.string().check(z.maxLength(100)),
  address1: z._default(z.string().check(z.maxLength(100)), ''),
  address2: z._default(z.string().check(z.maxLength(100)), ''),
  city: z._default(z.string().check(z.maxLength(100)), ''),
  state: z._default(z.string().check(z.maxLength(10)), ''),
  zip: z.string().check(z.maxLength(20)),
  contact: z._default(z.string().check(z.maxLength(100)), ''),
  phone: z._default(z.string().check(z.maxLength(40)), ''),
  deliveryTime: z._default(z.string().check(z.maxLength(100)), ''),
});
export type DeliveryAddressInput = z.input<typeof DeliveryAddressInput>;

export const AddressIdParams = z.object({
  id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)),
});

/** POST /api/address/invalid: an address the page found undeliverable, for the distributor to follow up. */
export const InvalidAddressReport = z.object({ id: z.int().check(z.minimum(1), z.maximum(2_147_483_647)) });
