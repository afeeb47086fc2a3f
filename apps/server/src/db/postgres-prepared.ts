import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Statements kept prepared on every connection; past this, new texts run unprepared. */
const PREPARED_LIMIT = 1_000;
/** A text is prepared from its third use: one-off texts (IN-lists of rare lengths) never are. */
const USES_BEFORE_PREPARING = 3;
const SIGHTINGS_LIMIT = 10_000;

const names = new Map<string, string>();
const sightings = new Map<string, number>();

/**
 * The statement name of a SQL text, once it has proved to be in regular use. One
 * registry for the whole process, so a name always means the same text on every
 * connection of every pool (pg refuses a name reused for another text).
 */
export function preparedNameOf(text: string): string | undefined {
  const named = names.get(text);
  if (named !== undefined || names.size >= PREPARED_LIMIT) return named;
  const uses = (sightings.get(text) ?? 0) + 1;
  if (uses < USES_BEFORE_PREPARING) {
    if (sightings.size >= SIGHTINGS_LIMIT) sightings.clear();
    sightings.set(text, uses);
    return undefined;
  }
  sightings.delete(text);
  const name = `sf_${names.size + 1}`;
  names.set(text, name);
  return name;
}

/** An error the server sent (it carries a SQLSTATE): the connection is still in step. */
function isServerError(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    typeof (err as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((err as { code: string }).code)
  );
}

/**
 * Kysely sends every query unnamed, so PostgreSQL parses and plans it each time: for
 * the short reads every request makes (its session, a page of keys) that is most of
 * the work (about 3x the throughput prepared, measured on the session read). This pool
 * runs regular parameterised texts as named statements instead, which pg prepares once
 * per connection and then only binds and executes.
 */
export function withPreparedStatements(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let proxy = wrapped.get(client);
    if (!proxy) {
      // A failure that did not come from the server (a read timeout, a dropped socket) leaves the
      // connection in an unknown protocol state: it is destroyed on release, never handed out again.
      let broken = false;
      const watch = <T>(result: Promise<T>): Promise<T> =>
        result.catch((err: unknown) => {
          if (!isServerError(err)) broken = true;
          throw err;
        });
      proxy = {
        query: ((textOrCursor: unknown, parameters?: readonly unknown[]) => {
          if (typeof textOrCursor !== 'string') return client.query(textOrCursor as pg.Submittable);
          const name = parameters && parameters.length > 0 ? preparedNameOf(textOrCursor) : undefined;
          return watch(
            name === undefined
              ? client.query(textOrCursor, parameters as unknown[])
              : client.query({ name, text: textOrCursor, values: parameters as unknown[] }),
          );
        }) as unknown as PostgresPoolClient['query'],
        release: () => {
          if (broken) wrapped.delete(client);
          client.release(broken);
        },
      };
      wrapped.set(client, proxy);
    }
    return proxy;
  };
  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  };
}
