import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { GuideOwner } from '../../platform/auth/guide-owner';
import { ownedBy } from './order-guides.repository';

/** Weekday 0 holds a line's par on any day; 1 (Monday) to 7 (Sunday) a delivery weekday's own. */
export const ANY_WEEKDAY = 0;

export interface ParRow {
  product_key: number;
  weekday: number;
  unit_of_measure: string;
  quantity: number | string;
}

/** The pars of every guide of the owner for one ship-to: one query for all of its guides. */
export function parsOfOwner(db: Kysely<DB>, owner: GuideOwner, shipToCode: string) {
  return db
    .selectFrom('order_guide_pars as gp')
    .innerJoin('order_guides', 'order_guides.id', 'gp.guide_id')
    .select(['gp.guide_id', 'gp.product_key', 'gp.weekday', 'gp.unit_of_measure', 'gp.quantity'])
    .where(ownedBy(owner))
    .where('gp.ship_to_code', '=', shipToCode)
    .orderBy('gp.guide_id')
    .orderBy('gp.product_key')
    .orderBy('gp.weekday')
    .execute();
}

/** Replaces a line's par for one ship-to (no rows: the line has none there). */
export async function replaceLinePar(
  db: Kysely<DB>,
  guideId: number,
  shipToCode: string,
  productKey: number,
  rows: readonly ParRow[],
): Promise<void> {
  await db
    .deleteFrom('order_guide_pars')
    .where('guide_id', '=', guideId)
    .where('ship_to_code', '=', shipToCode)
    .where('product_key', '=', productKey)
    .execute();
  if (rows.length === 0) return;
  await db
    .insertInto('order_guide_pars')
    .values(rows.map((r) => ({ ...r, guide_id: guideId, ship_to_code: shipToCode })))
    .execute();
}

/** Removes the pars of these lines for every ship-to (the lines left the guide). */
export async function deleteLinePars(db: Kysely<DB>, guideId: number, productKeys: readonly number[]): Promise<void> {
  if (productKeys.length === 0) return;
  await db
    .deleteFrom('order_guide_pars')
    .where('guide_id', '=', guideId)
    .where('product_key', 'in', [...productKeys])
    .execute();
}

/** A copied guide takes the pars of its source, for every ship-to. */
export async function copyPars(db: Kysely<DB>, fromGuideId: number, toGuideId: number): Promise<void> {
  const rows = await db
    .selectFrom('order_guide_pars')
    .select(['product_key', 'ship_to_code', 'weekday', 'unit_of_measure', 'quantity'])
    .where('guide_id', '=', fromGuideId)
    .execute();
  for (let i = 0; i < rows.length; i += 150) {
    await db
      .insertInto('order_guide_pars')
      .values(rows.slice(i, i + 150).map((r) => ({ ...r, guide_id: toGuideId })))
      .execute();
  }
}

/** Everything a guide's fill to par keeps: its pars and its counts. */
export async function deleteGuideParsAndCounts(db: Kysely<DB>, guideId: number): Promise<void> {
  await db.deleteFrom('order_guide_pars').where('guide_id', '=', guideId).execute();
  const counts = db.selectFrom('order_guide_counts').select('id').where('guide_id', '=', guideId);
  await db.deleteFrom('order_guide_count_lines').where('count_id', 'in', counts).execute();
  await db.deleteFrom('order_guide_counts').where('guide_id', '=', guideId).execute();
}
