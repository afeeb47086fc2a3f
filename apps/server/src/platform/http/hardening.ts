import helmet from '@fastify/helmet';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../../config';
import { watchEventLoopLag } from './event-loop-lag';
import { HttpError } from './http-error';

/** Bodies larger than this are refused with 413 unless a route sets its own bodyLimit (cart lines). */
const DEFAULT_BODY_LIMIT = 64 * 1024;
/** Seconds a shed caller is asked to wait. */
const SHED_RETRY_AFTER_SECONDS = 10;
/** How often the event loop's lag is read, and for how long one reading stands. */
const SAMPLE_WINDOW_MS = 250;
export const SHED_REASON = 'The server is busy. Please try again in a few seconds.';

/**
 * Timeouts of the HTTP server: a request (headers and body) must arrive within
 * requestTimeoutMs, headers within the same bound; Node checks open connections every
 * second, so a slow sender is closed at most a second after its deadline.
 */
export function serverTimeouts(config: Config): Pick<
  FastifyServerOptions,
  'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout' | 'bodyLimit'
> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  const ms = config.http.requestTimeoutMs;
  return {
    requestTimeout: ms,
    // An idle socket (no bytes either way) is dropped after this; must outlast the longest answer we compute.
    connectionTimeout: 120_000,
    // Above the 60 s idle timeout of common load balancers, so they close first.
    keepAliveTimeout: 65_000,
    bodyLimit: DEFAULT_BODY_LIMIT,
    http: { headersTimeout: ms, connectionsCheckingInterval: 1000 },
  };
}

/** The app's own policy: scripts only from our origin (no inline script); MUI/emotion inject style tags, hence 'unsafe-inline' for styles only. */
const APP_CSP = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'form-action': ["'self'"],
  // Nobody frames the app, except a punchout buyer's procurement system its pages (web-static.ts, appCspFor).
  'frame-ancestors': ["'none'"],
};

/**
 * The app's policy for a page a punchout may show: the sources allowed to frame it (punchout buyers' return origins;
 * none keeps 'none'), and where its forms may post besides the app itself (Transfer Cart posts the order message to
 * the buyer's return URL).
 */
export function appCspFor({
  frameAncestors,
  formActions,
}: {
  frameAncestors: readonly string[];
  formActions: readonly string[];
}): string {
  const directives: Record<string, readonly string[]> = {
    ...APP_CSP,
    'form-action': [...APP_CSP['form-action'], ...formActions],
    'frame-ancestors': frameAncestors.length > 0 ? frameAncestors : ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
/** A PDF opens in the browser's own viewer, which object-src 'none' would block; nothing else may load. */
const PDF_CSP =
  "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const carriesCustomerData = (access: { access: string; customer?: string } | undefined) =>
  !!access && (access.access === 'user' || access.access === 'admin' || access.customer === 'required');

/**
 * Security headers on every answer (pages, API, errors, 404, images, PDFs), the
 * no-store rule, and load shedding. Registered before the routes.
 */
export async function registerHardening(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: APP_CSP },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // The app is served over plain HTTP in development and tests; TLS ends at the proxy, which sets HSTS.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });

  /**
   * No API answer is kept by a browser or proxy unless its route chose caching (product
   * lists and categories revalidate, the logo name is public): a new route cannot
   * forget it. A route that needs a session or acts for a customer is never stored,
   * whatever it set.
   */
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.url;
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/pdf'))
      reply.header('Content-Security-Policy', PDF_CSP);
    if (!url.startsWith('/api/') && !url.startsWith('/doc/')) return payload;
    const current = reply.getHeader('cache-control');
    if (
      current === undefined ||
      (carriesCustomerData(request.routeOptions.config?.access) && !String(current).includes('no-store'))
    ) {
      reply.header('Cache-Control', 'private, no-store');
    }
    return payload;
  });

  if (config.http.loadShedEventLoopDelayMs > 0) {
    // The lag is sampled by our own watcher (event-loop-lag.ts): under-pressure's own reads an empty window as an
    // infinite delay and would shed calls after any single long task.
    const max = config.http.loadShedEventLoopDelayMs;
    const watcher = watchEventLoopLag(SAMPLE_WINDOW_MS);
    app.addHook('onClose', async () => watcher.stop());
    await app.register(underPressure, {
      healthCheck: async () => watcher.lag() <= max,
      healthCheckInterval: SAMPLE_WINDOW_MS,
      pressureHandler: (request, reply) => {
        // Liveness and health answer even when busy: a balancer must tell busy from dead.
        if (request.url.startsWith('/api/ping') || request.url.startsWith('/api/health')) return undefined;
        reply.header('Retry-After', String(SHED_RETRY_AFTER_SECONDS));
        return Promise.reject(new HttpError(503, SHED_REASON));
      },
    });
  }
}
