import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { JobHandler, JobKind, JobQueue } from '../../platform/jobs/job-queue';
import {
  claimAttempt,
  type ExportSubject,
  findExport,
  insertExport,
  markDelivered,
  markFilesWritten,
  recordFailure,
} from './erp-exports.repository';
import { findWebhook } from './erp-webhook.repository';
import { exportCsv } from './export-csv';
import { documentOf, referenceOf } from './export-documents';
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

/** Records the export and sends its job through `db`: pass the transaction that writes the order or the payment. */
export async function queueErpExport(
  db: Db,
  jobs: Pick<JobQueue, 'send'>,
  subject: ExportSubject,
  subjectId: number,
  now: number,
): Promise<void> {
  const exportId = await insertExport(db, subject, subjectId, now);
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
 * retries with backoff. A 2xx whose recording was lost is posted again: receivers keep documents by their number.
 */
export function runErpExport(ctx: ErpExportContext): JobHandler {
  const { db, now } = ctx;
  return async (payload) => {
    const exportId = (payload as { exportId?: unknown }).exportId;
    if (typeof exportId !== 'number') throw new Error('An ERP export job names no export.');
    const row = await findExport(db, exportId);
    if (!row || row.delivered_at !== null) return;
    const doc = await documentOf(db, row);
    if (!doc) {
      await recordFailure(db, row.id, null, `The ${row.subject} (id ${row.subject_id}) no longer exists.`);
      return;
    }
    const body = JSON.stringify(doc);
    if (row.files_written_at === null) {
      const name = exportBaseName(row.created_at, row.subject, referenceOf(doc));
      await writeExportFiles(ctx.exportsDir, name, { json: body, csv: exportCsv(doc) });
      await markFilesWritten(db, row.id, now());
    }
    const hook = await findWebhook(db);
    if (!hook) {
      await markDelivered(db, row.id, now(), null);
      return;
    }
    if (!(await claimAttempt(db, row.id, now(), now() - ATTEMPT_LEASE_MS))) {
      if ((await findExport(db, row.id))?.delivered_at != null) return;
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
      return;
    }
    await recordFailure(db, row.id, result.status, result.error);
    throw new Error(`The ERP webhook refused ${row.subject} ${referenceOf(doc)}: ${result.error}`);
  };
}
