import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

class Rollback extends Error {}
/** A cache_versions name no code uses: the probe's row, never committed. */
const PROBE_ROW = '~health-probe';

/**
 * Proves the database can read and write: a read, then an insert in a transaction that is
 * always rolled back, so nothing is left behind and no row others use is locked.
 */
export async function probeDatabase(db: Kysely<DB>): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await trx.insertInto('cache_versions').values({ name: PROBE_ROW, version: 0 }).execute();
      throw new Rollback('health probe');
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
  }
}
