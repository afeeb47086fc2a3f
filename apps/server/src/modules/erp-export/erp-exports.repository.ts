import type { ErpExportState } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { DB, ErpExportsTable } from '../../db/schema';

export type ExportSubject = ErpExportsTable['subject'];

/** Records that a placed order or an invoice payment is to be exported; run it in the transaction that made it. */
export async function insertExport(db: Kysely<DB>, subject: ExportSubject, subjectId: number, now: number) {
  const row = await db
    .insertInto('erp_exports')
    .values({ subject, subject_id: subjectId, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findExport(db: Kysely<DB>, id: number) {
  return db.selectFrom('erp_exports').selectAll().where('id', '=', id).executeTakeFirst();
}

export type ExportRow = NonNullable<Awaited<ReturnType<typeof findExport>>>;

export async function markFilesWritten(db: Kysely<DB>, id: number, now: number): Promise<void> {
  await db
    .updateTable('erp_exports')
    .set({ files_written_at: now })
    .where('id', '=', id)
    .where('files_written_at', 'is', null)
    .execute();
}

/**
 * Takes the next webhook attempt, atomically: true for exactly one caller while no other attempt is under way (one
 * is under way from its claim until its failure is recorded or the export is delivered, and is taken for dead once
 * it started before `staleBefore`: its process ended mid-POST). A claim clears the last error: it marks the attempt.
 */
export async function claimAttempt(db: Kysely<DB>, id: number, now: number, staleBefore: number): Promise<boolean> {
  const result = await db
    .updateTable('erp_exports')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_attempt_at: now, last_status: null, last_error: '' }))
    .where('id', '=', id)
    .where('delivered_at', 'is', null)
    .where((eb) =>
      eb.or([eb('last_attempt_at', 'is', null), eb('last_error', '!=', ''), eb('last_attempt_at', '<', staleBefore)]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Done: handed over by file, and by the webhook when `status` is its answer (null: no webhook was set). */
export async function markDelivered(db: Kysely<DB>, id: number, now: number, status: number | null): Promise<void> {
  await db
    .updateTable('erp_exports')
    .set({ delivered_at: now, last_status: status, last_error: '' })
    .where('id', '=', id)
    .where('delivered_at', 'is', null)
    .execute();
}

/** An attempt failed, or the export cannot be made; `error` is never empty (an empty one marks an attempt under way). */
export async function recordFailure(db: Kysely<DB>, id: number, status: number | null, error: string): Promise<void> {
  await db
    .updateTable('erp_exports')
    .set({ last_status: status, last_error: (error || 'Failed.').slice(0, 500) })
    .where('id', '=', id)
    .execute();
}

/** The newest exports of one state or all, each with its order number or payment key. */
export function listExports(db: Kysely<DB>, state: ErpExportState | undefined, limit: number) {
  let q = db
    .selectFrom('erp_exports as e')
    .leftJoin('orders as o', (j) => j.onRef('o.id', '=', 'e.subject_id').on('e.subject', '=', 'order'))
    .leftJoin('invoice_payments as p', (j) => j.onRef('p.id', '=', 'e.subject_id').on('e.subject', '=', 'payment'))
    .selectAll('e')
    .select(['o.order_number', 'p.payment_key'])
    .orderBy('e.id', 'desc')
    .limit(limit);
  if (state === 'delivered') q = q.where('e.delivered_at', 'is not', null);
  if (state === 'failed') q = q.where('e.delivered_at', 'is', null).where('e.last_error', '!=', '');
  if (state === 'pending') q = q.where('e.delivered_at', 'is', null).where('e.last_error', '=', '');
  return q.execute();
}

export type ListedExportRow = Awaited<ReturnType<typeof listExports>>[number];
