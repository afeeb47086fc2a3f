import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { storageProblem } from '../../db/storage-check';
import { HttpError } from './http-error';

export const NOT_DURABLE = 'Changes cannot be saved right now. Please try again in a few minutes.';
const RETRY_AFTER_SECONDS = 30;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write the database could not keep answers 503 with Retry-After, never 200. SQLite goes on writing through the file
 * it opened after its data directory was deleted or its file made read-only, and every such write is lost at the next
 * start: a call that may write (any method but GET, HEAD and OPTIONS) is refused while storageProblem() names one.
 * /api/health says 503 meanwhile, so a balancer sends the traffic elsewhere.
 */
export function registerDurableWrites(app: FastifyInstance, database: Config['database']): void {
  if (database.dialect !== 'sqlite') return;
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const problem = storageProblem(database);
    if (problem === null) return;
    request.log.error(
      { event: 'storage_not_writable', problem },
      'write refused: the database storage cannot be written',
    );
    reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    throw new HttpError(503, NOT_DURABLE);
  });
}
