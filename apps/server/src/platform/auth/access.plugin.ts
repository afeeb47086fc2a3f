import { CUSTOMER_KEY_HEADER, SHIP_METHOD_HEADER } from '@storefront/contract';
import { isEntryUsable } from '@storefront/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createMenuSource } from '../../modules/menu/menu.service';
import { readSiteValues } from '../../modules/settings/settings.repository';
import { cacheVersionsOfRow } from '../cache/cache-versions.repository';
import { primeRequestCacheVersions } from '../cache/request-versions';
import { forbidden, unauthorized } from '../http/http-error';
import { resolveActingFor } from './acting-for';
import { type Principal, userTypeOf } from './principal';
import { bearerToken, hashSessionToken } from './session-token';
import { findSessionByHash, touchSession } from './session.repository';

// Writing last_seen_at on every call would turn reads into writes; a minute's slack is plenty for idle expiry.
const TOUCH_EVERY_MS = 60_000;

async function resolvePrincipal(app: FastifyInstance, request: FastifyRequest): Promise<Principal | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = bearerToken(header);
  if (!token) throw unauthorized();
  const { db, config, now } = app.ctx;
  const row = await findSessionByHash(db, hashSessionToken(token));
  if (row) primeRequestCacheVersions(request, cacheVersionsOfRow(row));
  const at = now();
  if (!row || row.revoked_at !== null || row.disabled === 1) throw unauthorized();
  if (at >= row.expires_at || at - row.last_seen_at >= config.session.idleMs) throw unauthorized();
  if (at - row.last_seen_at > TOUCH_EVERY_MS) await touchSession(db, row.sessionId, at);
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    username: row.username,
    name: row.name,
    email: row.email,
    kind: row.kind,
    userType: userTypeOf(row.kind),
    isAdmin: row.is_admin === 1,
    customerId: row.customer_id,
    isPunchout: row.is_punchout === 1,
    punchoutCustomerId: row.punchout_customer_id,
    ownCustomer: row.ownCustomerId === null ? null : { id: row.ownCustomerId, priceLevel: row.ownPriceLevel },
  };
}

/**
 * Authenticates the bearer token of every /api call, then applies the route's
 * declared access: who may call it, which menu entry it needs, and which
 * customer it acts for. A route without a declaration is refused.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('principal', null);
  app.decorateRequest('acting', null);
  app.decorate('menuOf', createMenuSource(app.ctx.db));

  // The OpenAPI browser's own routes are public documentation.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: { access: 'anonymous' } };
  });

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const access = request.routeOptions.config?.access;
    // The token endpoint takes credentials, not a session: a stale header must not block signing in.
    if (access?.access === 'anonymous' && request.url.startsWith('/api/token') && request.method === 'POST') return;
    request.principal = await resolvePrincipal(app, request);
  });

  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api/') || request.is404) return;
    const access = request.routeOptions.config?.access;
    if (!access) throw forbidden('This call declares no access rule');
    const { db } = app.ctx;
    const principal = request.principal;

    if (access.access === 'user' && !principal) throw unauthorized('Sign in required');
    if (access.access === 'admin') {
      if (!principal) throw unauthorized('Sign in required');
      if (!principal.isAdmin) throw forbidden();
    }
    if (access.access === 'guest' && !principal) {
      const site = await readSiteValues(db);
      if (!site.allowGuest) throw unauthorized('Sign in required');
    }
    if (access.menu) {
      const wanted = typeof access.menu === 'string' ? [access.menu] : access.menu;
      const menu = await app.menuOf(request);
      if (!wanted.some((key) => isEntryUsable(menu, key))) throw forbidden();
    }
    if (access.customer) {
      request.acting = await resolveActingFor(
        db,
        principal,
        { customerKey: request.headers[CUSTOMER_KEY_HEADER], shipMethod: request.headers[SHIP_METHOD_HEADER] },
        access.customer === 'required',
      );
    }
  });
});
