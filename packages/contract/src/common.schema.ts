import { z } from 'zod';

/** Failed writes answer `errorCode` (the status) and `errorReason` (spec 1 §8, spec 3 §8). */
export const ErrorBody = z.object({
  errorCode: z.number().int(),
  errorReason: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Header names of the authenticated calls (spec 1 §7). */
export const CUSTOMER_KEY_HEADER = 'x-customer-key';
export const SHIP_METHOD_HEADER = 'x-ship-method';
