import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { JobHandler, JobKind, JobQueue } from '../../platform/jobs/job-queue';
import {
  claimAttempt,
  type ExportRow,
  type ExportSubject,
  findExport,
  findExportToHandOver,
  insertExport,
  markDelivered,
  markFilesWritten,
  nextUndelivered,
  recordFailure,
} from './erp-exports.repository';
import { findWebhook } from './erp-webhook.repository';
import { exportCsv } from './export-csv';
import { documentOf, exportChangeOf, fileReferenceOf, referenceOf } from './export-documents';
import { exportBaseName, writeExportFiles } from './export-files';
import { postSigned, WEBHOOK_TIMEOUT_MS } from './webhook-delivery';

/** An attempt under way longer than this (well past the POST's timeout) is taken for dead: its process ended. */
const ATTEMPT_LEASE_MS = WEBHOOK_TIMEOUT_MS + 50_000;

/** The background job that hands one export (its erp_exports row) to the ERP. */
export const ERP_EXPORT_JOB = 'erp-export';

/**
 * Thirteen attempts, ERP_WEBHOOK_RETRY_SECONDS apart at first (30 s) and doubling: about a day and a half of retries
 * (pg-boss's jitter adds up to as much again, still inside its two weeks' retention) before the job is dead; the
 * export keeps its last error on the administrators' page. A run silent for two minutes (its process died) is retried.
 */
export function erpExportJobKind(config: Pick<Config, 'erpWebhookRetrySeconds'>): JobKind {
  return {
    name: ERP_EXPORT_JOB,
    policy: 'standard',
    retryLimit: 12,
    retryDelaySeconds: config.erpWebhookRetrySeconds,
    retryBackoff: true,
    expireInSeconds: 120,
    concurrency: 4,
  };
}

/**
 * Records the export of a change and sends its job through `db`: pass the transaction that makes it (an order placed,
 * revised or cancelled; an invoice payment; a credit request approved), after its last write, so an order's or a
 * credit's document is as the change left it.
 */
export async function queueErpExport(
  db: Db,
  jobs: Pick<JobQueue, 'send'>,
  subject: ExportSubject,
  subjectId: number,
  now: number,
): Promise<void> {
  const exportId = await insertExport(db, await exportChangeOf(db, subject, subjectId), now);
  await jobs.send(db, ERP_EXPORT_JOB, { exportId });
}

export interface ErpExportContext {
  db: Db;
  exportsDir: string;
  now: () => number;
}

/**
 * Hands the export a job names to the ERP, idempotent by its row: the files are written once (not again when they
 * exist or were written before: the ERP may have taken them away), then, while the row is not delivered and a webhook
 * is set, one POST at a time across processes (claimAttempt); a failure is recorded on the row and thrown, so the job
 * retries with backoff. A 2xx whose recording was lost is posted again: receivers keep an order's documents by number
 * and revision (issue 32), a payment by its key, a credit by its number (issue 33).
 *
 * Issue 32: an order's later changes go after its earlier ones, by file and webhook alike: an export whose order has an
 * earlier export not yet delivered waits (its job retries), and an export delivered hands over the next one at once.
 */
export function runErpExport(ctx: ErpExportContext): JobHandler {
  const exportOne = exportOnce(ctx);
  return async (payload) => {
    const exportId = (payload as { exportId?: unknown }).exportId;
    if (typeof exportId !== 'number') throw new Error('An ERP export job names no export.');
    let delivered = await exportOne(exportId);
    while (delivered) {
      const next = await nextUndelivered(ctx.db, delivered);
      // The next one's own job retries it if this fails: this export was delivered all the same.
      delivered = next === undefined ? undefined : await exportOne(next).catch(() => undefined);
    }
  };
}

/** One export handed over: answers its row when this call delivered it. */
function exportOnce(ctx: ErpExportContext) {
  const { db, now } = ctx;
  return async (exportId: number): Promise<ExportRow | undefined> => {
    const found = await findExportToHandOver(db, exportId);
    if (!found || found.row.delivered_at !== null) return undefined;
    const { row, waitsFor } = found;
    if (waitsFor !== null)
      throw new Error(`Export ${row.id} waits for export ${waitsFor} of the same ${row.subject} to be delivered.`);
    const doc = await documentOf(db, row);
    if (!doc) {
      await recordFailure(db, row.id, null, `The ${row.subject} (id ${row.subject_id}) no longer exists.`);
      return undefined;
    }
    const body = row.document ?? JSON.stringify(doc);
    const hook = await findWebhook(db);
    if (row.files_written_at === null) {
      const name = exportBaseName(row.created_at, row.subject, fileReferenceOf(doc));
      await writeExportFiles(ctx.exportsDir, name, { json: body, csv: exportCsv(doc) });
      // Without a webhook, marking it delivered records the files too: one statement fewer (issue 29).
      if (hook) await markFilesWritten(db, row.id, now());
    }
    if (!hook) {
      await markDelivered(db, row.id, now(), null);
      return row;
    }
    if (!(await claimAttempt(db, row.id, now(), now() - ATTEMPT_LEASE_MS))) {
      if ((await findExport(db, row.id))?.delivered_at != null) return undefined;
      // Another run (a second process, a duplicate job) is posting it right now: look again later.
      throw new Error(`Another attempt at ${row.subject} ${referenceOf(doc)} is under way.`);
    }
    const result = await postSigned({
      url: hook.url,
      secret: hook.secret,
      body,
      now: now(),
      exportId: row.id,
      event: row.subject,
    });
    if (result.ok) {
      await markDelivered(db, row.id, now(), result.status);
      return row;
    }
    await recordFailure(db, row.id, result.status, result.error);
    throw new Error(`The ERP webhook refused ${row.subject} ${referenceOf(doc)}: ${result.error}`);
  };
}
