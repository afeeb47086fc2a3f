import { TokenError as TokenErrorBody, TokenRequest, TokenResponse, User } from '@storefront/contract';
import { CLIENT_ID } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInPrincipal } from '../../platform/auth/principal';
import { signIn, signOut, TokenError, toUser } from './auth.service';

export async function authRoutes(app: FastifyInstance): Promise<void> {
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
        response: { 200: TokenResponse, 400: TokenErrorBody, 401: TokenErrorBody, 429: TokenErrorBody, 503: TokenErrorBody },
      },
    },
    async (req, reply) => {
      const parsed = TokenRequest.safeParse(req.body);
      if (!parsed.success) {
        return reply.code(400).send({ error: 'invalid_request', error_description: 'Bad Request' });
      }
      const body = parsed.data;
      try {
        if (body.grant_type !== 'password') {
          // Punchout codes arrive with the punchout feature; until then no code is ever valid.
          return reply.code(401).send({ error: 'invalid_grant', error_description: 'Authorization code rejected' });
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

  r.delete('/api/token', { config: { access: { access: 'user', menu: null } }, schema: { tags: ['auth'] } }, async (req, reply) => {
    await signOut(ctx, signedInPrincipal(req));
    return reply.code(204).send();
  });

  r.get('/api/user', { config: { access: { access: 'user', menu: null } }, schema: { tags: ['auth'], response: { 200: User } } }, async (req) =>
    toUser(signedInPrincipal(req)),
  );
}
