import type { ErpExportState } from '@storefront/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, ErpExportsTable } from '../../db/schema';

export type ExportSubject = ErpExportsTable['subject'];

/** What one export hands over: a subject's change, and its document as that change left it (null: made when sent). */
export interface ExportChange {
  subject: ExportSubject;
  subjectId: number;
  revision: number;
  change: Selectable<ErpExportsTable>['change'];
  document: string | null;
}

/**
 * Records that a change (an order placed, revised or cancelled; an invoice payment; a credit request approved) is to
 * be exported; run it in the transaction that made the change. Its key (subject, id, revision, change) is unique: each
 * change is exported once.
 */
export async function insertExport(db: Kysely<DB>, change: ExportChange, now: number) {
  const row = await db
    .insertInto('erp_exports')
    .values({
      subject: change.subject,
      subject_id: change.subjectId,
      revision: change.revision,
      change: change.change,
      document: change.document,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findExport(db: Kysely<DB>, id: number) {
  return db.selectFrom('erp_exports').selectAll().where('id', '=', id).executeTakeFirst();
}

export type ExportRow = NonNullable<Awaited<ReturnType<typeof findExport>>>;

type Sequenced = Pick<ExportRow, 'id' | 'subject' | 'subject_id'>;

/**
 * The export a job hands over, with the subject's earlier export not yet delivered that it must wait for (issue 32:
 * an order's changes are exported in the order they were made, their rows' ids, as each change serialises on the
 * order row). One statement (issue 29: a round trip fewer for every order placed).
 */
export async function findExportToHandOver(
  db: Kysely<DB>,
  id: number,
): Promise<{ row: ExportRow; waitsFor: number | null } | undefined> {
  const found = await db
    .selectFrom('erp_exports as e')
    .selectAll('e')
    .select((eb) =>
      eb
        .selectFrom('erp_exports as w')
        .select('w.id')
        .whereRef('w.subject', '=', 'e.subject')
        .whereRef('w.subject_id', '=', 'e.subject_id')
        .whereRef('w.id', '<', 'e.id')
        .where('w.delivered_at', 'is', null)
        .orderBy('w.id')
        .limit(1)
        .as('waits_for'),
    )
    .where('e.id', '=', id)
    .executeTakeFirst();
  if (!found) return undefined;
  const { waits_for: waitsFor, ...row } = found;
  return { row, waitsFor: waitsFor ?? null };
}

/** Issue 32: the subject's next export after this one that is not yet delivered (it may be waiting for this one). */
export async function nextUndelivered(db: Kysely<DB>, row: Sequenced): Promise<number | undefined> {
  const found = await db
    .selectFrom('erp_exports')
    .select('id')
    .where('subject', '=', row.subject)
    .where('subject_id', '=', row.subject_id)
    .where('id', '>', row.id)
    .where('delivered_at', 'is', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return found?.id;
}

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
    // Its files are written before anything else: delivered, they are written (now, if no earlier write recorded it).
    .set({
      delivered_at: now,
      last_status: status,
      last_error: '',
      files_written_at: sql`coalesce(files_written_at, ${now})`,
    })
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

/** The newest exports of one state or all, each with its order number, payment key or credit request's id. */
export function listExports(db: Kysely<DB>, state: ErpExportState | undefined, limit: number) {
  let q = db
    .selectFrom('erp_exports as e')
    .leftJoin('orders as o', (j) => j.onRef('o.id', '=', 'e.subject_id').on('e.subject', '=', 'order'))
    .leftJoin('invoice_payments as p', (j) => j.onRef('p.id', '=', 'e.subject_id').on('e.subject', '=', 'payment'))
    .leftJoin('credit_requests as r', (j) => j.onRef('r.id', '=', 'e.subject_id').on('e.subject', '=', 'credit'))
    .selectAll('e')
    .select(['o.order_number', 'p.payment_key', 'r.id as credit_id'])
    .orderBy('e.id', 'desc')
    .limit(limit);
  if (state === 'delivered') q = q.where('e.delivered_at', 'is not', null);
  if (state === 'failed') q = q.where('e.delivered_at', 'is', null).where('e.last_error', '!=', '');
  if (state === 'pending') q = q.where('e.delivered_at', 'is', null).where('e.last_error', '=', '');
  return q.execute();
}

export type ListedExportRow = Awaited<ReturnType<typeof listExports>>[number];
