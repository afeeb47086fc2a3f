import type { ImportCounts, ImportKindName, ImportOptions, ImportStatus, RefusedRow } from '@storefront/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ImportsTable } from '../../db/schema';

const isoTime = (ms: number) => new Date(ms).toISOString();

const EMPTY_COUNTS: ImportCounts = { read: 0, inserted: 0, updated: 0, unchanged: 0, refused: 0, deactivated: 0 };

const parsed = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** An imports row as the API answers it. */
export function importStatusOf(row: Selectable<ImportsTable>): ImportStatus {
  const options = parsed<Partial<ImportOptions>>(row.options, {});
  return {
    jobId: String(row.id),
    kind: row.kind as ImportKindName,
    state: row.state,
    fileName: row.file_name,
    dryRun: options.dryRun === true,
    allOrNothing: options.allOrNothing === true,
    deactivateMissing: options.deactivateMissing === true,
    totalRows: row.total_rows,
    processedRows: row.processed_rows,
    counts: { ...EMPTY_COUNTS, ...parsed<Partial<ImportCounts>>(row.counts, {}) },
    refusedRows: parsed<RefusedRow[]>(row.refused_rows, []),
    error: row.error,
    createdAt: isoTime(row.created_at),
    startedAt: row.started_at === null ? null : isoTime(row.started_at),
    finishedAt: row.finished_at === null ? null : isoTime(row.finished_at),
  };
}

/** Records a queued import; throws a unique violation while another import of the kind is queued or running. */
export async function insertImport(
  db: Db,
  o: {
    kind: ImportKindName;
    options: ImportOptions;
    fileName: string;
    userId: number | null;
    totalRows: number;
    now: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('imports')
    .values({
      kind: o.kind,
      state: 'queued',
      options: JSON.stringify(o.options),
      file_name: o.fileName,
      user_id: o.userId,
      total_rows: o.totalRows,
      created_at: o.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Imports of a kind left queued or running past `before` (their process died and no retry took them up): failed, so
 * they no longer block the kind.
 */
export async function failStaleImports(db: Db, kind: ImportKindName, before: number, now: number): Promise<void> {
  await db
    .updateTable('imports')
    .set({ state: 'failed', error: 'The import stopped without finishing (its process ended).', finished_at: now })
    .where('kind', '=', kind)
    .where('state', 'in', ['queued', 'running'])
    .where('created_at', '<', before)
    .execute();
}

export async function findImport(db: Db, id: number): Promise<Selectable<ImportsTable> | undefined> {
  return db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listImports(db: Db, limit: number): Promise<Selectable<ImportsTable>[]> {
  return db.selectFrom('imports').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

export async function markImportRunning(db: Db, id: number, now: number): Promise<void> {
  await db
    .updateTable('imports')
    .set({ state: 'running', started_at: now, processed_rows: 0 })
    .where('id', '=', id)
    .execute();
}

export async function recordImportProgress(db: Db, id: number, processed: number, total: number): Promise<void> {
  await db
    .updateTable('imports')
    .set({ processed_rows: processed, total_rows: total })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .execute();
}

export async function finishImport(
  db: Db,
  id: number,
  o: { counts: ImportCounts; refusedRows: readonly RefusedRow[]; rows: number; error: string; now: number },
): Promise<void> {
  await db
    .updateTable('imports')
    .set({
      state: 'done',
      counts: JSON.stringify(o.counts),
      refused_rows: JSON.stringify(o.refusedRows),
      total_rows: o.rows,
      processed_rows: o.rows,
      error: o.error.slice(0, 500),
      finished_at: o.now,
    })
    .where('id', '=', id)
    .execute();
}

export async function failImport(db: Db, id: number, error: string, now: number): Promise<void> {
  await db
    .updateTable('imports')
    .set({ state: 'failed', error: error.slice(0, 500), finished_at: now })
    .where('id', '=', id)
    .execute();
}
