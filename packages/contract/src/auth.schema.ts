import { z } from 'zod';
import { USER_TYPES } from '@storefront/domain';

/** POST /api/token, form-encoded (spec 1 §7, spec 3 §7). */
export const TokenRequest = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    client_id: z.string().max(100),
    username: z.string().max(200),
    password: z.string().max(200),
  }),
  z.object({
    grant_type: z.literal('authorization_code'),
    client_id: z.string().max(100).optional(),
    redirect_uri: z.string().max(2000).optional(),
    code: z.string().max(500),
  }),
]);
export type TokenRequest = z.infer<typeof TokenRequest>;

export const TokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** OAuth-style failure; the sign-in page shows error_description. */
export const TokenError = z.object({
  error: z.string(),
  error_description: z.string(),
});
export type TokenError = z.infer<typeof TokenError>;

/** GET /api/user. */
export const User = z.object({
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  isSalesperson: z.boolean(),
  isAdmin: z.boolean(),
  userType: z.enum(USER_TYPES),
  /** The customer a customer user belongs to; 0 for consumers and salespeople. */
  customerKey: z.number().int(),
  isPunchout: z.boolean(),
});
export type User = z.infer<typeof User>;
