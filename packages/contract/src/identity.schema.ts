import { z } from 'zod/mini';
import { PAGE_LAYOUTS, PAGE_SORTS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH_FLOOR } from '@storefront/domain';

// Bounds only: the field rules (spec 3 §5) are the domain's and answer with the spec's words.
const Text = (max: number) => z.string().check(z.maxLength(max));
/** An ALTCHA payload: base64 of a small JSON document. */
const VerifyToken = z.string().check(z.maxLength(4000));
/** A mailed link's token: 32 random bytes, base64url. */
const LinkToken = z.string().check(z.minLength(1), z.maxLength(200));
const Password = Text(PASSWORD_MAX_LENGTH);

/** GET /api/humancheck/challenge: an ALTCHA challenge for the widget (signed, expiring). */
export const HumanCheckChallenge = z.object({
  parameters: z.record(z.string(), z.unknown()),
  signature: z.string(),
});
export type HumanCheckChallenge = z.infer<typeof HumanCheckChallenge>;

/** GET/POST /api/admin/passwordOptions (spec 3 §3). */
export const PasswordOptionsBody = z.object({
  minimumPasswordLength: z.int().check(z.minimum(PASSWORD_MIN_LENGTH_FLOOR), z.maximum(64)),
  limitPasswordLength: z.boolean(),
  requireLowercase: z.boolean(),
  requireUppercase: z.boolean(),
  requireNumber: z.boolean(),
  requireSpecialCharacter: z.boolean(),
});
export type PasswordOptionsBody = z.infer<typeof PasswordOptionsBody>;

/** A write that answers only the spec's success text. */
export const MessageResult = z.object({ message: z.string() });
export type MessageResult = z.infer<typeof MessageResult>;

/** POST /api/consumer/signup (anonymous). */
export const ConsumerSignUp = z.object({
  name: Text(200),
  email: Text(200),
  company: z._default(Text(200), ''),
  phone: z._default(Text(40), ''),
  password: Password,
  passwordConfirmation: Password,
  optIn: z._default(z.boolean(), false),
  verifyToken: VerifyToken,
});
export type ConsumerSignUp = z.input<typeof ConsumerSignUp>;

/** The answer of sign-up and the reset request: the spec's text, or the reasons it failed. */
export const AccountResult = z.object({
  isSuccess: z.boolean(),
  message: z.string(),
  errors: z.array(z.string()),
});
export type AccountResult = z.infer<typeof AccountResult>;

/** GET /api/consumer/verify?t= */
export const VerifyQuery = z.object({ t: LinkToken });

/** POST /api/consumer/resend (anonymous): a new verification link for an unverified account. */
export const ResendVerification = z.object({ email: Text(200), verifyToken: VerifyToken });
export type ResendVerification = z.infer<typeof ResendVerification>;

/** POST /api/password/requestreset (anonymous). */
export const PasswordResetRequest = z.object({ emailOrUsername: Text(200), verifyToken: VerifyToken });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** POST /api/password/reset (anonymous); spec 3 §4: a reset needs a passed human check. */
export const PasswordReset = z.object({
  password: Password,
  resetToken: LinkToken,
  verifyToken: VerifyToken,
  email: z.optional(Text(200)),
});
export type PasswordReset = z.infer<typeof PasswordReset>;

/** POST /api/password/userType: which sign-in the reset link's user has. */
export const PasswordUserTypeRequest = z.object({ token: LinkToken });
export const PasswordUserType = z.object({ isB2B: z.boolean() });
export type PasswordUserType = z.infer<typeof PasswordUserType>;

/** POST /api/password: the current password and the new one. */
export const PasswordChange = z.object({ password: Password, newPassword: Password });
export type PasswordChange = z.infer<typeof PasswordChange>;

/** GET/POST /api/consumer (spec 3 "User preferences"). */
export const ConsumerPreferences = z.object({
  company: Text(200),
  phone: Text(40),
  email: Text(200),
  emailOption: z.boolean(),
});
export type ConsumerPreferences = z.infer<typeof ConsumerPreferences>;

/** GET/POST /api/userPreferences/defaults: the user's own default layout and sort. */
export const UserDefaults = z.object({
  defaultPageLayout: z.enum(PAGE_LAYOUTS),
  defaultPageSortBy: z.enum(PAGE_SORTS),
});
export type UserDefaults = z.infer<typeof UserDefaults>;
