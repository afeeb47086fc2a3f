import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Counts older than the newest this many of a guide and ship-to are removed when a new one is saved. */
export const ORDER_GUIDE_COUNTS_KEPT = 30;

export interface CountLineRow {
  product_key: number;
  on_hand: string;
  unit_of_measure: string;
}

/** The newest `limit` counts of a guide for a ship-to, newest first, with their lines. */
export async function latestCounts(db: Kysely<DB>, guideId: number, shipToCode: string, limit: number) {
  const counts = await db
    .selectFrom('order_guide_counts')
    .select(['id', 'count_date'])
    .where('guide_id', '=', guideId)
    .where('ship_to_code', '=', shipToCode)
    .orderBy('count_date', 'desc')
    .limit(limit)
    .execute();
  if (counts.length === 0) return [];
  const lines = await db
    .selectFrom('order_guide_count_lines')
    .select(['count_id', 'product_key', 'on_hand', 'unit_of_measure'])
    .where(
      'count_id',
      'in',
      counts.map((c) => c.id),
    )
    .orderBy('count_id')
    .orderBy('product_key')
    .execute();
  return counts.map((c) => ({ countDate: c.count_date, lines: lines.filter((l) => l.count_id === c.id) }));
}

/** Saves the day's count of a guide for a ship-to, replacing one already saved that day, and prunes old counts. */
export async function saveCount(
  db: Kysely<DB>,
  count: { guideId: number; shipToCode: string; countDate: string; countedAt: number; countedBy: number | null },
  lines: readonly CountLineRow[],
): Promise<void> {
  const existing = await db
    .selectFrom('order_guide_counts')
    .select('id')
    .where('guide_id', '=', count.guideId)
    .where('ship_to_code', '=', count.shipToCode)
    .where('count_date', '=', count.countDate)
    .executeTakeFirst();
  let id: number;
  if (existing) {
    id = existing.id;
    await db.deleteFrom('order_guide_count_lines').where('count_id', '=', id).execute();
    await db
      .updateTable('order_guide_counts')
      .set({ counted_at: count.countedAt, counted_by: count.countedBy })
      .where('id', '=', id)
      .execute();
  } else {
    const row = await db
      .insertInto('order_guide_counts')
      .values({
        guide_id: count.guideId,
        ship_to_code: count.shipToCode,
        count_date: count.countDate,
        counted_at: count.countedAt,
        counted_by: count.countedBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  }
  for (let i = 0; i < lines.length; i += 200) {
    await db
      .insertInto('order_guide_count_lines')
      .values(lines.slice(i, i + 200).map((l) => ({ ...l, count_id: id })))
      .execute();
  }
  const old = await db
    .selectFrom('order_guide_counts')
    .select('id')
    .where('guide_id', '=', count.guideId)
    .where('ship_to_code', '=', count.shipToCode)
    .orderBy('count_date', 'desc')
    .offset(ORDER_GUIDE_COUNTS_KEPT)
    .limit(1000)
    .execute();
  if (old.length === 0) return;
  const ids = old.map((o) => o.id);
  await db.deleteFrom('order_guide_count_lines').where('count_id', 'in', ids).execute();
  await db.deleteFrom('order_guide_counts').where('id', 'in', ids).execute();
}
