import { z } from 'zod/mini';
import { USER_TYPES } from '@storefront/domain';

/** POST /api/token, form-encoded (spec 1 §7, spec 3 §7). */
export const TokenRequest = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    client_id: z.string().check(z.maxLength(100)),
    username: z.string().check(z.maxLength(200)),
    password: z.string().check(z.maxLength(200)),
  }),
  z.object({
    grant_type: z.literal('authorization_code'),
    client_id: z.optional(z.string().check(z.maxLength(100))),
    redirect_uri: z.optional(z.string().check(z.maxLength(2000))),
    code: z.string().check(z.maxLength(500)),
  }),
]);
export type TokenRequest = z.infer<typeof TokenRequest>;

export const TokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.int(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** OAuth-style failure; the sign-in page shows error_description. */
export const TokenError = z.object({
  error: z.string(),
  error_description: z.string(),
});
export type TokenError = z.infer<typeof TokenError>;

/** The error_description of a consumer's right password before the e-mail is verified: the sign-in page offers to resend the link. */
export const UNVERIFIED_EMAIL_DESCRIPTION = 'Please verify your e-mail address before signing in';

/** GET /api/user. */
export const User = z.object({
  username: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  isSalesperson: z.boolean(),
  isAdmin: z.boolean(),
  userType: z.enum(USER_TYPES),
  /** The customer a customer user belongs to; 0 for consumers and salespeople. */
  customerKey: z.int(),
  isPunchout: z.boolean(),
  /** A punchout inspect session: the cart is shown read-only and can only be transferred back. */
  punchoutReadOnly: z.optional(z.boolean()),
});
export type User = z.infer<typeof User>;
