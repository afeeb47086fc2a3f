import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret in a link (mailed verification and reset links, punchout codes). */
const SECRET_PARAMS = /([?&](?:t|token|code|sid|key)=)[^&#]*/gi;
/** Paths whose last part is a bearer secret: a /doc/{id} document link opens its document without a session. */
const SECRET_PATHS = /^(\/doc\/)[^/?#]+/;

/** The URL as it may be written to a log: secrets in links replaced by [redacted]. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATHS, '$1[redacted]').replace(SECRET_PARAMS, '$1[redacted]');
}

/** The request as the access log writes it (Fastify's default fields, the URL redacted). */
export function logRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
