import { z } from 'zod/mini';
import { SUBSTITUTION_PREFERENCES } from '@storefront/domain';

/**
 * Substitutions (issue 31): the substitutes a product names, maintained by administrators on /admin, and the
 * substitution preference of the customer a session acts for (or of a consumer).
 */

/** A product as the substitutes card shows it. */
export const SubstituteListProduct = z.object({
  productKey: z.int(),
  productCode: z.string(),
  description: z.string(),
  /** Inactive products may be named; they are never offered. */
  isActive: z.boolean(),
});
export type SubstituteListProduct = z.infer<typeof SubstituteListProduct>;

/** GET /api/admin/substitutes?productCode= and GET/PUT /api/admin/products/{productKey}/substitutes. */
export const ProductSubstitutes = z.object({
  product: SubstituteListProduct,
  /** In the order they are offered. */
  substitutes: z.array(SubstituteListProduct),
});
export type ProductSubstitutes = z.infer<typeof ProductSubstitutes>;

export const ProductSubstitutesQuery = z.object({
  productCode: z.string().check(z.minLength(1), z.maxLength(40)),
});

/**
 * PUT /api/admin/products/{productKey}/substitutes: the full ordered list ([] removes them all). More than
 * MAX_SUBSTITUTES is refused by the domain's rule, in its words; this bound only keeps a body small.
 */
export const SaveProductSubstitutes = z.object({
  productCodes: z.array(z.string().check(z.maxLength(40))).check(z.maxLength(100)),
});
export type SaveProductSubstitutes = z.infer<typeof SaveProductSubstitutes>;

export const SubstitutionPreferenceValue = z.enum(SUBSTITUTION_PREFERENCES);

/** GET /api/preferences/substitutions: whose preference the session sets, and its value. */
export const SubstitutionPreferenceAnswer = z.object({
  preference: SubstitutionPreferenceValue,
  /** customer: the acting customer's, shared by its buyers and salespeople; consumer: the consumer's own. */
  appliesTo: z.enum(['customer', 'consumer']),
  /** The customer's name, or '' for a consumer. */
  customerName: z.string(),
});
export type SubstitutionPreferenceAnswer = z.infer<typeof SubstitutionPreferenceAnswer>;

/** PUT /api/preferences/substitutions. */
export const SubstitutionPreferenceInput = z.object({ preference: SubstitutionPreferenceValue });
export type SubstitutionPreferenceInput = z.infer<typeof SubstitutionPreferenceInput>;
