import type { RouteOptions } from 'fastify';
import type { RouteAccess } from '../platform/auth/principal';

/** What a route validates and answers: zod schemas as the route declared them (any part may be absent). */
export interface RouteSchemas {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  headers?: unknown;
  /** Status code (or '2xx', 'default') -> schema of the answer. */
  response?: Record<string, unknown>;
}

export interface RouteEntry {
  method: string;
  url: string;
  schema: RouteSchemas;
  access: RouteAccess | undefined;
  /** The route's own body size limit, when it sets one (bytes). */
  bodyLimit: number | undefined;
}

/**
 * Collects every route as the app registers it (pass `onRoute` to buildApp / createTestApp), one
 * entry per method, HEAD twins left out: a test walking `routes` covers a new route the day it lands.
 */
export function routeTable(): { routes: RouteEntry[]; onRoute: (route: RouteOptions) => void } {
  const routes: RouteEntry[] = [];
  return {
    routes,
    onRoute(route) {
      const config = route.config as { access?: RouteAccess } | undefined;
      for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
        if (method === 'HEAD') continue;
        routes.push({
          method,
          url: route.url,
          schema: (route.schema ?? {}) as RouteSchemas,
          access: config?.access,
          bodyLimit: route.bodyLimit,
        });
      }
    },
  };
}
