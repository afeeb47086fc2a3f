import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { type CacheName, type CacheVersions, readCacheVersions } from './cache-versions.repository';

const read = new WeakMap<FastifyRequest, Promise<CacheVersions> | CacheVersions>();

/**
 * The cache versions one request works with, read once however many caches it
 * touches (the menu, the catalogue, prices): one round trip, and one consistent view.
 */
export async function requestCacheVersion(db: Db, request: FastifyRequest, name: CacheName): Promise<number> {
  let versions = read.get(request);
  if (!versions) {
    versions = readCacheVersions(db);
    read.set(request, versions);
  }
  return (await versions)(name);
}

/** The versions were read already, with the request's session (withCacheVersions): no query of its own. */
export function primeRequestCacheVersions(request: FastifyRequest, versions: CacheVersions): void {
  read.set(request, versions);
}

/**
 * The versions a signed-in request read with its session, or null (a guest, or a request whose session brought none):
 * a caller without them reads the database, as every call did before the caches.
 */
export function primedCacheVersions(request: FastifyRequest): CacheVersions | null {
  const versions = read.get(request);
  return typeof versions === 'function' ? versions : null;
}
