import { z } from 'zod/mini';

/** Failed writes answer `errorCode` (the status) and `errorReason` (spec 1 §8, spec 3 §8). */
export const ErrorBody = z.object({
  errorCode: z.int(),
  errorReason: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Header names of the authenticated calls (spec 1 §7). */
export const CUSTOMER_KEY_HEADER = 'x-customer-key';
export const SHIP_METHOD_HEADER = 'x-ship-method';

/** The largest value of an `integer` column (ids and keys): anything above is refused, not sent to the database. */
export const MAX_INT_ID = 2_147_483_647;
const PLAIN_DECIMAL = /^-?(?=\.?\d)\d{0,10}(\.\d+)?$/;
const PLAIN_MESSAGE = 'must be a plain decimal number with at most 10 digits before the point';

/** An id or key in a request body. */
export const IdIn = z.int().check(z.minimum(1), z.maximum(MAX_INT_ID));

/**
 * A decimal as a request may send it: a JSON number or a string, in plain notation only (no
 * hex, binary, octal, underscores, exponents, Infinity, NaN or leading '+') with at most 10
 * digits before the point, so it fits numeric(14,4) (|x| < 10^10) and is refused rather than
 * clamped. A number is judged by its shortest text (1e-7 is refused). How many decimals a field
 * may have (quantities 2, prices 4) is the cart rules' to say, with the spec's message.
 */
export const DecimalIn = z.union([
  z.number().check(z.refine((n) => Number.isFinite(n) && PLAIN_DECIMAL.test(String(n)), PLAIN_MESSAGE)),
  z.string().check(z.maxLength(32), z.regex(PLAIN_DECIMAL, PLAIN_MESSAGE)),
]);
