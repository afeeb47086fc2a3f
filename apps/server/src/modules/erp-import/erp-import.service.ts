import type { ImportKindName, ImportOptions, ImportStatus } from '@storefront/contract';
import type { AppContext } from '../../platform/context';
import { csvText } from '../../platform/csv/csv-writer';
import { conflict, HttpError, notFound } from '../../platform/http/http-error';
import { ImportFileError } from './csv-source';
import { IMPORT_JOB, ImportRunningError, queueImport } from './import-jobs';
import { findImport, importStatusOf, listImports } from './imports.repository';

/** Imports shown on the administrators' page. */
const IMPORTS_SHOWN = 20;

/**
 * POST /api/admin/import/{kind}: the file is checked (its header, its encoding) and queued as a job; an unreadable
 * file answers 400 and a second import of a kind while one is queued or running 409.
 */
export async function startImport(
  ctx: AppContext,
  o: { kind: ImportKindName; bytes: Uint8Array; options: ImportOptions; fileName: string; userId: number },
): Promise<string> {
  try {
    const id = await queueImport(
      {
        db: ctx.db,
        jobs: ctx.jobs,
        dataDir: ctx.config.dataDir,
        now: ctx.now,
        // Past its job's tries (three times the job's time limit), a queued or running import no longer blocks.
        staleAfterMs: ctx.config.importJobTimeoutSeconds * 3_000,
      },
      o,
    );
    ctx.jobs.kick(IMPORT_JOB);
    return String(id);
  } catch (error) {
    if (error instanceof ImportFileError) throw new HttpError(400, error.message);
    if (error instanceof ImportRunningError) throw conflict(error.message);
    throw error;
  }
}

export async function importStatus(ctx: AppContext, jobId: string): Promise<ImportStatus> {
  const row = await findImport(ctx.db, Number(jobId));
  if (!row) throw notFound('No such import.');
  return importStatusOf(row);
}

export async function recentImports(ctx: AppContext): Promise<ImportStatus[]> {
  return (await listImports(ctx.db, IMPORTS_SHOWN)).map(importStatusOf);
}

/** The refused rows as a spreadsheet: a cell the file carried as a formula comes back as text (csv-writer). */
export async function refusedRowsCsv(ctx: AppContext, jobId: string): Promise<{ kind: string; csv: string }> {
  const { refusedRows, kind } = await importStatus(ctx, jobId);
  const rows = refusedRows.map((f) => [f.line, f.column, f.reason, f.value]);
  return { kind, csv: csvText([['line', 'column', 'reason', 'value'], ...rows]) };
}
