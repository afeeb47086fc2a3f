import fs from 'node:fs';
import path from 'node:path';
import type { ImportKindName, ImportOptions } from '@storefront/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { JobHandler, JobKind, JobQueue } from '../../platform/jobs/job-queue';
import type { Outbox } from '../../platform/mail/mail-outbox';
import { decodeCsv, estimateRows, firstRecordText, ImportFileError, readCsv } from './csv-source';
import { importKindOf } from './import-kinds';
import { checkHeader, runImport } from './import-runner';
import {
  failImport,
  failStaleImports,
  findImport,
  finishImport,
  insertImport,
  markImportRunning,
  recordImportProgress,
} from './imports.repository';

/** The background job that runs one uploaded import (its imports row). */
export const IMPORT_JOB = 'erp-import';

/** Progress is written at most this often. */
const PROGRESS_EVERY_MS = 250;

export function importJobKind(config: Pick<Config, 'importJobTimeoutSeconds'>): JobKind {
  return {
    name: IMPORT_JOB,
    policy: 'standard',
    // A process killed in the middle: the import runs again (every kind is an upsert by natural key).
    retryLimit: 2,
    retryDelaySeconds: 5,
    retryBackoff: false,
    expireInSeconds: config.importJobTimeoutSeconds,
  };
}

export const importFileOf = (dataDir: string, importId: number) => path.join(dataDir, 'imports', `${importId}.csv`);

/** Thrown when an import of the same kind is queued or running. */
export class ImportRunningError extends Error {}

/**
 * Checks the file's header at once (a wrong file is refused before it is queued), records the import and keeps the
 * file under DATA_DIR/imports until its job has run. Resolves with the import's id.
 */
export async function queueImport(
  deps: { db: Db; jobs: JobQueue | null; dataDir: string; now: () => number; staleAfterMs: number },
  o: { kind: ImportKindName; bytes: Uint8Array; options: ImportOptions; fileName: string; userId: number | null },
): Promise<number> {
  const text = decodeCsv(o.bytes, o.options.encoding);
  for await (const first of readCsv(firstRecordText(text))) {
    if ('header' in first) checkHeader(importKindOf(o.kind), first.header);
    break;
  }
  await failStaleImports(deps.db, o.kind, deps.now() - deps.staleAfterMs, deps.now());
  const dir = path.dirname(importFileOf(deps.dataDir, 0));
  fs.mkdirSync(dir, { recursive: true });
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const id = await insertImport(trx, {
        kind: o.kind,
        options: o.options,
        fileName: o.fileName,
        userId: o.userId,
        totalRows: estimateRows(text),
        now: deps.now(),
      });
      fs.writeFileSync(importFileOf(deps.dataDir, id), o.bytes);
      if (deps.jobs) await deps.jobs.send(trx, IMPORT_JOB, { importId: id });
      return id;
    });
  } catch (error) {
    if (/unique|duplicate/i.test((error as Error).message))
      throw new ImportRunningError(`An import of ${o.kind} is already running: wait for it to finish.`);
    throw error;
  }
}

export interface ImportJobDeps {
  db: Db;
  dataDir: string;
  now: () => number;
  outbox: Outbox;
  /** Each batch's progress, besides the imports row (the terminal's progress bar). */
  onProgress?: (processed: number, total: number) => void;
}

/** Runs one recorded import to its end: its counts and refused rows, or why the file could not be read. */
export async function runRecordedImport(deps: ImportJobDeps, importId: number): Promise<void> {
  const { db, now } = deps;
  const row = await findImport(db, importId);
  if (!row || (row.state !== 'queued' && row.state !== 'running')) return;
  const file = importFileOf(deps.dataDir, importId);
  try {
    const options = JSON.parse(row.options) as ImportOptions;
    const bytes = fs.readFileSync(file);
    await markImportRunning(db, importId, now());
    let last = 0;
    const result = await runImport({
      db,
      kind: importKindOf(row.kind as ImportKindName),
      text: decodeCsv(bytes, options.encoding),
      options,
      now,
      outbox: deps.outbox,
      onProgress: async (processed, total) => {
        deps.onProgress?.(processed, total);
        if (now() - last < PROGRESS_EVERY_MS) return;
        last = now();
        await recordImportProgress(db, importId, processed, total);
      },
    });
    await finishImport(db, importId, { ...result, now: now() });
    deps.outbox.kick();
  } catch (error) {
    // An unreadable file, or a failure a second run would meet again: recorded, not retried.
    const message =
      error instanceof ImportFileError ? error.message : `The import stopped: ${(error as Error).message}`;
    await failImport(db, importId, message, now());
  }
  fs.rmSync(file, { force: true });
}

export function runImportJob(deps: ImportJobDeps): JobHandler {
  return async (payload) => {
    const importId = (payload as { importId?: unknown } | null)?.importId;
    if (typeof importId === 'number') await runRecordedImport(deps, importId);
  };
}
