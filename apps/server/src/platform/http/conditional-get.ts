import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/database';
import type { CacheName } from '../cache/cache-versions.repository';
import { requestCacheVersion } from '../cache/request-versions';

const versions = new WeakMap<FastifyRequest, number>();

/**
 * A route preHandler that lets the browser revalidate instead of keeping catalogue
 * data: `private, no-cache` with an ETag built from the data's cache version, the
 * URL and whatever else shapes the answer (the acting customer). When the browser's
 * copy is current it answers 304 and the handler never runs. The page keeps its own
 * 10-minute cache (spec 1 §9); this only stops a stale HTTP copy outliving a change.
 */
export function revalidate(
  db: Db,
  cacheName: CacheName,
  vary: (request: FastifyRequest) => unknown[] = () => [],
): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const version = await requestCacheVersion(db, request, cacheName);
    versions.set(request, version);
    const tag = createHash('sha1')
      .update(JSON.stringify([cacheName, version, request.url, ...vary(request)]))
      .digest('base64url')
      .slice(0, 27);
    const etag = `W/"${tag}"`;
    reply
      .header('ETag', etag)
      .header('Cache-Control', 'private, no-cache')
      .header('Vary', 'Authorization, X-Customer-Key');
    const sent = request.headers['if-none-match'];
    if (typeof sent === 'string' && sent.split(',').some((t) => t.trim() === etag)) {
      await reply.code(304).send();
    }
  };
}

/**
 * For answers also shaped by data without a cache version (the acting customer's order
 * guide): reads the version the answer is built from, like `revalidate`, but sends no
 * ETag and forbids keeping a copy, since a 304 could outlive a change of that data.
 */
export function readVersionNoStore(db: Db, cacheName: CacheName): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    versions.set(request, await requestCacheVersion(db, request, cacheName));
    noStore(reply);
  };
}

/** The cache version `revalidate` (or `readVersionNoStore`) read for this request (the one the answer must be built from). */
export function cacheVersionOf(request: FastifyRequest): number {
  const version = versions.get(request);
  if (version === undefined)
    throw new Error('cacheVersionOf needs the revalidate or readVersionNoStore preHandler on the route');
  return version;
}

/** Answers that must never be reused from the HTTP cache (prices, stock). */
export function noStore(reply: FastifyReply): void {
  reply.header('Cache-Control', 'private, no-store');
}
