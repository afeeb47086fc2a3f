import { CUSTOMER_KEY_HEADER, SHIP_METHOD_HEADER } from '@storefront/contract';
import { DEFAULT_SUBSTITUTION_PREFERENCE, isEntryUsable } from '@storefront/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cacheVersionsOfRow } from '../cache/cache-versions.repository';
import { primeRequestCacheVersions } from '../cache/request-versions';
import { forbidden, HttpError, unauthorized } from '../http/http-error';
import { resolveActingFor } from './acting-for';
import { type Principal, type RouteAccess, userTypeOf } from './principal';
import { PASSWORD_CHANGED, PASSWORD_CHANGED_REASON } from './session-end';
import { bearerToken, hashSessionToken } from './session-token';
import { findSessionByHash, touchSession } from './session.repository';

/** The words of a write refused to an inspect punchout session. */
export const PUNCHOUT_READ_ONLY = 'This cart can only be returned to your procurement system.';

// Writing last_seen_at on every call would turn reads into writes, so it is refreshed at most once a
// minute. The stored time lags the last call by up to that interval, so the interval must stay well
// inside the idle window (a quarter of it): with a 1-minute window a once-a-minute refresh let an active
// user's last_seen_at age past the window and sign them out.
const TOUCH_EVERY_MS = 60_000;
const touchEveryMs = (idleMs: number): number => Math.min(TOUCH_EVERY_MS, Math.floor(idleMs / 4));

async function resolvePrincipal(app: FastifyInstance, request: FastifyRequest): Promise<Principal | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = bearerToken(header);
  if (!token) throw unauthorized();
  const { db, config, now } = app.ctx;
  const row = await findSessionByHash(db, hashSessionToken(token));
  if (row) primeRequestCacheVersions(request, cacheVersionsOfRow(row));
  const at = now();
  if (row && row.revoked_at !== null && row.end_reason === PASSWORD_CHANGED)
    throw unauthorized(PASSWORD_CHANGED_REASON);
  if (!row || row.revoked_at !== null || row.disabled === 1) throw unauthorized();
  if (at >= row.expires_at || at - row.last_seen_at >= config.session.idleMs) throw unauthorized();
  if (at - row.last_seen_at >= touchEveryMs(config.session.idleMs)) await touchSession(db, row.sessionId, at);
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
    punchoutSessionId: row.punchout_session_id,
    punchoutReadOnly: row.punchoutOperation === 'inspect',
    ownCustomer:
      row.ownCustomerId === null
        ? null
        : {
            id: row.ownCustomerId,
            priceLevel: row.ownPriceLevel,
            terms: {
              id: row.ownCustomerId,
              name: row.ownCustomerName ?? '',
              required_po: row.ownRequiredPo ?? 0,
              default_po: row.ownDefaultPo ?? '',
              default_shipto_code: row.ownDefaultShipToCode,
              substitution_preference: row.ownSubstitutionPreference ?? DEFAULT_SUBSTITUTION_PREFERENCE,
            },
          },
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

  const table: DeclaredRoute[] = [];
  routeTables.set(app, table);
  app.addHook('onRoute', (route) => {
    // The OpenAPI browser's own routes are public documentation, on no menu entry.
    if (route.url.startsWith('/api/docs'))
      route.config = { ...route.config, access: { access: 'anonymous', menu: null } };
    // Caught at start-up rather than by a 403 in production: every call names its menu entry (or null).
    const access = route.config?.access;
    if (route.url.startsWith('/api/') && (!access || access.menu === undefined)) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} declares no access rule with its menu entry (config.access.menu, null for none)`,
      );
    }
    if (!access) return;
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method !== 'HEAD') table.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const access = request.routeOptions.config?.access;
    // The token endpoint takes credentials, not a session: a stale header must not block signing in.
    if (access?.access === 'anonymous' && request.url.startsWith('/api/token') && request.method === 'POST') return;
    request.principal = await logRefusal(request, resolvePrincipal(app, request));
  });

  // Before the body is validated: a caller the route refuses learns nothing from its schema errors.
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/') || request.is404) return;
    await logRefusal(request, admit(app, request));
  });
});

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}
const routeTables = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** Every route with a declared access rule, as registered (HEAD twins left out): the role x route matrix reads it. */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  return routeTables.get(app) ?? [];
}

/** A security log line for each 401/403 of the access rules: route, user and reason, never the token. */
async function logRefusal<T>(request: FastifyRequest, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof HttpError && (err.statusCode === 401 || err.statusCode === 403)) {
      request.log.warn(
        {
          security: 'access-refused',
          status: err.statusCode,
          method: request.method,
          route: request.routeOptions.url,
          userId: request.principal?.userId ?? null,
          ip: request.ip,
          reason: err.reason,
        },
        'access refused',
      );
    }
    throw err;
  }
}

/** Applies the route's declared access to the request's principal; throws 401/403. */
async function admit(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const access = request.routeOptions.config?.access;
  if (!access) throw forbidden('This call declares no access rule');
  const { db, ports } = app.ctx;
  const principal = request.principal;

  if (access.access === 'user' && !principal) throw unauthorized('Sign in required');
  if (access.access === 'admin') {
    if (!principal) throw unauthorized('Sign in required');
    if (!principal.isAdmin) throw forbidden();
  }
  if (access.access === 'guest' && !principal && !(await ports.allowsGuests())) throw unauthorized('Sign in required');
  if (access.punchout === 'refused' && principal?.isPunchout)
    throw forbidden('This page is not part of a punchout session.');
  if (access.punchout === 'only' && !principal?.isPunchout)
    throw forbidden('Only a punchout session transfers its cart.');
  // An inspect session reads and hands back; it never writes (its one write is the transfer, a punchout-only call).
  if (
    principal?.punchoutReadOnly &&
    request.method !== 'GET' &&
    !access.readsOnly &&
    access.punchout !== 'only' &&
    !request.url.startsWith('/api/token')
  ) {
    throw forbidden(PUNCHOUT_READ_ONLY);
  }
  if (access.menu) {
    const wanted = typeof access.menu === 'string' ? [access.menu] : access.menu;
    const menu = await ports.menuOf(request);
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
}
