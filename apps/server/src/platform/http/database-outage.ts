import type { FastifyInstance } from 'fastify';
import { answersWithin, type Db } from '../../db/database';
import { serviceUnavailable } from './http-error';

/** Said while the database cannot be reached (issue 26 item 8: a stall answered 500 after 12 s). */
export const DATABASE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';
const RETRY_AFTER_SECONDS = 5;
/** While the database is out, it is probed this often, each probe given this long. */
const PROBE_EVERY_MS = 500;
const PROBE_DEADLINE_MS = 1_000;

/** Errors that say the database cannot be reached at all: the connection, not the statement. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const CONNECTION_MESSAGES = [
  /^Query read timeout$/,
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated/,
];
/** Errors that say the database is busy or its storage failing: 503, but the connection is fine. */
const BUSY_CODES = new Set(['57014', 'SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_FULL']);
const BUSY_PREFIXES = ['SQLITE_IOERR', 'SQLITE_READONLY', 'SQLITE_BUSY'];

export type OutageKind = 'connection' | 'busy' | null;

/** Whether `err` (or an error it wraps) means the database is out of reach, busy, or neither. */
export function outageKind(err: unknown): OutageKind {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return 'connection';
    if (CONNECTION_MESSAGES.some((m) => m.test(e.message))) return 'connection';
    if (typeof code === 'string' && (BUSY_CODES.has(code) || BUSY_PREFIXES.some((p) => code.startsWith(p))))
      return 'busy';
  }
  return null;
}

export interface DatabaseOutage {
  /** Called by the error handler with a failure: true when it was the database's (answer 503). */
  noted(err: unknown): boolean;
  /** The database was found out of reach and has not answered a probe since. */
  readonly out: boolean;
}

/**
 * A database that stops answering costs each call the pool's and the driver's timeouts once; after the first call
 * that times out on the connection, every call (but /api/ping and /api/health) answers 503 with Retry-After at once,
 * while one probe at a time (`select 1`, 1 s deadline, every 500 ms) waits for the database to answer again.
 */
export function registerDatabaseOutage(app: FastifyInstance, db: Db): DatabaseOutage {
  let out = false;
  let timer: NodeJS.Timeout | null = null;
  let probing = false;

  const probe = async () => {
    if (probing) return;
    probing = true;
    try {
      await answersWithin(db, PROBE_DEADLINE_MS);
      out = false;
      if (timer) clearInterval(timer);
      timer = null;
      app.log.warn({ event: 'database_back' }, 'the database answers again');
    } catch {
      // still out: the next tick probes again
    } finally {
      probing = false;
    }
  };

  const trip = () => {
    if (out) return;
    out = true;
    app.log.error(
      { event: 'database_out' },
      'the database cannot be reached: calls answer 503 until it answers a probe',
    );
    timer = setInterval(() => void probe(), PROBE_EVERY_MS);
    timer.unref();
  };

  app.addHook('onRequest', async (request) => {
    if (!out || request.url.startsWith('/api/ping') || request.url.startsWith('/api/health')) return;
    throw serviceUnavailable(DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS);
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });

  return {
    noted(err) {
      const kind = outageKind(err);
      if (kind === 'connection') trip();
      return kind !== null;
    },
    get out() {
      return out;
    },
  };
}
