import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-error';
import { MAX_JSON_DEPTH, nestsDeeperThan, TOO_DEEP } from './json-depth';

export const NUL_REFUSED = 'Text may not contain NUL characters';

/** Whether a parsed query, params or JSON body holds a NUL anywhere (keys too). Bodies are size-limited, so the walk is bounded. */
function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || hasNul(inner));
  }
  return false;
}

/**
 * JSON bodies nested deeper than MAX_JSON_DEPTH are refused with 400 before they are parsed. And one check for every
 * route, before its schema: a NUL in any string of the query, the path
 * or the body is refused with 400. PostgreSQL refuses NUL in text (a 500 otherwise) and SQLite's
 * full-text search mis-parses it, so no NUL ever reaches a repository.
 */
export function registerStrictInput(app: FastifyInstance): void {
  // Fastify's own JSON parser (prototype and constructor poisoning refused), after a depth check on the raw text.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(badRequest(TOO_DEEP), undefined);
      return;
    }
    void parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) throw badRequest(NUL_REFUSED);
  });
}
