import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/** Counts one more mail under `key` in a window that starts anew once it is `windowMs` old; returns the count. */
export async function countMail(db: Kysely<DB>, key: string, now: number, windowMs: number): Promise<number> {
  const over = now - windowMs;
  const row = await db
    .insertInto('mail_counters')
    .values({ key, count: 1, window_start: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when mail_counters.window_start <= ${over} then 1 else mail_counters.count + 1 end`,
        window_start: sql<number>`case when mail_counters.window_start <= ${over} then ${now} else mail_counters.window_start end`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count;
}
