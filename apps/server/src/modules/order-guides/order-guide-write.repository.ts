import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { GuideOwner } from '../../platform/auth/guide-owner';
import { ownedBy } from './order-guides.repository';

export interface GuideRow {
  id: number;
  name: string;
  is_primary: number;
  is_read_only: number;
}

export interface GuideLineRow {
  product_key: number;
  order_quantity: number | string;
  unit_of_measure: string;
  sequence: number;
}

/** The owner's guide of this name (exact, case-sensitive), or undefined. Never another owner's. */
export function findGuide(db: Kysely<DB>, owner: GuideOwner, name: string): Promise<GuideRow | undefined> {
  return db
    .selectFrom('order_guides')
    .select(['id', 'name', 'is_primary', 'is_read_only'])
    .where(ownedBy(owner))
    .where('name', '=', name)
    .executeTakeFirst();
}

/** How many guides the owner has. */
export async function countGuides(db: Kysely<DB>, owner: GuideOwner): Promise<number> {
  const row = await db
    .selectFrom('order_guides')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(ownedBy(owner))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertGuide(db: Kysely<DB>, owner: GuideOwner, name: string, now: number): Promise<number> {
  const ownerColumns = owner.kind === 'customer' ? { customer_id: owner.id } : { user_id: owner.id };
  const row = await db
    .insertInto('order_guides')
    .values({ ...ownerColumns, name, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renameGuide(db: Kysely<DB>, guideId: number, name: string): Promise<void> {
  await db.updateTable('order_guides').set({ name }).where('id', '=', guideId).execute();
}

/** Removes the guide and its products. */
export async function deleteGuide(db: Kysely<DB>, guideId: number): Promise<void> {
  await db.deleteFrom('order_guide_products').where('guide_id', '=', guideId).execute();
  await db.deleteFrom('order_guides').where('id', '=', guideId).execute();
}

/** Every line of a guide (visible products or not), in sequence order. */
export function guideLines(db: Kysely<DB>, guideId: number): Promise<GuideLineRow[]> {
  return db
    .selectFrom('order_guide_products')
    .select(['product_key', 'order_quantity', 'unit_of_measure', 'sequence'])
    .where('guide_id', '=', guideId)
    .orderBy('sequence')
    .orderBy('product_key')
    .execute();
}

export async function deleteGuideLines(db: Kysely<DB>, guideId: number, productKeys: readonly number[]): Promise<void> {
  if (productKeys.length === 0) return;
  await db
    .deleteFrom('order_guide_products')
    .where('guide_id', '=', guideId)
    .where('product_key', 'in', [...productKeys])
    .execute();
}

/** Inserts lines (callers delete a product's old line first). Batched to stay under the statement's parameter limit. */
export async function insertGuideLines(db: Kysely<DB>, guideId: number, lines: readonly GuideLineRow[]): Promise<void> {
  for (let i = 0; i < lines.length; i += 200) {
    const chunk = lines.slice(i, i + 200);
    await db
      .insertInto('order_guide_products')
      .values(
        chunk.map((l) => ({
          guide_id: guideId,
          product_key: l.product_key,
          order_quantity: l.order_quantity,
          unit_of_measure: l.unit_of_measure,
          sequence: l.sequence,
        })),
      )
      .execute();
  }
}

/** True for a unique-constraint failure on either dialect (a concurrent create of the same name). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  return e?.code === '23505' || (typeof e?.message === 'string' && e.message.includes('UNIQUE constraint failed'));
}
