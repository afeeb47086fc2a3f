import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export interface NewPhoto {
  photo_key: string;
  customer_id: number;
  uploaded_by: number;
  data: Buffer;
  byte_size: number;
  width: number;
  height: number;
  created_at: number;
}

export async function insertPhoto(db: Kysely<DB>, photo: NewPhoto): Promise<void> {
  await db.insertInto('checkin_photos').values(photo).execute();
}

/** Discards the customer's uploads no check-in named that are older than `before`. */
export async function discardStalePhotos(db: Kysely<DB>, customerId: number, before: number): Promise<void> {
  await db
    .deleteFrom('checkin_photos')
    .where('customer_id', '=', customerId)
    .where('checkin_id', 'is', null)
    .where('created_at', '<', before)
    .execute();
}

/** How many of the customer's uploads wait for a check-in. */
export async function countWaitingPhotos(db: Kysely<DB>, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('checkin_photos')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('customer_id', '=', customerId)
    .where('checkin_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A photo's owner and bytes, by key. */
export function findPhoto(db: Kysely<DB>, photoKey: string) {
  return db
    .selectFrom('checkin_photos')
    .select(['customer_id', 'data'])
    .where('photo_key', '=', photoKey)
    .executeTakeFirst();
}

/** Which of these keys are the customer's uploads still waiting for a check-in. */
export async function waitingPhotoKeys(
  db: Kysely<DB>,
  customerId: number,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('checkin_photos')
    .select('photo_key')
    .where('customer_id', '=', customerId)
    .where('checkin_id', 'is', null)
    .where('photo_key', 'in', [...keys])
    .execute();
  return new Set(rows.map((r) => r.photo_key));
}

/**
 * Attaches waiting photos to a check-in line, only those still waiting: answers how many it took, so that a photo
 * named by two check-ins at once goes to one of them.
 */
export async function attachPhotos(
  db: Kysely<DB>,
  customerId: number,
  keys: readonly string[],
  to: { checkinId: number; lineNumber: number },
): Promise<number> {
  if (keys.length === 0) return 0;
  const result = await db
    .updateTable('checkin_photos')
    .set({ checkin_id: to.checkinId, line_number: to.lineNumber })
    .where('customer_id', '=', customerId)
    .where('checkin_id', 'is', null)
    .where('photo_key', 'in', [...keys])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The photo keys of a check-in's lines, by line number, in upload order. */
export async function photosOfCheckin(db: Kysely<DB>, checkinId: number): Promise<Map<number, string[]>> {
  const rows = await db
    .selectFrom('checkin_photos')
    .select(['photo_key', 'line_number'])
    .where('checkin_id', '=', checkinId)
    .orderBy('id')
    .limit(3_000)
    .execute();
  const byLine = new Map<number, string[]>();
  for (const r of rows) {
    if (r.line_number === null) continue;
    byLine.set(r.line_number, [...(byLine.get(r.line_number) ?? []), r.photo_key]);
  }
  return byLine;
}
