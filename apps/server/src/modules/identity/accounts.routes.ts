import {
  AccountResult,
  ConsumerSignUp,
  ErrorBody,
  HumanCheckChallenge,
  MessageResult,
  PasswordChange,
  PasswordOptionsBody,
  PasswordReset,
  PasswordResetRequest,
  PasswordUserType,
  PasswordUserTypeRequest,
  ResendVerification,
  VerifyQuery,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInPrincipal } from '../../platform/auth/principal';
import { humanCheckChallenge } from './human-check.service';
import { changePassword } from './password-change.service';
import { passwordOptions, savePasswordOptions } from './password-options.service';
import { requestPasswordReset, resetPassword, resetUserType } from './password-reset.service';
import { signUp, verifyEmail } from './sign-up.service';
import { resendVerification } from './verification-resend.service';

// A refused sign-up or reset request answers the AccountResult shape with errorCode and errorReason.
const AccountFailure = z.union([
  z.object({ ...AccountResult.shape, errorCode: z.number().int(), errorReason: z.string() }),
  ErrorBody,
]);

/** Sign-up, e-mail verification, password reset and change, password options and the human check (spec 3 §7). */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  // Signed-out screens (sign-in dialogs, /verifyemail, /changepassword) are on no menu entry.
  const signedOut = { access: { access: 'anonymous', menu: null } } as const;
  const tags = ['accounts'];

  r.get(
    '/api/humancheck/challenge',
    { config: signedOut, schema: { tags, response: { 200: HumanCheckChallenge } } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return humanCheckChallenge(ctx);
    },
  );

  r.post(
    '/api/consumer/signup',
    {
      config: signedOut,
      schema: { tags, body: ConsumerSignUp, response: { 200: AccountResult, 400: AccountFailure, 403: ErrorBody } },
    },
    async (req) => signUp(ctx, req.body, req.ip),
  );
  r.get(
    '/api/consumer/verify',
    { config: signedOut, schema: { tags, querystring: VerifyQuery, response: { 200: MessageResult, 400: ErrorBody } } },
    async (req) => verifyEmail(ctx, req.query.t),
  );
  r.post(
    '/api/consumer/resend',
    { config: signedOut, schema: { tags, body: ResendVerification, response: { 200: MessageResult, 400: ErrorBody } } },
    async (req) => resendVerification(ctx, req.body, req.ip),
  );

  r.post(
    '/api/password/requestreset',
    {
      config: signedOut,
      schema: { tags, body: PasswordResetRequest, response: { 200: AccountResult, 400: AccountFailure } },
    },
    async (req) => requestPasswordReset(ctx, req.body.emailOrUsername, req.body.verifyToken, req.ip),
  );
  r.post(
    '/api/password/userType',
    {
      config: signedOut,
      schema: { tags, body: PasswordUserTypeRequest, response: { 200: PasswordUserType, 400: ErrorBody } },
    },
    async (req) => resetUserType(ctx, req.body.token),
  );
  r.post(
    '/api/password/reset',
    { config: signedOut, schema: { tags, body: PasswordReset, response: { 200: MessageResult, 400: ErrorBody } } },
    async (req) => resetPassword(ctx, req.body),
  );
  r.post(
    '/api/password',
    // The Change Password card of /settings, which is on no menu entry.
    {
      config: { access: { access: 'user', menu: null, punchout: 'refused' } },
      schema: { tags, body: PasswordChange, response: { 200: MessageResult, 400: ErrorBody, 403: ErrorBody } },
    },
    async (req) => changePassword(ctx, signedInPrincipal(req), req.body),
  );

  r.get(
    '/api/admin/passwordOptions',
    // Read by the sign-up dialog and the password forms, signed out or in: public by the spec's own table (spec 3 §7,
    // 'GET /api/admin/passwordOptions (anonymous)') despite its /api/admin prefix. It tells only the password rules.
    {
      config: signedOut,
      schema: {
        tags,
        description:
          'Public (no sign-in), as the spec names it: the password rules a new password must meet, read by sign-up and the password forms. Saving them (POST) is for administrators.',
        response: { 200: PasswordOptionsBody },
      },
    },
    async () => passwordOptions(ctx.db),
  );
  r.post(
    '/api/admin/passwordOptions',
    {
      config: { access: { access: 'admin', menu: 'AdminPanel', punchout: 'refused' } },
      schema: { tags, body: PasswordOptionsBody, response: { 200: MessageResult } },
    },
    async (req) => savePasswordOptions(ctx.db, req.body),
  );
}
