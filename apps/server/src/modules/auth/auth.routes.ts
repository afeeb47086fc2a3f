import { TokenError as TokenErrorBody, TokenRequest, TokenResponse, User } from '@storefront/contract';
import { CLIENT_ID } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInPrincipal } from '../../platform/auth/principal';
import { signIn, signOut, TokenError, toUser } from './auth.service';

/** Spec 1 §8: the words of every refused punchout code, whatever the cause (the log has the cause). */
export const CODE_REJECTED = 'Authorization code rejected';

export interface AuthRoutesOptions {
  /** grant_type=authorization_code: the punchout module exchanges its codes (auth does not import it). */
  exchangeCode: (
    ctx: AppContext,
    input: { code: string; clientId: string | undefined; redirectUri: string | undefined },
  ) => Promise<{ ok: true; token: TokenResponse } | { ok: false; why: string }>;
}

export async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.post(
    '/api/token',
    {
      // Signing in comes before any menu: on no entry.
      config: { access: { access: 'anonymous', menu: null } },
      // Parsed in the handler so that a bad form gets the OAuth error shape, not the generic one.
      schema: {
        tags: ['auth'],
        consumes: ['application/x-www-form-urlencoded'],
        body: z.record(z.string(), z.unknown()),
        response: {
          200: TokenResponse,
          400: TokenErrorBody,
          401: TokenErrorBody,
          429: TokenErrorBody,
          503: TokenErrorBody,
        },
      },
    },
    async (req, reply) => {
      const parsed = TokenRequest.safeParse(req.body);
      if (!parsed.success) {
        return reply.code(400).send({ error: 'invalid_request', error_description: 'Bad Request' });
      }
      const body = parsed.data;
      try {
        if (body.grant_type === 'authorization_code') {
          const exchanged = await opts.exchangeCode(ctx, {
            code: body.code,
            clientId: body.client_id,
            redirectUri: body.redirect_uri,
          });
          if (exchanged.ok) return exchanged.token;
          req.log.warn(
            { security: 'punchout-code-refused', ip: req.ip, cause: exchanged.why },
            'punchout code refused',
          );
          return reply.code(401).send({ error: 'invalid_grant', error_description: CODE_REJECTED });
        }
        if (body.client_id !== CLIENT_ID) {
          return reply.code(400).send({ error: 'invalid_client', error_description: 'Bad Request' });
        }
        if (!body.username || !body.password) {
          return reply.code(400).send({ error: 'invalid_request', error_description: 'Bad Request' });
        }
        return await signIn(ctx, body.username, body.password, req.ip, req.log);
      } catch (err) {
        if (!(err instanceof TokenError)) throw err;
        if (err.retryAfterSeconds) reply.header('Retry-After', String(err.retryAfterSeconds));
        return reply.code(err.statusCode as 401 | 429 | 503).send({ error: err.error, error_description: err.reason });
      }
    },
  );

  r.delete(
    '/api/token',
    { config: { access: { access: 'user', menu: null } }, schema: { tags: ['auth'] } },
    async (req, reply) => {
      await signOut(ctx, signedInPrincipal(req));
      return reply.code(204).send();
    },
  );

  r.get(
    '/api/user',
    { config: { access: { access: 'user', menu: null } }, schema: { tags: ['auth'], response: { 200: User } } },
    async (req) => toUser(signedInPrincipal(req)),
  );
}
