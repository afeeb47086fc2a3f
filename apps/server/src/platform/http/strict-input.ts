import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-error';

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
 * One check for every route, before its schema: a NUL in any string of the query, the path
 * or the body is refused with 400. PostgreSQL refuses NUL in text (a 500 otherwise) and SQLite's
 * full-text search mis-parses it, so no NUL ever reaches a repository.
 */
export function registerStrictInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) throw badRequest(NUL_REFUSED);
  });
}
